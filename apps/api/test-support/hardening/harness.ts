// Shared by the isolation matrix and the fuzzing tests (issue 10): the demo data with its two
// companies, sign-ins for every kind of caller, a fingerprint of a company's rows, and values
// built from the OpenAPI document of each route.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { hashPassword } from '../../src/db/prepare.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/index.ts';
import { createTestDatabase, type Engine, type TestDatabase } from '../databases.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

export type Caller = { name: string; headers: Record<string, string> };

export type Company = { id: number; token: string; nickname: string; host: string };

export type DemoWorld = {
  database: TestDatabase;
  app: FastifyInstance;
  a: Company;
  b: Company;
  /** Company A's callers: anonymous, customer, access account, staff, manager, owner. */
  callers: Caller[];
  /** Ids of company B's rows, per table. */
  bIds: Map<string, number[]>;
  /** Ids of company A's rows, per table: requests that should reach A's own rows. */
  aIds: Map<string, number[]>;
};

/** Tables holding tenant rows (a company_id column), in a stable order. */
export async function tenantTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * A hash of every row of the company in every tenant table: equal means nothing changed. One
 * statement for all the tables: the matrices take two per route, and a query per table (62 of
 * them) was more than half of the isolation matrix's time on PGlite.
 */
export async function fingerprint(db: Db, tables: string[], companyId: number): Promise<Map<string, string>> {
  if (!Number.isSafeInteger(companyId)) throw new Error(`not a company id: ${companyId}`);
  const selects = tables.map(
    (table) =>
      `select ${quoteLiteral(table)} as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash ` +
      `from "${table.replaceAll('"', '""')}" t where company_id = ${companyId}`,
  );
  const rows = await rowsOf<{ name: string; hash: string }>(db, sql.raw(selects.join(' union all ')));
  return new Map(rows.map((row) => [row.name, row.hash]));
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
}

/** `enrich` adds rows before B's ids are gathered, so the matrix aims at them too. */
export async function demoWorld(
  engine: Engine,
  enrich: (world: DemoWorld) => Promise<void> = async () => {},
): Promise<DemoWorld> {
  const database = await createTestDatabase(engine);
  await seedDemo(database.db, { hashPassword });
  const app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
  await app.ready();
  const companyRows = await rowsOf<{ id: number; token: string; nickname: string }>(
    database.db,
    sql`select id, token, nickname from companies order by id`,
  );
  const find = (nickname: string): Company => {
    const row = companyRows.find((c) => c.nickname === nickname);
    if (!row) throw new Error(`demo company ${nickname} missing`);
    return { ...row, host: `${nickname}.localhost` };
  };
  const a = find('maison-eclat');
  const b = find('studio-zen');

  const signIn = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: { company: a.token }, payload });
    const token = (res.json() as { token?: string }).token;
    if (!token) throw new Error(`${url} sign-in failed: ${res.body}`);
    return { company: a.token, authorization: `Bearer ${token}` };
  };
  const callers: Caller[] = [
    { name: 'anonymous', headers: { company: a.token } },
    {
      name: 'customer',
      headers: await signIn('/api/users/login', { email: 'camille@example.com', password: DEMO_PASSWORD }),
    },
    {
      name: 'access',
      headers: await signIn('/api/access/login', { login: 'accueil-marais', password: DEMO_PASSWORD }),
    },
    {
      name: 'manager',
      headers: await signIn('/api/cmpusers/login', {
        email: 'manager@maison-eclat.example',
        password: DEMO_PASSWORD,
      }),
    },
    {
      name: 'owner',
      headers: await signIn('/api/cmpusers/login', {
        email: 'owner@maison-eclat.example',
        password: DEMO_PASSWORD,
      }),
    },
  ];

  const bIds = new Map<string, number[]>();
  const aIds = new Map<string, number[]>();
  const world = { database, app, a, b, callers, bIds, aIds };
  await enrich(world);
  for (const table of await tenantTables(database.db)) {
    const hasId = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
    );
    if (!hasId[0]?.n) continue;
    for (const [company, map] of [
      [b, bIds],
      [a, aIds],
    ] as const) {
      const ids = await rowsOf<{ id: number }>(
        database.db,
        sql.raw(`select id from "${table}" where company_id = ${company.id} order by id limit 5`),
      );
      if (ids.length > 0)
        map.set(
          table,
          ids.map((r) => Number(r.id)),
        );
    }
  }
  return world;
}

