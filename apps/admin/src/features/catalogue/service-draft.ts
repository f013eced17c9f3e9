// What the service editor changes besides the article itself, as calls to make.
import type { ServicePolicy } from '@eclat/contracts';
import type { LocalisedValue } from '../../ui/localised-fields.tsx';

export type ServiceDraft = {
  type: number;
  slug: string;
  name: LocalisedValue;
  description: LocalisedValue;
  /** Typed in euros. */
  price: string;
  vat: string;
  duration: string;
  draft: boolean;
  order: number;
  upsellOnly: boolean;
  upsells: number[];
  needsCabin: boolean;
  enableStock: boolean;
  images: string[];
  /** Overrides of the company's cancellation and deposit policy (issue 20); null: none. */
  bookingPolicy: ServicePolicy | null;
};

/** Categories, shops with their price (euros typed; '' for the base price), collaborators. */
export type Links = { categories: number[]; shops: Record<string, string>; performers: number[] };

export type LinkChanges = {
  addCategories: number[];
  removeCategories: number[];
  /** Shops to offer at (again, when the price changed). */
  offer: { shopId: number; price: string }[];
  withdraw: number[];
  performers: { resourceId: number; performs: boolean }[];
};

/** The calls that take the saved links to the edited ones, and no call for what did not change. */
export function linkChanges(saved: Links, edited: Links): LinkChanges {
  const added = (a: number[], b: number[]) => b.filter((x) => !a.includes(x));
  return {
    addCategories: added(saved.categories, edited.categories),
    removeCategories: added(edited.categories, saved.categories),
    offer: Object.entries(edited.shops)
      .filter(([shopId, price]) => saved.shops[shopId] !== price)
      .map(([shopId, price]) => ({ shopId: Number(shopId), price })),
    withdraw: Object.keys(saved.shops)
      .filter((shopId) => !(shopId in edited.shops))
      .map(Number),
    performers: [
      ...added(saved.performers, edited.performers).map((resourceId) => ({ resourceId, performs: true })),
      ...added(edited.performers, saved.performers).map((resourceId) => ({ resourceId, performs: false })),
    ],
  };
}
