import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { accessAccounts } from '../src/db/schema.ts';
import { issueToken } from '../src/platform/auth/tokens.ts';
import { accessToken, customerToken, staffToken } from './auth.ts';
import type { TestDatabase } from './databases.ts';
import type { TenantFixture } from './fixtures.ts';

// Test helpers of the catalogue modules: calls as a given tenant and caller.

export type Caller = string | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TenantClient = {
  call(
    method: Method,
    url: string,
    options?: { token?: Caller; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(url: string, token?: Caller, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
};

export function tenantClient(app: FastifyInstance, tenant: { token: string }): TenantClient {
  const call: TenantClient['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: {
        company: tenant.token,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  return { call, get: (url, token, headers) => call('GET', url, { token, headers }) };
}

/** Every kind of caller of a tenant: owner, manager, staff, an access account on its first shop, a customer. */
export async function callers(database: TestDatabase, tenant: TenantFixture) {
  const db = database.db;
  return {
    owner: await staffToken(db, tenant.companyId, 'owner'),
    manager: await staffToken(db, tenant.companyId, 'manager'),
    staff: await staffToken(db, tenant.companyId, 'staff'),
    access: await accessToken(db, tenant.companyId, [tenant.shopIds[0] as number]),
    customer: (await customerToken(db, tenant.companyId)).token,
  };
}

/** An access account with the manager role, limited to `shopIds`. */
export async function managerAccessToken(database: TestDatabase, companyId: number, shopIds: number[]) {
  const [account] = await database.db
    .insert(accessAccounts)
    .values({
      companyId,
      login: `mgr-${crypto.randomUUID()}`,
      passwordHash: 'unused',
      role: 'manager',
      shopIds,
    })
    .returning({ id: accessAccounts.id });
  if (!account) throw new Error('access account not created');
  return issueToken(database.db, { type: 'access', companyId, subjectId: account.id });
}

/** The real app on a test database with the public read cache on (as in production). */
export function buildCachedTestApp(database: TestDatabase): Promise<FastifyInstance> {
  return buildApp({ database, logLevel: 'silent', companyCacheSeconds: 30 });
}