// ---------------------------------------------------------------- values from JSON schemas

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type OpenApiOperation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * What replaces the default values: the odd-input probes put a NUL byte in every free text and a
 * number past 2^31 in every other whole number; `idOf` names the id a field should carry (one of
 * A's rows of the table it names) and `plausible` aims at values the schemas' own rules accept
 * (a text in a language map, a pattern's match, an end after the start, a real time zone).
 */
export type OddValues = {
  text?: string;
  integer?: number;
  idOf?: (name: string) => number | undefined;
  plausible?: boolean;
};

/** A string matching `pattern`, the same every run. */
const matching = (pattern: string, maxLength = 200): string | undefined => {
  try {
    const [value] = fc.sample(fc.stringMatching(new RegExp(pattern), { size: 'xsmall' }), {
      numRuns: 1,
      seed: 16,
    });
    return value !== undefined && value.length <= maxLength ? value : undefined;
  } catch {
    return undefined;
  }
};

/** Free texts a rule may check by their name, in plausible mode. */
function plausibleText(schema: JsonSchema, name: string): string | undefined {
  const late = /^(end|to|until)|(End|To|Until|Ends)(At)?$|^endsAt$/.test(name);
  if (schema.format === 'date') return late ? '2026-06-30' : '2026-06-01';
  if (schema.format === 'date-time') return late ? '2026-06-30T18:00:00.000Z' : '2026-06-01T09:00:00.000Z';
  if (schema.format === 'uri' || /url$/i.test(name)) return 'https://example.com/x';
  if (/^timeZone$/.test(name)) return 'Europe/Paris';
  if (/^(start|end)$/.test(name) && !schema.format) return late ? '18:00' : '09:00';
  if (schema.pattern) return matching(schema.pattern, schema.maxLength);
  return undefined;
}

/**
 * A value of the schema's type that points at `id` wherever an id fits: a write aimed at B.
 * `odd` replaces the plausible free texts and numbers (a NUL byte, a number past 2^31).
 */
export function aimedValue(
  schema: JsonSchema | undefined,
  name: string,
  id: number,
  depth = 0,
  odd: OddValues = {},
): unknown {
  if (!schema || depth > 6) return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    const concrete = variants.find((v) => v.type !== 'null' && !v.enum?.includes(null)) ?? variants[0];
    return aimedValue(concrete, name, id, depth + 1, odd);
  }
  if (schema.allOf && schema.allOf.length > 0) return aimedValue(schema.allOf[0], name, id, depth + 1, odd);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const idName = /id$/i.test(name) || /ids$/i.test(name);
  switch (type) {
    case 'integer':
    case 'number':
      if (idName || name === '') return (idName && odd.idOf?.(name)) || id;
      return odd.integer ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [aimedValue(schema.items, name, id, depth + 1, odd)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        out[key] = aimedValue(sub, key, id, depth + 1, odd);
      }
      // A map without named keys (a text per language): one entry, in French.
      const values = schema.additionalProperties;
      if (odd.plausible && !schema.properties && values && typeof values === 'object')
        out.fr = aimedValue(values, name, id, depth + 1, odd);
      return out;
    }
    default: {
      if (schema.format === 'date') return '2026-06-01';
      if (schema.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (idName) return String(odd.idOf?.(name) || id);
      if (odd.text !== undefined) return odd.text.padEnd(Math.max(schema.minLength ?? 1, 1), 'x');
      const plausible = odd.plausible ? plausibleText(schema, name) : undefined;
      return plausible ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }
}
