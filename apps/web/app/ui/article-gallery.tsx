import type { ImageData } from '../features/catalogue/services/service-types.ts';

const SHAPES = {
  /** Products: square photos, four thumbnails a row. */
  square: { main: [900, 900], thumb: [300, 300], aspect: 'aspect-square', columns: 'grid-cols-4' },
  /** Services: landscape photos, three thumbnails a row. */
  landscape: { main: [1200, 900], thumb: [400, 300], aspect: 'aspect-[4/3]', columns: 'grid-cols-3' },
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
          src={first.url}
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
              <img
                src={image.url}
                alt={image.alt}
                width={size.thumb[0]}
                height={size.thumb[1]}
                loading="lazy"
                decoding="async"
                className={`${size.aspect} w-full rounded-xl object-cover`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
