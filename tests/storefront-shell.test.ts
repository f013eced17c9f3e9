// Issue 11 on the real API and the built storefront: what frames every page is in the
// server-rendered HTML (header, navigation, consent, footer, SEO), and the shell's own routes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import {
  BOOKING_JS_BUDGET_BYTES,
  HOME_JS_BUDGET_BYTES,
  measureDeclaredScripts,
  measurePageWeight,
} from '../scripts/bench/page-weight.ts';
import { getPage, startApi, startWeb } from './product.ts';

describe('the storefront shell on the real API', () => {
  let api: { app: FastifyInstance; database: Database; url: string };
  let web: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    api = await startApi();
    web = await startWeb(api.url);
  }, 120_000);

  afterAll(async () => {
    await web?.stop();
    await api?.app.close();
    await api?.database.close();
  });

  it('server-renders the header, the navigation with the business labels, the footer and the cookie dialog', async () => {
    const { status, body } = await getPage(`${web.url}/`, 'localhost');
    expect(status).toBe(200);
    expect(body).toMatch(/<header class="site-header/);
    for (const label of ['Nos soins', 'Boutique', 'Bons cadeaux', 'Le Journal', 'Nos maisons', 'Autres']) {
      expect(body).toContain(`>${label}<`);
    }
    expect(body).toContain('aria-label="Navigation mobile"');
    expect(body).toContain('href="/legal#rgpd"');
    expect(body).toContain('data-testid="consent-dialog"');
    expect(body).toContain('<title>Réservation en ligne | Maison Éclat</title>');
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/"\/>/);
    expect(body).toContain('property="og:locale" content="fr_FR"');
  });

  it('sends a Content-Security-Policy whose fresh nonce every script of the page carries', async () => {
    const first = await getPage(`${web.url}/`, 'localhost');
    const second = await getPage(`${web.url}/`, 'localhost');
    const policy = first.headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/frame-ancestors 'self'/);
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not show the cookie dialog again once a choice is saved', async () => {
    const { body } = await getPage(`${web.url}/en`, 'localhost', {
      cookie:
        'cookies_consent=false; cookies_preference=%7B%22connexion%22%3Atrue%2C%22analytics%22%3Afalse%7D',
    });
    expect(body).not.toContain('data-testid="consent-dialog"');
    expect(body).toContain('<html lang="en"');
  });

  it('renders the single-shop company without a cart and with its own contact label, in its dark contained theme', async () => {
    const { body } = await getPage(`${web.url}/`, 'studio-zen.localhost');
    expect(body).toMatch(
      /<html lang="fr" data-theme="dark" data-layout="default"[^>]*data-site-contained=""/,
    );
    expect(body).toContain('>Le studio<');
    expect(body).not.toContain('aria-label="Panier');
    expect(body).not.toContain('hreflang="de"');
  });

  it('answers the bell and popup notices: current events, alerts of visible services, 13 coupon words', async () => {
    const { status, body } = await getPage(`${web.url}/en/_shell/notices`, 'localhost');
    expect(status).toBe(200);
    const notices = JSON.parse(body) as {
      events: { summary: string; dates: string | null }[];
      alerts: { summary: string }[];
      couponWords: { text: string }[];
    };
    expect(notices.events.map((e) => e.summary)).toEqual([
      expect.stringContaining('Éclat Week'),
      expect.stringContaining('Mask & tea workshop'),
    ]);
    expect(notices.events[0]?.dates).toMatch(/^From \d+ \w+ \d{4} to \d+ \w+ \d{4}$/);
    expect(notices.alerts).toHaveLength(2);
    expect(notices.couponWords).toHaveLength(13);
    expect(new Set(notices.couponWords.map((w) => w.text))).toEqual(new Set(['-10%', '-15€', '-5%']));
  });

  it('serves robots.txt (crawling from the root, ADR 0016) and a sitemap of the public pages in every enabled language', async () => {
    const robots = await getPage(`${web.url}/robots.txt`, 'localhost');
    expect(robots.body.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots.body).toContain('\nDisallow: /api/\n');
    expect(robots.body).toContain('\nDisallow: /en/profile');
    const sitemap = await getPage(`${web.url}/sitemap.xml`, 'studio-zen.localhost');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('/annecy</loc>');
    expect(sitemap.body).toContain('/en/annecy</loc>');
    expect(sitemap.body).not.toContain('/de/');
    expect(sitemap.body).not.toContain('/boutique<');
  });

  it('serves the waiting page in the empty layout', async () => {
    const { status, body } = await getPage(`${web.url}/waiting`, 'localhost');
    expect(status).toBe(200);
    expect(body).toContain('data-testid="waiting-page"');
    expect(body).not.toContain('class="site-header');
  });

  it('ships at most 160 KB of JavaScript (gzip) on the demo home page', async () => {
    const weight = await measurePageWeight(web.url, 'localhost', 3);
    expect(weight.scripts.length).toBeGreaterThan(3);
    expect(weight.jsGzipBytes).toBeGreaterThan(100 * 1024);
    expect(weight.jsGzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  // Issue 19: the booking page's budget. Its module preloads are what `npm run bench` weighs in
  // Chromium (the same 18 files and bytes on 2026-11-29, when it sat 1 byte under): a change that
  // crosses the budget shows here rather than in the next benchmark.
  it('ships at most 150 KB of JavaScript (gzip) on the booking page', async () => {
    const scripts = await measureDeclaredScripts(web.url, '/reservation?service=1&shop=1', 'localhost');
    const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(scripts.length).toBeGreaterThan(10);
    expect(gzip).toBeGreaterThan(100 * 1024);
    expect(gzip, scripts.map((s) => `${s.url} ${s.gzipBytes}`).join('\n')).toBeLessThanOrEqual(
      BOOKING_JS_BUDGET_BYTES,
    );
  });
});
