// Test kit of the content modules: a fresh database with two companies (A and B), the real app,
// bearer tokens for each kind of caller and a short way to call a route.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './app.ts';
import { customerToken, staffToken } from './auth.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './databases.ts';
import { createTenant, type TenantFixture } from './fixtures.ts';

export type Caller = 'anonymous' | 'customer' | 'staff' | 'manager' | 'owner';

export type ContentTestKit = {
  database: TestDatabase;
  app: FastifyInstance;
  a: TenantFixture;
  b: TenantFixture;
  /** Bearer tokens of company A (and B's manager). */
  tokens: {
    customer: string;
    customerId: number;
    staff: string;
    manager: string;
    owner: string;
    managerB: string;
  };
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { as?: Caller; company?: 'a' | 'b'; body?: unknown; lang?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createContentTestKit(engine: Engine = 'pglite'): Promise<ContentTestKit> {
  const database = await createTestDatabase(engine);
  const a = await createTenant(database.db, 'alpha');
  const b = await createTenant(database.db, 'beta');
  const customer = await customerToken(database.db, a.companyId);
  const tokens = {
    customer: customer.token,
    customerId: customer.customerId,
    staff: await staffToken(database.db, a.companyId, 'staff'),
    manager: await staffToken(database.db, a.companyId, 'manager'),
    owner: await staffToken(database.db, a.companyId, 'owner'),
    managerB: await staffToken(database.db, b.companyId, 'manager'),
  };
  const app = await buildTestApp(database);
  return {
    database,
    app,
    a,
    b,
    tokens,
    call(method, url, options = {}) {
      const company = options.company ?? 'a';
      const as = options.as ?? 'anonymous';
      const headers: Record<string, string> = { company: company === 'a' ? a.token : b.token };
      if (options.lang) headers.curlang = options.lang;
      if (as !== 'anonymous') {
        const token = company === 'b' ? tokens.managerB : tokens[as];
        headers.authorization = `Bearer ${token}`;
      }
      return app.inject({
        method,
        url,
        headers,
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
    async close() {
      await app?.close();
      await database?.drop();
    },
  };
}
