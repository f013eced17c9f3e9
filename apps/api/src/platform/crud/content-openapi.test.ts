import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';

const CONTENT_PATHS = [
  '/api/posts',
  '/api/posts/slug/{slug}',
  '/api/posts/{id}',
  '/api/postcategories',
  '/api/postcategories/{id}',
  '/api/events',
  '/api/events/{id}',
  '/api/alerts',
  '/api/alerts/{id}',
  '/api/coupons',
  '/api/coupons/apply',
  '/api/coupons/{id}',
  '/api/closeddays',
  '/api/closeddays/{id}',
  '/api/opendays',
  '/api/opendays/{id}',
  '/api/servers',
  '/api/servers/{id}',
  '/api/databases',
  '/api/databases/{id}',
  '/api/pigments',
  '/api/pigments/{id}',
  '/api/needles',
  '/api/needles/{id}',
  '/api/prestations',
  '/api/prestations/{id}',
  '/api/consentements',
  '/api/consentements/{id}',
  '/api/dossiers',
  '/api/dossiers/{id}',
  '/api/collections/schemas',
  '/api/collections/schemas/public',
  '/api/collections/schemas/{id}',
  '/api/collections/items',
  '/api/collections/items/type/{t}',
  '/api/collections/items/{id}',
];

describe('OpenAPI document of the content routes', () => {
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

  it('documents every content route with a tag, a summary and its schemas', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string; responses?: object }>
    >;
    for (const path of CONTENT_PATHS) {
      expect(paths[path], path).toBeDefined();
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    const apply = paths['/api/coupons/apply']?.post as {
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
    };
    expect(apply.requestBody?.content['application/json']?.schema.required).toEqual(['code', 'amount']);
  });
});
