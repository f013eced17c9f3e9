// The OpenAPI document tells the truth (issue 16, defect 9): every operation is called the ways a
// client may call it (each kind of caller, no company, a stale token, bad input, a wrong content
// type), and every answer's status must be documented for that operation, with a body valid
// against the documented schema (no body where a 204 is documented). A method a path does not
// have answers 405 with the methods it does have.
import { ApiErrorSchema } from '@eclat/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../test-support/auth.ts';
import { engines } from '../../test-support/databases.ts';
import {
  aimedValue,
  type Caller,
  type DemoWorld,
  demoWorld,
  type JsonSchema,
  type OddValues,
} from '../../test-support/hardening/harness.ts';
import { addCompanyBRecords, idsForParam, tableOfRoute } from '../../test-support/hardening/targets.ts';
import { openApiPath, type RouteEntry } from '../platform/http/route-table.ts';

type Media = { schema?: JsonSchema & { $ref?: string } };
type Documented = { description?: string; content?: Record<string, Media> };
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, Documented>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Rows<T> = { rows: T[] };

/** The table an id field names (shopId, serviceIds, palierId…), to aim it at one of A's rows. */
const TABLE_OF_ID: Record<string, string> = {
  shop: 'shops',
  service: 'articles',
  services: 'articles',
  article: 'articles',
  articles: 'articles',
  product: 'articles',
  customer: 'customers',
  user: 'customers',
  employee: 'resources',
  cabin: 'resources',
  resource: 'resources',
  pigment: 'pigments',
  needle: 'needles',
  server: 'servers',
  category: 'categories',
  bookingorder: 'booking_orders',
  order: 'booking_orders',
  theme: 'gift_themes',
  palier: 'loyalty_tiers',
  schema: 'collection_schemas',
  appointment: 'appointments',
  geogroupment: 'geo_groupments',
};

const order = (route: RouteEntry) => ({ GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 })[route.method] ?? 1;

/** OpenAPI 3.0 schema → JSON Schema for Ajv: refs inlined, boolean exclusive bounds made numeric. */
function jsonSchemaOf(schema: unknown, doc: Document, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => jsonSchemaOf(s, doc, depth));
  if (!schema || typeof schema !== 'object' || depth > 40) return schema;
  const source = schema as Record<string, unknown>;
  const ref = source.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return jsonSchemaOf(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) out[key] = jsonSchemaOf(value, doc, depth + 1);
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[bound] === true) {
      out[bound] = out[limit];
      delete out[limit];
    } else if (out[bound] === false) delete out[bound];
  }
  // OpenAPI 3.0.3: `nullable` adds null to the `type` beside it; without one it means nothing.
  if (out.nullable !== undefined && out.type === undefined) delete out.nullable;
  return out;
}

