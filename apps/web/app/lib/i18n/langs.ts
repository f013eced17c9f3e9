// Browser code takes the languages from the zod-free entry of contracts, so that no schema
// reaches the client bundle.
export { DEFAULT_LANG, isLang, LANGS } from '@eclat/contracts/langs';
