import { mediaImage } from '../../../lib/media-srcset.ts';
import { LaterPicture } from '../../../ui/later-picture.tsx';
import type { ImageData } from '../services/service-types.ts';

const WIDTH = 1200;
const HEIGHT = 900;

/**
 * The shop's photos: the first one large (eager: the page's likely LCP element), the others in a
 * row that scrolls sideways on a phone and sits beside it on a wide screen.
 */
export function ShopGallery({ images }: { images: ImageData[] }) {
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <div className={`grid gap-3 ${rest.length > 0 ? 'lg:grid-cols-[2fr_1fr]' : ''}`}>
      <img
        {...mediaImage(first.url, rest.length > 0 ? '(min-width: 1024px) 66vw, 100vw' : '100vw', 2048)}
        alt={first.alt}
        width={WIDTH}
        height={HEIGHT}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className={`w-full rounded-2xl object-cover ${rest.length > 0 ? 'aspect-[4/3]' : 'aspect-[4/3] sm:aspect-[21/9]'}`}
      />
      {rest.length > 0 ? (
        <ul className="-mx-5 flex snap-x gap-3 overflow-x-auto px-5 lg:mx-0 lg:grid lg:grid-cols-1 lg:overflow-visible lg:px-0">
          {rest.slice(0, 8).map((image) => (
            <li key={image.url} className="w-3/4 shrink-0 snap-start sm:w-1/2 lg:w-auto">
              <LaterPicture
                {...mediaImage(image.url, '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 75vw', 1600)}
                alt={image.alt}
                box="aspect-[4/3] w-full rounded-2xl bg-surface"
                width={WIDTH}
                height={HEIGHT}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
