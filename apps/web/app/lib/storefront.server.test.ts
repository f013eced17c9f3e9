import { ApiError } from '@eclat/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../test/company-fixture.ts';
import type { Tenant } from './company.server.ts';
import { requireStorefront, storefrontMiddleware } from './storefront.server.ts';
import { storefrontContext } from './storefront-context.ts';

const loadTenant = vi.fn<(host: string, lang: string, previewToken: string | null) => Promise<Tenant>>();
vi.mock('./company.server.ts', () => ({
  loadTenant: (host: string, lang: string, previewToken: string | null) =>
    loadTenant(host, lang, previewToken),
}));

const isStaffSession =
  vi.fn<(args: { companyToken: string; cookies: Record<string, string> }) => Promise<boolean>>();
vi.mock('./auth/staff-session.server.ts', () => ({
  isStaffSession: (args: { companyToken: string; cookies: Record<string, string> }) => isStaffSession(args),
}));

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const tenant = (company = makeCompany()): Tenant => ({
  company,
  token: company.token,
  debug: company.isDebug,
});

async function run(
  path: string,
  lang?: string,
  host = 'localhost:3000',
  headers: Record<string, string> = {},
) {
  const url = new URL(path, `http://${host}`);
  const context = new RouterContextProvider();
  const request = new Request(url, { headers: { host, ...headers } });
  const params = lang === undefined ? {} : { lang };
  const result = await storefrontMiddleware(
    { request, url, params, context, pattern: '' },
    async () => new Response(),
  );
  return { context, result };
}

/** What the middleware threw, or null when it let the request through. */
async function thrown(
  path: string,
  lang?: string,
  host?: string,
  headers?: Record<string, string>,
): Promise<unknown> {
  try {
    await run(path, lang, host, headers);
    return null;
  } catch (error) {
    return error;
  }
}

/** A first visit from a browser that prefers `acceptLanguage`. */
const page = (acceptLanguage: string, more: Record<string, string> = {}) => ({
  accept: 'text/html,application/xhtml+xml',
  'accept-language': acceptLanguage,
  'user-agent': BROWSER,
  ...more,
});

/** The redirect target of a thrown redirect, or null. */
const location = (error: unknown) => (error instanceof Response ? error.headers.get('location') : null);

