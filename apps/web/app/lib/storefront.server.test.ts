import { ApiError } from '@eclat/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../test/company-fixture.ts';
import type { Tenant } from './company.server.ts';
import { requireStorefront, storefrontMiddleware } from './storefront.server.ts';
import { storefrontContext } from './storefront-context.ts';

const loadTenant = vi.fn<(host: string, lang: string) => Promise<Tenant>>();
vi.mock('./company.server.ts', () => ({
  loadTenant: (host: string, lang: string) => loadTenant(host, lang),
}));

const tenant = (company = makeCompany()): Tenant => ({
  company,
  token: company.token,
  debug: company.isDebug,
});

async function run(path: string, lang?: string, host = 'localhost:3000') {
  const url = new URL(path, `http://${host}`);
  const context = new RouterContextProvider();
  const request = new Request(url, { headers: { host } });
  const params = lang === undefined ? {} : { lang };
  const result = await storefrontMiddleware(
    { request, url, params, context, pattern: '' },
    async () => new Response(),
  );
  return { context, result };
}

/** What the middleware threw, or null when it let the request through. */
async function thrown(path: string, lang?: string, host?: string): Promise<unknown> {
  try {
    await run(path, lang, host);
    return null;
  } catch (error) {
    return error;
  }
}

/** The redirect target of a thrown redirect, or null. */
const location = (error: unknown) => (error instanceof Response ? error.headers.get('location') : null);

beforeEach(() => {
  loadTenant.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('storefrontMiddleware', () => {
  it('resolves the company from the Host header without its port, in the language of the prefix', async () => {
    loadTenant.mockResolvedValue(tenant());
    const { context } = await run('/en', 'en', 'Maison-Eclat.localhost:3100');
    expect(loadTenant).toHaveBeenCalledWith('maison-eclat.localhost', 'en');
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

  it('sends visitors of a disabled site to /disabled unless debug is on', async () => {
    loadTenant.mockResolvedValue(tenant(makeCompany({ booker: { siteDisabled: true } })));
    expect(location(await thrown('/en', 'en'))).toBe('/en/disabled');
    expect(await thrown('/en/disabled', 'en')).toBeNull();
    loadTenant.mockResolvedValue(tenant(makeCompany({ isDebug: true, booker: { siteDisabled: true } })));
    expect(await thrown('/en', 'en')).toBeNull();
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
});
