// Bad input (issue 10): every route's body, query and path parameters filled from its OpenAPI
// schema with hostile values (huge strings, wrong types, SQL and HTML injection, unicode, negative
// and enormous numbers, path traversal). Never a 5xx, never a stack trace, always the documented
// error shape; and a route that refused every attempt wrote nothing.
import { INT4_MAX } from '@eclat/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test-support/databases.ts';
import {
  aimedValue,
  changedTables,
  type DemoWorld,
  demoWorld,
  fingerprint,
  type JsonSchema,
  type OddValues,
  type OpenApiDocument,
  tenantTables,
} from '../../test-support/hardening/harness.ts';
import { idsForParam } from '../../test-support/hardening/targets.ts';
import { openApiPath } from '../platform/http/route-table.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const hostile = fc.oneof(
  fc.constantFrom(
    "' or 1=1 --",
    "'); drop table shops; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '\u0000',
    '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
    '👩🏽‍🔬💅🏾',
    '%00',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
    '${process.exit()}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '',
    ' ',
  ),
  fc.constant('x'.repeat(100_000)),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A value of the schema's shape in which each field is, at random, plausible or hostile. */
function mixed(schema: JsonSchema | undefined, name: string, id: number): fc.Arbitrary<unknown> {
  const plausible = fc.constant(aimedValue(schema, name, id));
  if (schema?.type === 'object' && schema.properties) {
    const entries = Object.entries(schema.properties).map(
      ([key, sub]) => [key, fc.option(mixed(sub, key, id), { nil: undefined })] as const,
    );
    return fc.oneof(fc.record(Object.fromEntries(entries)), hostile);
  }
  return fc.oneof(plausible, hostile);
}

/** Any generated value as text; objects without a prototype have no toString. */
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const STACK = /\bat\s+\S+\s+\(?(file:|node:|\/)[^)]*:\d+:\d+/;

describe('hostile input on every route', () => {
  let world: DemoWorld;
  let tables: string[];
  let doc: OpenApiDocument;

  beforeAll(async () => {
    world = await demoWorld('pglite');
    tables = await tenantTables(world.database.db);
    doc = world.app.swagger() as unknown as OpenApiDocument;
  }, 180_000);
  afterAll(async () => {
    await world?.app.close();
    await world?.database.drop();
  });

  it('never answers a 5xx, a stack trace or an undocumented error shape, and refusals write nothing', async () => {
    const routes = world.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    const manager = world.callers.find((c) => c.name === 'manager');
    const anonymous = world.callers.find((c) => c.name === 'anonymous');
    if (!manager || !anonymous) throw new Error('callers missing');
    const failures: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema as
        | JsonSchema
        | undefined;
      const query = (operation?.parameters ?? []).filter((p) => p.in === 'query');
      const input = fc.record({
        path: fc.array(hostile, { minLength: 4, maxLength: 4 }),
        query: fc.record(
          Object.fromEntries(query.map((p) => [p.name, fc.option(mixed(p.schema, p.name, 1))])),
        ),
        body: bodySchema ? mixed(bodySchema, '', 1) : fc.constant(undefined),
        caller: fc.constantFrom(manager, anonymous),
      });
      const before = await fingerprint(world.database.db, tables, world.a.id);
      let accepted = false;
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query: q, body, caller }) => {
          let index = 0;
          const url = route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, () =>
            encodeURIComponent(text(path[index++ % path.length])),
          );
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(q)) {
            if (value !== null && value !== undefined)
              search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
          }
          const res = await world.app.inject({
            method: route.method as 'POST',
            url: search.size > 0 ? `${url}?${search}` : url,
            headers: { ...caller.headers, 'content-type': 'application/json' },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          const where = `${route.method} ${route.url} → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 300)}`);
          if (STACK.test(res.body)) failures.push(`${where}: stack trace in the answer`);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const error = res.json() as { code?: unknown; message?: unknown };
            if (typeof error.code !== 'number' || typeof error.message !== 'string') {
              failures.push(`${where}: error shape ${res.body.slice(0, 200)}`);
            }
          } else if (res.statusCode < 400) {
            accepted = true;
          }
        }),
        { numRuns: RUNS, seed: 20261122 },
      );
      if (!accepted) {
        const changed = changedTables(before, await fingerprint(world.database.db, tables, world.a.id));
        // Sign-in attempts count towards lockouts by design; everything else must stay as it was.
        if (changed.length > 0)
          failures.push(`${route.method} ${route.url} refused every call but changed ${changed}`);
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  }, 900_000);
});

