import { useT } from '../../lib/i18n/use-lang.ts';
import { Link } from '../../ui/link.tsx';
import type { ShopCardData } from './shop-card-data.ts';

/** Shop images are 4:3 (UI.md); the intrinsic size lets the browser reserve the space. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

function ShopImage({ image, eager }: { image: ShopCardData['image']; eager: boolean }) {
  if (!image) return <div className="aspect-[4/3] w-full bg-surface" aria-hidden="true" />;
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="aspect-[4/3] w-full object-cover transition-transform duration-200 ease-out motion-safe:group-hover:scale-[1.03]"
    />
  );
}

function ShopText({ shop }: { shop: ShopCardData }) {
  return (
    <div className="flex flex-1 flex-col gap-1 p-5">
      <h3 className="text-lg">{shop.name}</h3>
      <p className="text-sm text-muted">{shop.address}</p>
      <p className="text-sm text-muted">{shop.city}</p>
    </div>
  );
}

/**
 * A shop in the home grid. A shop with online booking off shows 'Réservation en ligne non
 * disponible' and is not a link (spec §2); the others lead to /{lang}/{slug}.
 */
export function ShopCard({ shop, eager }: { shop: ShopCardData; eager: boolean }) {
  const t = useT();
  const frame = 'flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-page';
  if (!shop.bookable) {
    return (
      <div className={frame} aria-disabled="true">
        <div className="opacity-60">
          <ShopImage image={shop.image} eager={eager} />
        </div>
        <ShopText shop={shop} />
        <p className="mx-5 mb-5 rounded-lg bg-surface px-3 py-2 text-center text-sm text-muted">
          {t('bookingUnavailable')}
        </p>
      </div>
    );
  }
  return (
    <Link
      to={`/${shop.slug}`}
      className={`group ${frame} transition-shadow duration-200 hover:shadow-[0_8px_30px_-12px_var(--color-line)]`}
    >
      <div className="overflow-hidden">
        <ShopImage image={shop.image} eager={eager} />
      </div>
      <ShopText shop={shop} />
      <span className="mx-5 mb-5 inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 text-sm font-medium text-on-primary transition-colors duration-200 group-hover:bg-primary-hover">
        {t('book')}
      </span>
    </Link>
  );
}
