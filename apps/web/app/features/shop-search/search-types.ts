/** A shop as the search shows it (a card or a tile), built on the server. */
export type SearchShop = {
  id: number;
  slug: string;
  name: string;
  street: string;
  /** '75003 Paris'. */
  city: string;
  image: { url: string; alt: string } | null;
  /** Online booking on; off: unclickable with 'Réservation en ligne non disponible' (spec §2). */
  bookable: boolean;
  /** The next free time ('demain 10:30'), null when none within 4 weeks or unknown. */
  nextSlot: string | null;
  /** Verified reviews' average and count (issue 22), null without any review. */
  rating: { average: number; count: number } | null;
};

/** A search result: a shop id and, in location mode, its distance in metres. */
export type SearchHit = { id: number; distance: number | null };

/** A city of the gazetteer as the autocomplete lists it. */
export type PlaceOption = { name: string; department: string; lat: number; lng: number };

export type SearchTheme = 'grid' | 'square';

/** What the server gives the search box for its first paint (and the page without JavaScript). */
export type SearchInit = {
  shops: SearchShop[];
  q: string;
  hits: SearchHit[];
  /** The server searched around a city the text named (the page without JavaScript). */
  place: PlaceOption | null;
  radiusKm: number;
  /** Results shown (6, 12…: ?page= of the page without JavaScript). */
  visible: number;
  theme: SearchTheme;
};
