import {
  formatDistance,
  neverVisited,
  SEARCH_RADIUS_KM,
  shopSuggestions,
  squareTiles,
  visibleResults,
} from '@eclat/domain';
import { ChevronDown, LocateFixed, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-lang.ts';
import { Link } from '../../ui/link.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import { useShell } from '../shell/use-shell.ts';
import { SearchCard } from './search-card.tsx';
import type { PlaceOption, SearchInit, SearchShop } from './search-types.ts';
import { ShopHistoryPanel } from './shop-history-panel.tsx';
import { useShopHistory } from './shop-history-storage.ts';
import { useShopSearch } from './use-shop-search.ts';

const seeMoreHref = (pathname: string, q: string, page: number) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  query.set('page', String(page));
  return `${pathname}?${query}#shop-search`;
};

/**
 * Spec §2/§4 shop search: input ('Rechercher une boutique'), location button, results ('see
 * more' 6 + 6), suggestions for 1 to 5 results, last-visited and recently viewed shops, the
 * radius slider in location mode, the square theme's 6 tiles. A GET form: without JavaScript the
 * server answers the text search.
 */
export function ShopSearch({
  init,
  onTypedChange,
  headingId,
}: {
  init: SearchInit;
  /** The home's hero collapses while a search is typed (spec §2). */
  onTypedChange?: (typed: boolean) => void;
  headingId: string;
}) {
  const t = useT('discovery');
  const shell = useShell();
  const { pathname } = useLocation();
  const { state, dispatch, hits, loading, failed, settled, places, locateMe } = useShopSearch(init);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const square = init.theme === 'square';
  const mounted = useMounted();
  const visited = useShopHistory();

  const byId = useMemo(() => new Map(init.shops.map((shop) => [shop.id, shop])), [init.shops]);
  const results = hits.flatMap((hit) => {
    const shop = byId.get(hit.id);
    return shop ? [{ shop, distance: hit.distance }] : [];
  });
  const { shown, more } = square
    ? { shown: squareTiles(results), more: false }
    : visibleResults(results, state.visible);
  const suggestions = shopSuggestions(
    init.shops,
    results.map((r) => r.shop),
  );
  const typed = state.q.trim() !== '';
  const input = useRef<HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // Enter closes the city list until the visitor types again (a late answer must not reopen it).
  const dismissed = useRef(false);
  // A search sent from a phone brings its results into view once they have come (issue 17).
  const reveal = useRef(false);

  // Text typed before the page became interactive is not lost: it starts the search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const value = input.current?.value ?? '';
    if (value !== state.q) dispatch({ type: 'typed', q: value });
  }, []);

  useEffect(() => onTypedChange?.(typed), [typed, onTypedChange]);
  useEffect(() => {
    setListOpen(places.length > 0 && !dismissed.current);
    setActive(-1);
  }, [places]);

  const cityIfNone = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the asked results come
  useEffect(() => {
    if (!cityIfNone.current || !settled || loading) return;
    cityIfNone.current = false;
    const [place] = places;
    if (results.length === 0 && place) choose(place);
  }, [settled, loading]);

  // Asked by `sent`; done after the render that closed the city list (the layout has settled).
  const [revealAsked, setRevealAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when asked and when the results come
  useEffect(() => {
    if (!reveal.current || !settled || loading) return;
    reveal.current = false;
    statusLine.current?.scrollIntoView({ block: 'start' });
  }, [revealAsked, settled, loading]);

  /** After a search is sent: the list closes; on a phone the keyboard goes and the results come up. */
  const sent = () => {
    dismissed.current = true;
    setListOpen(false);
    setActive(-1);
    if (window.matchMedia('(max-width: 639px)').matches) {
      input.current?.blur();
      reveal.current = true;
      setRevealAsked((n) => n + 1);
    }
  };

  const choose = (place: PlaceOption) => {
    dispatch({ type: 'place-chosen', name: place.name, position: { lat: place.lat, lng: place.lng } });
    sent();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listOpen || places.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      setListOpen(false);
    }
  };

  const distance = (metres: number | null) => (metres === null ? null : formatDistance(metres, shell.locale));
  const where = state.placeName ?? t('yourPosition');
  // No count before the results it describes have come (no "5 boutiques pour « Lyon »" then "1").
  const status =
    loading || (!settled && !failed)
      ? t('searching')
      : failed
        ? t('searchFailed')
        : state.locationMode
          ? t('resultsNear', { count: results.length, km: state.radiusKm, place: where })
          : typed
            ? t('resultsFor', { count: results.length, q: state.q.trim() })
            : t('resultsAll', { count: results.length });

  return (
    <div className="flex flex-col gap-5" data-testid="shop-search" data-ready={mounted ? 'true' : 'false'}>
      <search aria-labelledby={headingId}>
        <form
          method="get"
          action={`${pathname}#shop-search`}
          onSubmit={(event) => {
            // The search runs as the visitor types; Enter on a text no shop matches takes the city.
            event.preventDefault();
            const [place] = places;
            if (!state.locationMode && settled && results.length === 0 && place) choose(place);
            else {
              // Not answered yet: if the text turns out to match no shop, the city is taken then.
              cityIfNone.current = !state.locationMode && !settled;
              sent();
            }
          }}
          className="relative flex flex-col gap-3 sm:flex-row"
        >
          <div className="relative flex-1">
            <label htmlFor={`${id}-q`} className="sr-only">
              {t('searchLabel')}
            </label>
            <Search
              aria-hidden="true"
              size={20}
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
            />
            <input
              ref={input}
              id={`${id}-q`}
              name="q"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listOpen}
              aria-controls={`${id}-places`}
              aria-activedescendant={active >= 0 ? `${id}-place-${active}` : undefined}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              placeholder={t('searchPlaceholder')}
              value={state.q}
              onChange={(event) => {
                dismissed.current = false;
                cityIfNone.current = false;
                dispatch({ type: 'typed', q: event.target.value });
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setTimeout(() => setListOpen(false), 150)}
              onFocus={() => setListOpen(places.length > 0 && !dismissed.current)}
              className="min-h-12 w-full rounded-button border border-line bg-page py-2 pr-4 pl-12 text-base text-ink shadow-button placeholder:text-muted focus-visible:border-primary"
            />
            <div
              id={`${id}-places`}
              role="listbox"
              aria-label={t('placesLabel')}
              hidden={!listOpen}
              // In the flow on a phone (the buttons below stay reachable), over the page from 640 px.
              className="z-20 mt-2 max-h-80 overflow-y-auto rounded-menu border border-line bg-page p-1 shadow-menu sm:absolute sm:inset-x-0 sm:top-full"
            >
              {places.map((place, index) => (
                <div
                  key={`${place.name}-${place.department}`}
                  id={`${id}-place-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                  onKeyDown={() => undefined}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 aria-selected:bg-surface hover:bg-surface"
                >
                  <span>{place.name}</span>
                  <span className="text-sm text-muted">{place.department}</span>
                </div>
              ))}
            </div>
          </div>
          <div className="flex gap-3">
            <button
              type="submit"
              className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-button bg-primary px-5 text-sm font-medium text-on-primary shadow-button transition-colors duration-200 hover:bg-primary-hover sm:flex-none"
            >
              {t('searchSubmit')}
            </button>
            <button
              type="button"
              onClick={locateMe}
              aria-pressed={state.locationMode && state.placeName === null}
              className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-button border border-line bg-page px-4 text-sm font-medium transition-colors duration-200 hover:bg-surface aria-pressed:border-primary sm:flex-none"
            >
              <LocateFixed aria-hidden="true" size={18} />
              {t('aroundMe')}
            </button>
          </div>
        </form>
      </search>

      {state.geolocation === 'denied' ? (
        <p role="status" className="rounded-lg bg-surface px-4 py-3 text-sm" data-testid="location-denied">
          {t('locationDeactivated')}
        </p>
      ) : null}

      {state.locationMode ? (
        <div className="flex flex-col gap-2 sm:max-w-md">
          <label htmlFor={`${id}-radius`} className="flex justify-between text-sm font-medium">
            <span>{t('radiusLabel')}</span>
            <span>{t('radiusValue', { km: state.radiusKm })}</span>
          </label>
          <input
            id={`${id}-radius`}
            type="range"
            min={SEARCH_RADIUS_KM.min}
            max={SEARCH_RADIUS_KM.max}
            step={1}
            value={state.radiusKm}
            aria-valuetext={t('radiusValue', { km: state.radiusKm })}
            onChange={(event) => dispatch({ type: 'radius', km: Number(event.target.value) })}
            className="accent-[var(--color-primary)]"
          />
        </div>
      ) : null}

      <ShopHistoryPanel shops={init.shops} ids={visited} />

      <p
        ref={statusLine}
        role="status"
        aria-live="polite"
        className="scroll-mt-20 text-sm text-muted"
        data-testid="search-status"
        data-settled={settled && !loading ? 'true' : 'false'}
      >
        {status}
      </p>

      {results.length === 0 ? (
        <NoResults />
      ) : (
        <ul
          className={
            square
              ? 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3'
              : 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3'
          }
          data-testid="shop-results"
        >
          {shown.map(({ shop, distance: metres }, index) => (
            <li key={shop.id}>
              <SearchCard
                shop={shop}
                distance={distance(metres)}
                square={square}
                eager={index === 0}
                visit={visitOf(visited, shop.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {more ? (
        <a
          href={seeMoreHref(pathname, state.q.trim(), Math.ceil(state.visible / 6) + 1)}
          onClick={(event) => {
            event.preventDefault();
            dispatch({ type: 'see-more' });
          }}
          className="mx-auto inline-flex min-h-11 items-center rounded-button border border-line px-6 text-sm font-medium hover:bg-surface"
        >
          {t('seeMore')}
        </a>
      ) : null}
      {square && results.length > shown.length ? (
        <Link to="/contact" className="mx-auto text-sm font-medium underline underline-offset-4">
          {t('allShops')}
        </Link>
      ) : null}

      {suggestions.length > 0 ? <Suggestions shops={suggestions} /> : null}
    </div>
  );
}

function NoResults() {
  const t = useT('discovery');
  return <p className="rounded-2xl bg-surface p-6 text-center text-muted">{t('noResults')}</p>;
}

/** Spec §2/§4: a collapsible list of other shops when the results number 1 to 5. */
function Suggestions({ shops }: { shops: SearchShop[] }) {
  const t = useT('discovery');
  return (
    <details className="group rounded-2xl border border-line p-4" data-testid="search-suggestions">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-medium [&::-webkit-details-marker]:hidden">
        {t('suggestionsTitle')}
        <ChevronDown
          aria-hidden="true"
          size={18}
          className="transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shops.map((shop) => (
          <li key={shop.id}>
            <SearchCard shop={shop} distance={null} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What the card says of a visit: nothing is known until the browser has read the history. */
function visitOf(visited: number[] | null, shopId: number) {
  if (visited === null) return 'unknown';
  return neverVisited(visited, shopId) ? 'never' : 'visited';
}
