// Shared by the isolation matrix and the fuzzing tests (issue 10): the demo data with its two
// companies, sign-ins for every kind of caller, a fingerprint of a company's rows, and values
// built from the OpenAPI document of each route.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../db/prepare.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/index.ts';
import { createTestDatabase, type Engine, type TestDatabase } from '../test/databases.ts';

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

/** A hash of every row of the company in every tenant table: equal means nothing changed. */
export async function fingerprint(db: Db, tables: string[], companyId: number): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const table of tables) {
    const rows = await rowsOf<{ dump: string | null }>(
      db,
      sql.raw(
        `select string_agg(t::text, E'\\n' order by t::text) as dump from "${table}" t where company_id = ${companyId}`,
      ),
    );
    out.set(
      table,
      createHash('sha1')
        .update(rows[0]?.dump ?? '')
        .digest('hex'),
    );
  }
  return out;
}

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
  const world = { database, app, a, b, callers, bIds };
  await enrich(world);
  for (const table of await tenantTables(database.db)) {
    const hasId = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
    );
    if (!hasId[0]?.n) continue;
    const ids = await rowsOf<{ id: number }>(
      database.db,
      sql.raw(`select id from "${table}" where company_id = ${b.id} order by id limit 5`),
    );
    if (ids.length > 0)
      bIds.set(
        table,
        ids.map((r) => Number(r.id)),
      );
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

/** OpenAPI `/api/shops/{id}` → Fastify `/api/shops/:id` style matching key. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** A value of the schema's type that points at `id` wherever an id fits: a write aimed at B. */
export function aimedValue(schema: JsonSchema | undefined, name: string, id: number, depth = 0): unknown {
  if (!schema || depth > 6) return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    const concrete = variants.find((v) => v.type !== 'null') ?? variants[0];
    return aimedValue(concrete, name, id, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) return aimedValue(schema.allOf[0], name, id, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return /id$/i.test(name) || /ids$/i.test(name) || name === '' ? id : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [aimedValue(schema.items, name, id, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        out[key] = aimedValue(sub, key, id, depth + 1);
      }
      return out;
    }
    default:
      if (schema.format === 'date') return '2026-06-01';
      if (schema.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (/ids?$/i.test(name)) return String(id);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}
