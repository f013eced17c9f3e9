import { serverConfig } from '../config.server.ts';
import { PageCache } from './page-cache.server.ts';
import { SharedReads } from './shared-reads.server.ts';

let caches: { reads: SharedReads; pages: PageCache } | undefined;

/** This process's shared reads and pages (ADR 0028), made from the configuration on first use. */
export function storefrontCaches(): { reads: SharedReads; pages: PageCache } {
  if (!caches) {
    const { cacheSeconds, pageCacheBytes } = serverConfig();
    const reads = new SharedReads({ maxAgeMs: cacheSeconds * 1000 });
    caches = { reads, pages: new PageCache(reads, { maxBytes: pageCacheBytes }) };
  }
  return caches;
}
