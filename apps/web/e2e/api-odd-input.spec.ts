import { expect, test } from '@playwright/test';

// Issue 16 through the running product: the storefront's same-origin /api proxy hands the API's
// answers to odd input on unchanged — a 400 with the field for a NUL byte, an id past the 32-bit
// columns or an empty change (no 500), and 405 with the methods a path has (no 404).

const DEMO_PASSWORD = 'Eclat-demo-2026!';

test('odd input answers 4xx through the storefront proxy, a wrong method 405 with Allow', async ({
  request,
}, testInfo) => {
  // Requests through the proxy, no page: the same whatever the device, so one run of the two.
  test.skip(testInfo.project.name !== 'desktop', 'no browser page: once, in the desktop run');
  const { token } = (await (await request.get('/api/companies/token/host/localhost')).json()) as {
    token: string;
  };
  const login = await request.post('/api/cmpusers/login', {
    headers: { company: token },
    data: { email: 'owner@maison-eclat.example', password: DEMO_PASSWORD },
  });
  const headers = {
    company: token,
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };

  const nulInPath = await request.get('/api/shops/slug/marais%00', { headers });
  expect(nulInPath.status()).toBe(400);
  expect(await nulInPath.json()).toMatchObject({
    code: 400,
    errors: [{ path: 'params.slug', message: 'NUL character not allowed' }],
  });

  const nulInBody = await request.post('/api/eshopcategories', {
    headers,
    data: { slug: 'odd-input', name: { fr: 'Soins\u0000' } },
  });
  expect(nulInBody.status()).toBe(400);
  expect(await nulInBody.json()).toMatchObject({ errors: [{ path: 'body.name.fr' }] });

  const pastInt4 = await request.get('/api/eshop/orders/2147483648', { headers });
  expect(pastInt4.status()).toBe(400);
  expect(await pastInt4.json()).toMatchObject({ code: 400, errors: [{ path: 'params.id' }] });

  const { eshopCategories } = (await (
    await request.get('/api/eshopcategories?all=1', { headers })
  ).json()) as {
    eshopCategories: { id: number }[];
  };
  const first = eshopCategories[0];
  expect(first).toBeDefined();
  const empty = await request.put(`/api/eshopcategories/${first?.id}`, { headers, data: {} });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ errors: [{ message: 'nothing to update' }] });

  const wrongMethod = await request.delete('/api/shops', { headers });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe('GET, HEAD, POST');
  expect(await wrongMethod.json()).toMatchObject({ code: 405 });
});

// The pages behind the proxy: an address no page can hold (a NUL byte, an id past the 32-bit
// columns, a segment longer than any slug or token) is the storefront's 404 or a dead-link page,
// never its error page (the API's 400 and 414 used to come back as a 500).
test('odd addresses of the storefront answer its 404, never a 500', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser page: once, in the desktop run');
  const long = 'a'.repeat(3000);
  const pages = [
    '/%00',
    '/foo%00bar',
    '/en/%00',
    `/${long}`,
    `/en/${long}`,
    '/reservation?service=99999999999&shop=2',
    '/reservation?service=2147483648',
    `/boutique/article/${long}`,
    '/boutique/article/%00',
    `/magazine/${long}`,
    '/magazine/a%00b',
    '/paris-marais/services/%00/%00',
  ];
  for (const path of pages) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
  }
  // A message's link that leads nowhere explains itself (a page with a 404 status).
  for (const path of [`/avis/${long}`, `/desinscription/${long}`, `/liste-attente/offre/${long}`]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain('<main');
  }
  const manage = await request.get(`/reservation/manage/${long}`, { maxRedirects: 0 });
  expect(manage.status()).toBe(404);
});
