// Tenant isolation matrix (issue 10): every route of the API, called by each kind of company-A
// caller (anonymous, customer, access account, staff, manager, owner) with company B's ids in
// its path, query and body. Nothing of B may be read (no B-only text in any answer) or changed
// (B's rows hash the same before and after), no route may fail with a 5xx, and every staff
// route refuses customers and anonymous callers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test-support/databases.ts';
import {
  aimedValue,
  changedTables,
  type DemoWorld,
  demoWorld,
  fingerprint,
  type JsonSchema,
  type OpenApiDocument,
  tenantTables,
} from '../../test-support/hardening/harness.ts';
import {
  ANSWERS_UNKNOWN_IDS,
  addCompanyBRecords,
  bWords,
  idsForParam,
  tableOfRoute,
} from '../../test-support/hardening/targets.ts';
import { openApiPath, type RouteEntry } from '../platform/http/route-table.ts';

type Rows<T> = { rows: T[] };

describe.each(engines)('tenant isolation matrix (%s)', (engine) => {
  let world: DemoWorld;
  let tables: string[];
  let markers: string[];
  let doc: OpenApiDocument;
  let words: string[];

  beforeAll(async () => {
    world = await demoWorld(engine, addCompanyBRecords);
    tables = await tenantTables(world.database.db);
    doc = world.app.swagger() as unknown as OpenApiDocument;
    words = await bWords(world);
    // Texts that exist in B's rows only: seeing one in an answer to A means B leaked.
    const dumpOf = async (companyId: number) => {
      const parts: string[] = [];
      for (const table of tables) {
        const rows = (await world.database.db.execute(
          sql.raw(
            `select string_agg(t::text, ' ') as dump from "${table}" t where company_id = ${companyId}`,
          ),
        )) as unknown as Rows<{ dump: string | null }>;
        parts.push(rows.rows[0]?.dump ?? '');
      }
      return parts.join(' ');
    };
    const aDump = await dumpOf(world.a.id);
    const candidates = (await world.database.db.execute(sql`
      select name as text from shops where company_id = ${world.b.id}
      union select email from customers where company_id = ${world.b.id}
      union select email from company_users where company_id = ${world.b.id}
      union select slug from articles where company_id = ${world.b.id}
      union select slug from posts where company_id = ${world.b.id}
      union select name from resources where company_id = ${world.b.id}
      union select code from coupons where company_id = ${world.b.id}
      union select note from customer_credits where company_id = ${world.b.id}
      union select code from gifts where company_id = ${world.b.id}
      union select recipient_email from gifts where company_id = ${world.b.id}
      union select cart_id from payments where company_id = ${world.b.id}
      union select external_id from links where company_id = ${world.b.id}
    `)) as unknown as Rows<{ text: string | null }>;
    markers = candidates.rows
      .map((r) => r.text ?? '')
      .filter((text) => text.length >= 6 && !aDump.includes(text));
    expect(markers.length).toBeGreaterThan(10);
  }, 180_000);
  afterAll(async () => {
    await world?.app.close();
    await world?.database.drop();
  });

  it('never shows or changes company B data to company A callers, on any route', async () => {
    const routes = world.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      // Reads first, deletions last: a deletion aimed at an id A also owns must not hide the rest.
      .sort((x, y) => order(x) - order(y));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const before = await fingerprint(world.database.db, tables, world.b.id);
      for (const caller of world.callers) {
        const ids = idsForParam(world, route.url);
        const takesWord = /:(slug|code|token|externalId|ids?|a|b)\b/.test(route.url);
        const variants = Math.max(ids.length, takesWord ? Math.min(words.length, 8) : 1);
        for (let v = 0; v < variants; v++) {
          const id = ids[v % ids.length] ?? 1;
          const url = fillPath(route.url, world, id, words[v % words.length] ?? 'x');
          const query = new URLSearchParams();
          for (const p of operation?.parameters ?? []) {
            if (p.in === 'query') query.set(p.name, String(aimedValue(p.schema, p.name, id)));
          }
          const bodySchema = operation?.requestBody?.content?.['application/json']?.schema as
            | JsonSchema
            | undefined;
          const res = await world.app.inject({
            method: route.method as 'GET',
            url: query.size > 0 ? `${url}?${query}` : url,
            headers: caller.headers,
            ...(bodySchema ? { payload: aimedValue(bodySchema, '', id) as object } : {}),
          });
          requests += 1;
          const where = `${route.method} ${url} as ${caller.name} → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: server error ${res.body.slice(0, 200)}`);
          const leaked = markers.find((m) => res.body.includes(m));
          if (leaked) failures.push(`${where}: shows B's "${leaked}"`);
          // A read of one of B's rows by its id must not find it (404), whatever the caller.
          const unknown = ANSWERS_UNKNOWN_IDS[route.url];
          if (unknown && res.statusCode < 300 && !unknown(res.json())) {
            failures.push(`${where}: answered as if B's row were A's: ${res.body.slice(0, 200)}`);
          } else if (
            route.method === 'GET' &&
            tableOfRoute(world, route.url) &&
            !unknown &&
            res.statusCode < 300
          ) {
            failures.push(`${where}: found B's ${tableOfRoute(world, route.url)} row`);
          }
          if (
            route.staffOnly &&
            (caller.name === 'anonymous' || caller.name === 'customer') &&
            res.statusCode < 400
          ) {
            failures.push(`${where}: a staff route answered a ${caller.name}`);
          }
        }
      }
      const changed = changedTables(before, await fingerprint(world.database.db, tables, world.b.id));
      if (changed.length > 0) failures.push(`${route.method} ${route.url} changed B's ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 600_000);
});

const order = (route: RouteEntry) => ({ GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 })[route.method] ?? 1;

function fillPath(url: string, world: DemoWorld, id: number, word: string): string {
  return url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_m, name: string | undefined) => {
    switch (name) {
      case undefined:
        return `${world.b.nickname}/x.svg`;
      case 'companyToken':
        return world.a.token;
      case 'host':
        return world.a.host;
      case 'nickname':
        return world.a.nickname;
      case 'slug':
      case 'code':
      case 'token':
      case 'externalId':
        return encodeURIComponent(word);
      default:
        return String(id);
    }
  });
}
