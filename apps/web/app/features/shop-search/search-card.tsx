import { useT } from '../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../lib/media-srcset.ts';
import { LaterPicture } from '../../ui/later-picture.tsx';
import { Link } from '../../ui/link.tsx';
import { NextSlot } from '../../ui/next-slot.tsx';
import { RatingBadge } from '../reviews/rating-badge.tsx';
import type { SearchShop } from './search-types.ts';

const WIDTH = 800;
const HEIGHT = 600;
/** The grid's boxes (shop-search.tsx): tiles two then three a row; cards a 112-pixel row, then two and three a row. */
const SQUARE_SIZES = '(min-width: 1024px) 33vw, 50vw';
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px';

function Picture({ shop, eager, square }: { shop: SearchShop; eager: boolean; square: boolean }) {
  // A card is a row on a phone (small square picture) and a 4:3 card from 640 px; a tile is square.
  const box = square
    ? 'aspect-square w-full'
    : 'aspect-square w-28 shrink-0 self-start sm:aspect-[4/3] sm:w-full';
  if (!shop.image) return <div className={`${box} bg-surface`} aria-hidden="true" />;
  return (
    <LaterPicture
      {...mediaImage(shop.image.url, square ? SQUARE_SIZES : CARD_SIZES, 1200)}
      box={`${box} bg-surface`}
      eager={eager}
      width={WIDTH}
      height={square ? WIDTH : HEIGHT}
      zoomOnHover
    />
  );
}

/**
 * A shop in the search results: a card (grid theme) or a square tile (square theme, spec §2). A
 * shop with online booking off is not a link and says 'Réservation en ligne non disponible'.
 */
export function SearchCard({
  shop,
  distance,
  square = false,
  eager = false,
  visit,
}: {
  shop: SearchShop;
  distance: string | null;
  square?: boolean;
  eager?: boolean;
  /**
   * Spec §2 shop list: the 'no visit' label, known in the browser only (shop-history): 'unknown'
   * until then. Absent: a list without the label.
   */
  visit?: 'never' | 'visited' | 'unknown';
}) {
  const t = useT('shell');
  const dt = useT('discovery');
  const unvisited = visit === 'never';
  const frame = `flex h-full overflow-hidden rounded-2xl border border-line bg-page ${square ? 'flex-col' : 'flex-row sm:flex-col'}`;
  const text = (
    <div className={`flex min-w-0 flex-1 flex-col gap-1 ${square ? 'p-3 sm:p-4' : 'p-4 sm:p-5'}`}>
      <h3 className={`font-heading leading-snug ${square ? 'text-lg' : 'text-lg sm:text-xl'}`}>
        {shop.name}
      </h3>
      {square ? null : <p className="text-sm text-muted">{shop.street}</p>}
      <p className="text-sm text-muted">
        {shop.city}
        {distance ? <span className="ml-2 font-medium whitespace-nowrap text-ink">· {distance}</span> : null}
      </p>
      {shop.rating ? (
        <p>
          <RatingBadge average={shop.rating.average} count={shop.rating.count} />
        </p>
      ) : null}
      <NextSlot label={shop.nextSlot} />
      {visit ? (
        // The line keeps its place whatever the history says: shown only after hydration, it
        // pushed every card and the rest of the page down under the visitor's finger.
        <p className={unvisited ? 'mt-1' : 'invisible mt-1'} aria-hidden={!unvisited}>
          <span
            data-testid={unvisited ? 'no-visit' : undefined}
            className="inline-flex items-center rounded-full border border-line px-2.5 py-0.5 text-xs text-muted"
          >
            {dt('noVisit')}
          </span>
        </p>
      ) : null}
      {shop.bookable ? null : (
        <p className="mt-2 rounded-lg bg-surface px-3 py-2 text-sm text-muted">{t('bookingUnavailable')}</p>
      )}
    </div>
  );
  if (!shop.bookable) {
    return (
      <div className={frame} aria-disabled="true" data-testid="shop-result" data-bookable="false">
        <div className={`opacity-60 ${square ? '' : 'shrink-0 sm:shrink'}`}>
          <Picture shop={shop} eager={eager} square={square} />
        </div>
        {text}
      </div>
    );
  }
  return (
    <Link
      to={`/${shop.slug}`}
      data-testid="shop-result"
      data-bookable="true"
      className={`group ${frame} transition-shadow duration-200 hover:shadow-[0_8px_30px_-12px_var(--color-line)]`}
    >
      <div className={`overflow-hidden ${square ? '' : 'shrink-0 sm:shrink'}`}>
        <Picture shop={shop} eager={eager} square={square} />
      </div>
      {text}
    </Link>
  );
}