describe.each(engines)('the OpenAPI document tells the truth (%s)', (engine) => {
  let world: DemoWorld;
  let doc: Document;
  const ajv = new Ajv({ strict: false, allErrors: false });
  formats.default(ajv);
  const validators = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown): ValidateFunction => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(jsonSchemaOf(schema, doc) as object);
      validators.set(schema, validate);
    }
    return validate;
  };

  beforeAll(async () => {
    world = await demoWorld(engine, addCompanyBRecords);
    // The served document, as a client reads it.
    doc = (await world.app.inject({ url: '/api/docs/json' })).json() as Document;
  }, 180_000);
  afterAll(async () => {
    await world?.app.close();
    await world?.database.drop();
  });

  /** What is wrong with an answer according to the document, or null. */
  function untruth(operation: Operation | undefined, res: LightMyRequestResponse): string | null {
    if (!operation) return 'operation missing from the document';
    const status = String(res.statusCode);
    const documented = operation.responses[status] ?? operation.responses.default;
    if (!documented) return `status undocumented (documented: ${Object.keys(operation.responses)})`;
    const media = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim();
    if (res.statusCode === 204) {
      if (documented.content) return 'a 204 documented with a body';
      return res.body === '' ? null : 'a 204 with a body';
    }
    if (!documented.content) {
      return media === 'application/json' && res.body !== ''
        ? 'a JSON body the document does not describe'
        : null;
    }
    const entry = media ? documented.content[media] : undefined;
    if (!entry) return `content type ${media} undocumented (documented: ${Object.keys(documented.content)})`;
    if (media !== 'application/json' || !entry.schema) return null;
    const validate = validatorOf(entry.schema);
    if (validate(res.json())) return null;
    const [error] = validate.errors ?? [];
    return `body invalid: ${error?.instancePath || '/'} ${error?.message} ${JSON.stringify(error?.params)}`;
  }

  it('documents every status each operation answers, with a body valid against its schema', async () => {
    const routes = world.app.routeTable
      .filter((r) => !r.url.startsWith('/api/docs'))
      .sort((x, y) => order(x) - order(y));
    expect(routes.length).toBeGreaterThan(200);
    const words = await wordsOfA(world);
    const failures = new Set<string>();
    const seen = new Set<string>();
    const answered = new Set<string>();
    const aim: OddValues = {
      plausible: true,
      idOf: (name) => {
        const table = TABLE_OF_ID[name.replace(/ids?$/i, '').toLowerCase()];
        return table ? world.aIds.get(table)?.[0] : undefined;
      },
    };
    let callers = world.callers;

    for (const route of routes) {
      const [anonymous, ...signedIn] = callers;
      const owner = callers.find((c) => c.name === 'owner');
      if (!anonymous || !owner) throw new Error('callers missing');
      const path = openApiPath(route.url);
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      const table = tableOfRoute(world, route.url, world.aIds);
      const own = idsForParam(world, route.url, world.aIds)[0] ?? 1;
      const word = (table && words.get(table)) ?? words.values().next().value ?? 'x';
      const fill = (id: number, text?: string) =>
        route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_m, name: string | undefined) => {
          if (name === 'companyToken') return world.a.token;
          if (name === 'host') return world.a.host;
          if (name === 'nickname') return world.a.nickname;
          if (name === undefined) return `${world.a.nickname}/x.svg`;
          const numeric =
            operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.type ===
            'integer';
          return encodeURIComponent(numeric ? String(id) : (text ?? word));
        });
      const queryOf = (id: number, values = aim) => {
        const query = new URLSearchParams();
        for (const p of operation?.parameters ?? [])
          if (p.in === 'query') query.set(p.name, String(aimedValue(p.schema, p.name, id, 0, values)));
        return query.size > 0 ? `?${query}` : '';
      };
      const plausible = `${fill(own)}${queryOf(own)}`;
      const body = bodySchema ? aimedValue(bodySchema, '', own, 0, aim) : undefined;
      const requests: {
        why: string;
        url: string;
        headers: Record<string, string>;
        payload?: unknown;
        type?: string;
      }[] = [
        { why: 'no company', url: plausible, headers: {}, payload: body },
        {
          why: 'stale token',
          url: plausible,
          headers: { ...anonymous.headers, authorization: 'Bearer stale' },
          payload: body,
        },
        {
          why: 'id past 2^31',
          url: `${fill(2 ** 31, 'x')}${queryOf(2 ** 31, {})}`,
          headers: owner.headers,
          payload: bodySchema ? aimedValue(bodySchema, '', 2 ** 31) : undefined,
        },
        {
          why: 'NUL',
          url: `${fill(own)}${queryOf(own) ? `${queryOf(own)}&` : '?'}x=%00`,
          headers: owner.headers,
          payload: body,
        },
        ...(bodySchema
          ? [
              { why: 'empty body', url: plausible, headers: owner.headers, payload: {} },
              {
                why: 'text body',
                url: plausible,
                headers: owner.headers,
                payload: 'hello',
                type: 'text/plain',
              },
              {
                why: 'XML body',
                url: plausible,
                headers: owner.headers,
                payload: '<a/>',
                type: 'application/xml',
              },
              {
                why: 'huge body',
                url: plausible,
                headers: owner.headers,
                payload: `"${'x'.repeat(1_100_000)}"`,
              },
            ]
          : []),
        ...[anonymous, ...signedIn].map((caller) => ({
          why: caller.name,
          url: plausible,
          headers: caller.headers,
          payload: body,
        })),
      ];
      let signedOut = false;
      for (const request of requests) {
        const res = await world.app.inject({
          method: route.method as 'GET',
          url: request.url,
          headers: {
            ...request.headers,
            ...(request.payload !== undefined ? { 'content-type': request.type ?? 'application/json' } : {}),
          },
          ...(request.payload !== undefined
            ? {
                payload:
                  typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload),
              }
            : {}),
        });
        const key = `${route.method} ${path} ${res.statusCode}`;
        seen.add(key);
        if (res.statusCode < 300) answered.add(`${route.method} ${path}`);
        if (res.statusCode === 401 && request.headers.authorization && request.why !== 'stale token')
          signedOut = true;
        const problem = untruth(operation, res);
        if (problem) failures.add(`${key}: ${problem} [${request.why}]`);
      }
      // A sign-out, a password or role change, a deletion ends sessions: new accounts of each
      // kind take over, so that the next routes are reached as far as they go.
      if (signedOut) {
        callers = await freshCallers(world);
      }
    }
    expect([...failures].sort()).toEqual([]);
    // The requests reach far (1051 statuses of 255 operations, 154 of them with a success, when
    // this was written): the document is checked against real answers, not refusals only.
    expect(seen.size).toBeGreaterThan(routes.length * 3);
    expect(answered.size).toBeGreaterThan(routes.length / 2);
  }, 900_000);

  it('answers a method a path does not have with 405, the methods it has and the error shape', async () => {
    // Every pattern that matches a path serves it (PUT /api/companies/me is PUT /api/companies/:id).
    const patterns = world.app.routeTable.map((route) => ({
      method: route.method,
      match: new RegExp(
        `^${route.url
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
          .replace(/\*$/, '.*')}$`,
      ),
    }));
    const paths = new Set(
      world.app.routeTable.map((r) => r.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x')),
    );
    const failures: string[] = [];
    let checked = 0;
    for (const url of paths) {
      const have = new Set(patterns.filter((p) => p.match.test(url)).map((p) => p.method));
      if (have.has('GET')) have.add('HEAD');
      const allow = [...have].sort().join(', ');
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (have.has(method)) continue;
        const res = await world.app.inject({ method, url, headers: world.callers[0]?.headers });
        checked += 1;
        if (res.statusCode !== 405) failures.push(`${method} ${url} → ${res.statusCode}`);
        else if (res.headers.allow !== allow)
          failures.push(`${method} ${url}: Allow ${res.headers.allow} ≠ ${allow}`);
        else if (method !== 'HEAD' && !ApiErrorSchema.safeParse(res.json()).success)
          failures.push(`${method} ${url}: ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    // A path nobody serves is still a 404.
    const unknown = await world.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});

/** Company A's callers again, as new accounts with new tokens. */
async function freshCallers(world: DemoWorld): Promise<Caller[]> {
  const { db } = world.database;
  const company = world.a.token;
  const bearer = (token: string) => ({ company, authorization: `Bearer ${token}` });
  return [
    { name: 'anonymous', headers: { company } },
    { name: 'customer', headers: bearer((await customerToken(db, world.a.id)).token) },
    {
      name: 'access',
      headers: bearer(await accessToken(db, world.a.id, world.aIds.get('shops')?.slice(0, 1) ?? [])),
    },
    { name: 'manager', headers: bearer(await staffToken(db, world.a.id, 'manager')) },
    { name: 'owner', headers: bearer(await staffToken(db, world.a.id, 'owner')) },
  ];
}

/** One of company A's slugs or codes per table, for the routes that take one. */
async function wordsOfA(world: DemoWorld): Promise<Map<string, string>> {
  const rows = (await world.database.db.execute(sql`
    select 'shops' as "table", min(slug) as word from shops where company_id = ${world.a.id}
    union all select 'articles', min(slug) from articles where company_id = ${world.a.id}
    union all select 'categories', min(slug) from categories where company_id = ${world.a.id}
    union all select 'posts', min(slug) from posts where company_id = ${world.a.id}
    union all select 'coupons', min(code) from coupons where company_id = ${world.a.id}
    union all select 'gifts', min(code) from gifts where company_id = ${world.a.id}
  `)) as unknown as Rows<{ table: string; word: string | null }>;
  return new Map(rows.rows.filter((r) => r.word).map((r) => [r.table, r.word as string]));
}