// Issue 16: the probe's odd inputs, on every route and every engine, every time (not left to the
// random draw above): ids past the 32-bit columns (the document once allowed up to 2^53 − 1) and a
// NUL byte in every text, which PostgreSQL refuses. Both are bad input: a 4xx, never a 5xx.
describe.each(engines)('odd input on every route (%s)', (engine) => {
  let world: DemoWorld;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    world = await demoWorld(engine);
    doc = world.app.swagger() as unknown as OpenApiDocument;
  }, 180_000);
  afterAll(async () => {
    await world?.app.close();
    await world?.database.drop();
  });

  it('documents every id of a path, query or body as one the 32-bit columns can hold', () => {
    const loose: string[] = [];
    const walk = (schema: JsonSchema | undefined, name: string, where: string): void => {
      if (!schema) return;
      const integer = (s: JsonSchema | undefined) => s?.type === 'integer' || s?.type === 'number';
      if (/ids?$/i.test(name)) {
        const item = schema.type === 'array' ? schema.items : schema;
        if (integer(item) && !((item?.maximum ?? Number.POSITIVE_INFINITY) <= INT4_MAX))
          loose.push(`${where} ${name}: maximum ${item?.maximum}`);
      }
      for (const [key, sub] of Object.entries(schema.properties ?? {})) walk(sub, key, where);
      if (schema.items) walk(schema.items, name, where);
      for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(sub, name, where);
    };
    let ids = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of operation.parameters ?? []) walk(p.schema, p.name, where);
        walk(operation.requestBody?.content?.['application/json']?.schema, '', where);
        ids += JSON.stringify(operation).match(/"maximum":2147483647/g)?.length ?? 0;
      }
    }
    expect(loose).toEqual([]);
    expect(ids).toBeGreaterThan(100);
  });

  it('answers an empty change of one of its own rows with a 400 or as a no-op, never a 5xx', async () => {
    const owner = world.callers.find((c) => c.name === 'owner');
    if (!owner) throw new Error('owner missing');
    const routes = world.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && (r.method === 'PUT' || r.method === 'PATCH'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const id = idsForParam(world, route.url, world.aIds)[0] ?? 1;
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, () => String(id));
      const res = await world.app.inject({
        method: route.method as 'PUT',
        url,
        headers: owner.headers,
        payload: {},
      });
      if (res.statusCode >= 500) failures.push(`${route.method} ${url} {} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers ids past 2^31 and texts with a NUL byte with a 4xx', async () => {
    const routes = world.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .sort((x, y) => writeOrder(x.method) - writeOrder(y.method));
    const callers = world.callers.filter((c) => ['anonymous', 'customer', 'owner'].includes(c.name));
    // `id` goes in every id of the query and body; the path gets `id` too, or one of A's own ids
    // (deeper reach: the row exists) and `text` in the path's texts.
    const cases: { name: string; id?: number; odd: OddValues }[] = [
      { name: 'id 2^31', id: 2 ** 31, odd: {} },
      { name: 'id 2^53 − 1', id: Number.MAX_SAFE_INTEGER, odd: {} },
      { name: 'numbers 2^31', odd: { integer: 2 ** 31 } },
      { name: 'NUL', odd: { text: 'x\u0000y' } },
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema as
        | JsonSchema
        | undefined;
      const own = idsForParam(world, route.url, world.aIds)[0] ?? 1;
      const pathType = (name: string) =>
        operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.type;
      for (const probe of cases) {
        const id = probe.id ?? own;
        const url = route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_m, name: string | undefined) => {
          if (name === 'companyToken') return world.a.token;
          const numeric = name !== undefined && pathType(name) === 'integer';
          return encodeURIComponent(numeric || probe.odd.text === undefined ? String(id) : probe.odd.text);
        });
        const query = new URLSearchParams();
        for (const p of operation?.parameters ?? []) {
          if (p.in === 'query') query.set(p.name, String(aimedValue(p.schema, p.name, id, 0, probe.odd)));
        }
        for (const caller of callers) {
          const res = await world.app.inject({
            method: route.method as 'POST',
            url: query.size > 0 ? `${url}?${query}` : url,
            headers: caller.headers,
            ...(bodySchema ? { payload: aimedValue(bodySchema, '', id, 0, probe.odd) as object } : {}),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${probe.name}: ${route.method} ${route.url} as ${caller.name} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});

const writeOrder = (method: string) => ({ GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 })[method] ?? 1;
