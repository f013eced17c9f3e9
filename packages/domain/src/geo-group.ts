/** Spec §3: shops without a geo group fall in 'Autre(s)', id -1, shown last (order 99999). */
export const DEFAULT_GEO_GROUP = {
  id: -1,
  name: 'Autre(s)',
  type: 'other',
  shortDescription: '',
  longDescription: '',
  image: null,
  order: 99999,
} as const;
