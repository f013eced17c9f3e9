// What other modules use of the offer engine: the entries' DELETE withdraws an entry's offer.
export { withdrawEntryOffers } from './respond.ts';
