import { mediaImage } from '../../../lib/media-srcset.ts';
import { LaterPicture } from '../../../ui/later-picture.tsx';
import { Link } from '../../../ui/link.tsx';
import type { CategoryTileData } from './home-types.ts';

/** The service categories as picture tiles leading to their pages. */
export function CategoryTiles({ categories }: { categories: CategoryTileData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={category.href}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-page transition-shadow duration-200 hover:shadow-[0_8px_30px_-12px_var(--color-line)]"
          >
            {category.image ? (
              <LaterPicture
                {...mediaImage(category.image.url, '(min-width: 1024px) 33vw, 50vw', 1200)}
                box="aspect-[4/3] w-full bg-surface"
                width={640}
                height={480}
                zoomOnHover
              />
            ) : (
              <div className="aspect-[4/3] w-full bg-surface" />
            )}
            <span className="p-4 font-heading text-lg leading-snug sm:text-xl">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
