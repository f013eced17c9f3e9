import type { ModuleDeps } from '../deps.ts';
import type { CatalogueCache } from './cache.ts';

/** What the catalogue modules' routes use: the module deps and the public read cache. */
export type CatalogueDeps = ModuleDeps & { catalogue: CatalogueCache };
