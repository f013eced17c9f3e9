import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';

// Every e-shop, gift and gift statistics route, with the tag it is documented under.
const PATHS: Record<string, string> = {
  '/api/eshopcategories': 'eshop',
  '/api/eshopcategories/{id}': 'eshop',
  '/api/eshop/stock/{id}/{qty}': 'eshop',
  '/api/eshop/stock/verify/{ids}/{qty}': 'eshop',
  '/api/eshop/stock/product/{articleId}': 'eshop',
  '/api/eshop/products/random': 'eshop',
  '/api/eshop/my-orders': 'eshop',
  '/api/eshop/my-orders/{id}': 'eshop',
  '/api/eshop/orders': 'eshop',
  '/api/eshop/orders/{id}': 'eshop',
  '/api/eshop/orders/{id}/status': 'eshop',
  '/api/gifts': 'gifts',
  '/api/gifts/themes': 'gifts',
  '/api/gifts/themes/{id}': 'gifts',
  '/api/gifts/check/{code}': 'gifts',
  '/api/gifts/nbused/{a}/{b}': 'gifts',
  '/api/gifts/giftHistory': 'gifts',
  '/api/gifts/use': 'gifts',
  '/api/gifts/{id}/resend': 'gifts',
  '/api/stats/gift-orders': 'stats',
  '/api/stats/gift-orders/aggregate': 'stats',
  '/api/stats/gift-orders/{id}': 'stats',
  '/api/stats/shop-payments/gifts': 'stats',
};

describe('OpenAPI document of the e-shop and gift routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('documents each route with its tag, a summary and its answers', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string; responses?: object }>
    >;
    for (const [path, tag] of Object.entries(PATHS)) {
      expect(paths[path], path).toBeDefined();
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        expect(operation.tags, `${method} ${path}`).toContain(tag);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });
});
