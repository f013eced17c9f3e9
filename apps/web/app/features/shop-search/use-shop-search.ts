import { initialShopSearch, type ShopSearchState, shopSearchQuery, shopSearchReducer } from '@eclat/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { callApi } from '../../lib/browser-api.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { useLang } from '../../lib/i18n/use-lang.ts';
import { useShell } from '../shell/use-shell.ts';
import type { PlaceOption, SearchHit, SearchInit } from './search-types.ts';

/** Time without a keystroke before the API is asked (one call per pause, not per key). */
const TYPING_PAUSE_MS = 250;
/** The browser gives up on the position after this; the visitor still has the text search. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

const queryKey = (state: ShopSearchState) => JSON.stringify(shopSearchQuery(state));

function initialState(init: SearchInit): ShopSearchState {
  const state = { ...initialShopSearch(init.q), radiusKm: init.radiusKm, visible: init.visible };
  if (!init.place) return state;
  return {
    ...state,
    q: init.place.name,
    locationMode: true,
    placeName: init.place.name,
    position: { lat: init.place.lat, lng: init.place.lng },
  };
}

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;
const geolocation = (): GeolocationLike | null =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

/** Whether the visitor already allowed this site their position (Permissions API, no prompt). */
async function geolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    // Browsers without the Permissions API (or without this name): ask only on the button.
    return false;
  }
}

/**
 * The shop search's state (the domain's reducer of spec §4) and its effects: geolocation tried at
 * start, the API asked for shops (GET /api/shops?q|lat,lng,radius) when the query changes, and the
 * storefront's gazetteer asked for cities as the visitor types.
 */
export function useShopSearch(init: SearchInit) {
  const shell = useShell();
  const lang = useLang();
  const [state, dispatch] = useReducer(shopSearchReducer, init, initialState);
  const [hits, setHits] = useState<SearchHit[]>(init.hits);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [places, setPlaces] = useState<PlaceOption[]>([]);
  const answered = useRef(queryKey(initialState(init)));
  // The query the shown hits answer: a count is said only for the results it describes.
  const [hitsKey, setHitsKey] = useState(answered.current);
  const api = { companyToken: shell.token, lang };

  // Spec §4: at start the search tries geolocation (unless the visitor arrived with a search) —
  // but never with a prompt on load (issue 17): only when the browser says the permission was
  // already granted. Otherwise the "around me" button asks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start
  useEffect(() => {
    const geo = geolocation();
    if (!geo || init.q || init.place) return;
    let cancelled = false;
    geolocationGranted().then((granted) => {
      if (!granted || cancelled) return;
      dispatch({ type: 'geolocation-asked' });
      geo.getCurrentPosition(
        (position) =>
          cancelled ||
          dispatch({
            type: 'geolocation-granted',
            position: { lat: position.coords.latitude, lng: position.coords.longitude },
          }),
        () => cancelled || dispatch({ type: 'geolocation-denied' }),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const key = queryKey(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    if (key === answered.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      const query = new URLSearchParams(
        Object.entries(shopSearchQuery(state)).map(([name, value]) => [name, String(value)]),
      );
      callApi(api, `/api/shops?${query}`, {
        signal: controller.signal,
        authToken: null,
        answer: 'ShopsAnswerSchema',
      })
        .then((answer) => {
          answered.current = key;
          setHitsKey(key);
          setHits(answer.shops.map((shop) => ({ id: shop.id, distance: shop.distance ?? null })));
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  // The city autocomplete: only while typing text, 2 characters at least.
  const typed = state.locationMode ? '' : state.q.trim();
  useEffect(() => {
    if (typed.length < 2) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${localisePath('/_discovery/places', lang)}?q=${encodeURIComponent(typed)}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : { places: [] }))
        .then((answer: { places: PlaceOption[] }) => setPlaces(answer.places))
        .catch(() => {
          // The autocomplete is a help: without it the text search still works.
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, lang]);

  const locateMe = () => {
    const geo = geolocation();
    if (!geo) {
      dispatch({ type: 'geolocation-denied' });
      return;
    }
    dispatch({ type: 'geolocation-asked' });
    geo.getCurrentPosition(
      (position) =>
        dispatch({
          type: 'use-position',
          position: { lat: position.coords.latitude, lng: position.coords.longitude },
        }),
      () => dispatch({ type: 'geolocation-denied' }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };

  /** The hits answer the current query (false while typing or asking: no count is said). */
  const settled = hitsKey === key;
  return { state, dispatch, hits, loading, failed, settled, places, locateMe };
}
