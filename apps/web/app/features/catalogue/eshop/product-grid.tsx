import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { LaterPicture } from '../../../ui/later-picture.tsx';
import { Link } from '../../../ui/link.tsx';
import type { ProductCardData } from './eshop-types.ts';

/** Product images are square (UI.md 1:1). */
const SIZE = 600;

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const t = useT('discovery');
  return (
    <Link
      to={product.href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-page transition-shadow duration-200 hover:shadow-[0_8px_30px_-12px_var(--color-line)]"
    >
      {product.image ? (
        <LaterPicture
          {...mediaImage(product.image.url, '(min-width: 1024px) 25vw, 50vw', 828)}
          box="aspect-square w-full bg-surface"
          eager={eager}
          width={SIZE}
          height={SIZE}
          zoomOnHover
        />
      ) : (
        <div className="aspect-square w-full bg-surface" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="leading-snug">{product.name}</h3>
        {product.outOfStock ? (
          <p data-testid="out-of-stock" className="text-sm font-medium text-muted">
            {t('stockOut')}
          </p>
        ) : null}
        <p className="mt-auto pt-1 font-medium">{product.price}</p>
      </div>
    </Link>
  );
}

export function ProductGrid({
  products,
  eagerFirst = false,
}: {
  products: ProductCardData[];
  eagerFirst?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={eagerFirst && index < 2} />
        </li>
      ))}
    </ul>
  );
}
