// The matrices' change detector (isolation.test.ts, fuzz.test.ts): a write to one company's row
// changes that company's fingerprint for that table only, and nothing of the other company's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/db/prepare.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { createTestDatabase, engines, type TestDatabase } from '../databases.ts';
import { changedTables, fingerprint, tenantTables } from './harness.ts';

describe.each(engines)('the tenant tables fingerprint (%s)', (engine) => {
  let database: TestDatabase;
  let tables: string[];
  let companies: number[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemo(database.db, { hashPassword });
    tables = await tenantTables(database.db);
    const rows = (await database.db.execute(sql`select id from companies order by id`)) as unknown as {
      rows: { id: number }[];
    };
    companies = rows.rows.map((row) => row.id);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('names every tenant table and changes with a write to one of its rows only', async () => {
    const [a, b] = companies;
    if (a === undefined || b === undefined) throw new Error('the demo has two companies');
    const beforeA = await fingerprint(database.db, tables, a);
    const beforeB = await fingerprint(database.db, tables, b);
    expect([...beforeA.keys()].sort()).toEqual([...tables].sort());
    expect(changedTables(beforeA, await fingerprint(database.db, tables, a))).toEqual([]);

    await database.db.execute(
      sql`update shops set slug = slug || '-x' where id = (select min(id) from shops where company_id = ${a})`,
    );
    expect(changedTables(beforeA, await fingerprint(database.db, tables, a))).toEqual(['shops']);
    expect(changedTables(beforeB, await fingerprint(database.db, tables, b))).toEqual([]);
    // Two companies' empty tables read the same; their shops do not.
    expect(beforeA.get('shops')).not.toBe(beforeB.get('shops'));
  });

  it('refuses anything but a company id', async () => {
    await expect(fingerprint(database.db, tables, Number.NaN)).rejects.toThrow(/company id/);
  });
});