beforeEach(() => {
  loadTenant.mockReset();
  isStaffSession.mockReset();
  isStaffSession.mockResolvedValue(false);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('storefrontMiddleware', () => {
  it('resolves the company from the Host header without its port, in the language of the prefix', async () => {
    loadTenant.mockResolvedValue(tenant());
    const { context } = await run('/en', 'en', 'Maison-Eclat.localhost:3100');
    expect(loadTenant).toHaveBeenCalledWith('maison-eclat.localhost', 'en', null);
    expect(context.get(storefrontContext)).toMatchObject({ lang: 'en', unknownLangPrefix: false });
  });

  it('flags an unknown prefix so that page loaders answer 404', async () => {
    loadTenant.mockResolvedValue(tenant());
    const { context } = await run('/xx', 'xx');
    expect(context.get(storefrontContext).lang).toBe('fr');
    expect(() => requireStorefront(context)).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });

  it('redirects a language the company has not enabled to the page without prefix', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ booker: { langs: { fr: true, en: true } } })));
    expect(location(await thrown('/de/disabled?a=1', 'de'))).toBe('/disabled?a=1');
  });

  it('sends visitors of a disabled site to /disabled', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ booker: { siteDisabled: true } })));
    expect(location(await thrown('/en', 'en'))).toBe('/en/disabled');
    expect(await thrown('/en/disabled', 'en')).toBeNull();
  });

  // Issue 16, defect 8: debug mode showed the disabled site and the debug bar to everyone.
  it('shows a disabled site in debug mode to signed-in staff only', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ isDebug: true, booker: { siteDisabled: true } })));
    expect(location(await thrown('/en', 'en'))).toBe('/en/disabled');
    expect(isStaffSession).toHaveBeenCalledTimes(1);
    // A forged provider cookie: the API does not know the token.
    const cookie = { cookie: 'auth_token=tok-123; auth_type=provider' };
    expect(location(await thrown('/en', 'en', undefined, cookie))).toBe('/en/disabled');
    expect(isStaffSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ cookies: expect.objectContaining({ auth_token: 'tok-123' }) }),
    );
    isStaffSession.mockResolvedValue(true);
    const { context } = await run('/en', 'en', undefined, cookie);
    expect(context.get(storefrontContext)).toMatchObject({ debug: true, siteOff: true });
  });

  it("shows a disabled site in debug mode to the back office's preview", async () => {
    const company = makeCompany({ isDebug: true, previewTheme: true, booker: { siteDisabled: true } });
    loadTenant.mockResolvedValue(tenant(company));
    expect(await thrown('/en/?p=__pvs__preview-token-1__pve__', 'en')).toBeNull();
    expect(isStaffSession).not.toHaveBeenCalled();
  });

  it('asks nobody while the site is on', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ isDebug: true })));
    const { context } = await run('/en', 'en', undefined, { cookie: 'auth_token=t; auth_type=provider' });
    expect(context.get(storefrontContext).debug).toBe(false);
    expect(isStaffSession).not.toHaveBeenCalled();
  });

  it("answers 404 type company_error ('business not registered') for an unknown host", async () => {
    loadTenant.mockRejectedValue(
      new ApiError({ code: 404, message: 'business not registered', type: 'company_error' }),
    );
    expect(await thrown('/', undefined, 'nope.localhost')).toMatchObject({
      data: { type: 'company_error', message: 'business not registered' },
      init: { status: 404 },
    });
  });

  it('answers the maintenance error (500, type maintenance) when the API cannot be reached', async () => {
    loadTenant.mockRejectedValue(new ApiError({ code: 503, message: 'Le service est indisponible.' }));
    expect(await thrown('/')).toMatchObject({ data: { type: 'maintenance' }, init: { status: 500 } });
  });

  it('leaves the API proxy alone', async () => {
    await run('/api/media/x.svg');
    expect(loadTenant).not.toHaveBeenCalled();
  });

  it("answers a first visit in the asked page's language, never redirecting to the browser's (issue 19)", async () => {
    loadTenant.mockResolvedValue(tenant());
    // A German browser on the French home: the French home, no cookie (the page's banner asks).
    expect(await thrown('/?x=1', undefined, undefined, page('de-CH,de;q=0.9'))).toBeNull();
    const { result: home, context } = await run('/?x=1', undefined, undefined, page('de-CH,de;q=0.9'));
    expect(context.get(storefrontContext)).toMatchObject({ lang: 'fr' });
    expect(home?.headers.get('set-cookie')).toBeNull();
    // Already in the preferred language: served, and the 365-day cookie records it.
    const { result } = await run('/de', 'de', undefined, page('de'));
    expect(result?.headers.get('set-cookie')).toBe(
      'i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    // With the cookie, nothing happens whatever the browser prefers.
    const { result: returning } = await run(
      '/',
      undefined,
      undefined,
      page('de', { cookie: 'i18n_redirected=fr' }),
    );
    expect(returning?.headers.get('set-cookie')).toBeNull();
  });

  it('sets no language cookie for crawlers nor data requests of client navigation', async () => {
    loadTenant.mockResolvedValue(tenant());
    const { result: bot } = await run(
      '/',
      undefined,
      undefined,
      page('fr', { 'user-agent': 'Googlebot/2.1' }),
    );
    expect(bot?.headers.get('set-cookie')).toBeNull();
    const { result: data } = await run('/', undefined, undefined, page('fr', { accept: '*/*' }));
    expect(data?.headers.get('set-cookie')).toBeNull();
  });

  it('asks the API for the preview theme when the URL carries the preview marker, and keeps it in a session cookie', async () => {
    loadTenant.mockResolvedValue(tenant());
    const token = '0123456789abcdef0123456789abcdef';
    const { result, context } = await run(`/?preview=__pvs__${token}__pve__`);
    expect(loadTenant).toHaveBeenLastCalledWith('localhost', 'fr', token);
    expect(context.get(storefrontContext).previewToken).toBe(token);
    expect(result?.headers.get('set-cookie')).toBe(
      `eclat_preview=${token}; Path=/; SameSite=None; Secure; Partitioned`,
    );
    await run('/en', 'en', undefined, { cookie: `eclat_preview=${token}` });
    expect(loadTenant).toHaveBeenLastCalledWith('localhost', 'en', token);
    await run('/en', 'en');
    expect(loadTenant).toHaveBeenLastCalledWith('localhost', 'en', null);
  });

  it('serves robots.txt and sitemap.xml even when the site is off', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ booker: { siteDisabled: true } })));
    expect(await thrown('/robots.txt')).toBeNull();
    expect(await thrown('/sitemap.xml')).toBeNull();
    expect(location(await thrown('/'))).toBe('/disabled');
  });
});
