// The storefront's production build (`npm run build`, apps/web/server.ts in a child process)
// rendering the demo's pages against the bench's API (catalogue.ts, in a worker thread): the
// pages as requests/s, and the product the page-weight and page benches load.

import type { Engine } from '../../apps/api/test-support/databases.ts';
import { startWeb } from '../../tests/product.ts';
import { FEW_CONNECTIONS, startServer, type Target } from './throughput.ts';

/** The cookies of a returning visitor: no consent dialog, no language redirect, no coupon popup. */
export const visitorCookies = 'cookies_consent=true; i18n_redirected=fr; coupons_closed=true';

export type PageKind = 'home' | 'shop' | 'service' | 'product';
export type PageUrls = Record<PageKind, string>;

/** The demo's pages on a storefront origin (maison-eclat answers localhost and 127.0.0.1). */
export function demoPages(origin: string): PageUrls {
  const base = origin.replace(/\/+$/, '');
  return {
    home: `${base}/`,
    shop: `${base}/paris-marais`,
    service: `${base}/services/visage/soin-eclat-signature`,
    product: `${base}/boutique/article/serum-eclat-vitamine-c`,
  };
}

/** The API on the demo data (in a worker thread) and the storefront; stop() ends both. */
export async function startProduct(
  engine: Engine = 'pglite',
): Promise<{ url: string; stop(): Promise<void> }> {
  const api = await startServer('catalogue', engine);
  try {
    const web = await startWeb(api.info.url);
    return {
      url: web.url,
      stop: async () => {
        await web.stop();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** The home, a shop and a service page, checked first: each must answer 200 with HTML. */
export async function storefrontTargets(webUrl: string, engine: Engine): Promise<Target[]> {
  const pages = demoPages(webUrl);
  const page = (name: string, url: string): Target => ({
    name,
    engine,
    url,
    headers: { accept: 'text/html', cookie: visitorCookies },
    connections: FEW_CONNECTIONS,
  });
  const targets = [
    page('storefront / (home)', pages.home),
    page('storefront /paris-marais (shop)', pages.shop),
    page('storefront /services/…/soin-eclat-signature (service)', pages.service),
  ];
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
    const body = await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/html') || !body.includes('<html'))
      throw new Error(`${target.url} answered ${response.status} ${type}, not a page`);
  }
  return targets;
}
