import type { ImageData } from '../features/catalogue/services/service-types.ts';
import { mediaImage } from '../lib/media-srcset.ts';
import { LaterPicture } from './later-picture.tsx';

const SHAPES = {
  /** Products: square photos, four thumbnails a row; the page's left half from 768 px. */
  square: {
    main: [900, 900],
    thumb: [300, 300],
    aspect: 'aspect-square',
    columns: 'grid-cols-4',
    mainSizes: '(min-width: 768px) 50vw, 100vw',
    thumbSizes: '(min-width: 768px) 12vw, 25vw',
  },
  /** Services: landscape photos, three thumbnails a row; the page's wider column from 1024 px. */
  landscape: {
    main: [1200, 900],
    thumb: [400, 300],
    aspect: 'aspect-[4/3]',
    columns: 'grid-cols-3',
    mainSizes: '(min-width: 1024px) 55vw, 100vw',
    thumbSizes: '(min-width: 1024px) 18vw, 33vw',
  },
} as const;

/**
 * A product's or a service's photos: the first large and eager (the page's likely LCP element),
 * the others as lazy thumbnails below.
 */
export function ArticleGallery({ images, shape }: { images: ImageData[]; shape: keyof typeof SHAPES }) {
  const [first, ...more] = images;
  const size = SHAPES[shape];
  return (
    <div className="flex flex-col gap-3">
      {first ? (
        <img
          {...mediaImage(first.url, size.mainSizes, 2048)}
          alt={first.alt}
          width={size.main[0]}
          height={size.main[1]}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className={`${size.aspect} w-full rounded-2xl bg-surface object-cover`}
        />
      ) : null}
      {more.length > 0 ? (
        <ul className={`grid ${size.columns} gap-3`}>
          {more.map((image) => (
            <li key={image.url}>
              <LaterPicture
                {...mediaImage(image.url, size.thumbSizes, 828)}
                alt={image.alt}
                box={`${size.aspect} w-full rounded-xl bg-surface`}
                width={size.thumb[0]}
                height={size.thumb[1]}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
