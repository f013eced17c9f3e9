// Server-side access to the journeys' texts (titles computed by loaders). Components use useJT(),
// which reads the one catalogue the journeys layout sent: importing this in browser code would
// bundle the five languages.
export { journeyCatalogues, jt } from '../../locales/journeys/index.ts';
