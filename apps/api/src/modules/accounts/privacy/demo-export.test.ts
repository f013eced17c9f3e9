// Issue 23: the export of the demo customer (Camille, Maison Éclat) holds her bookings, orders and
// loyalty, and nothing of another customer or of Studio Zen; erasing her leaves no trace of her
// name, e-mail or phone in any table.
import { PrivacyExportSchema } from '@eclat/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { companies, customers, profiles } from '../../../db/schema.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';

const hashPassword = async (p: string) => `test$${p.length}`;

describe.each(engines)('privacy with the demo data (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let company: string;
  let camille: { id: number; email: string; phone: string | null };
  let names: { firstname: string; lastname: string };
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemo(database.db, { hashPassword });
    const [eclat] = await database.db.select().from(companies).where(eq(companies.nickname, 'maison-eclat'));
    if (!eclat) throw new Error('no demo company');
    company = eclat.token;
    const [row] = await database.db
      .select({ id: customers.id, email: customers.email, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.companyId, eclat.id), eq(customers.email, 'camille@example.com')));
    if (!row) throw new Error('no demo customer');
    camille = row;
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.customerId, row.id));
    names = { firstname: profile?.firstname ?? '', lastname: profile?.lastname ?? '' };
    token = await issueToken(database.db, { type: 'customer', companyId: eclat.id, subjectId: row.id });
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const headers = (withToken = true) => ({
    company,
    ...(withToken ? { authorization: `Bearer ${token}` } : {}),
  });

  it("exports the demo customer's records and no one else's", async () => {
    const link = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: headers() });
    expect(link.statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: link.json().url, headers: headers(false) });
    expect(file.statusCode).toBe(200);
    const document = PrivacyExportSchema.parse(file.json());
    expect(document.account.email).toBe('camille@example.com');
    expect(document.profiles[0]?.firstname).toBe(names.firstname);
    expect(document.appointments.length).toBeGreaterThan(0);
    expect(document.bookingOrders.length).toBeGreaterThan(0);
    expect(document.loyalty).not.toBeNull();
    expect(document.externalIds).toEqual([{ system: 'backoffice', externalId: 'EXT-1001' }]);
    const others = await database.db
      .select({ email: customers.email })
      .from(customers)
      .where(ne(customers.id, camille.id));
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) expect(file.body).not.toContain(o.email);
    expect(file.body).not.toContain('Studio Zen');
  });

  it('erases her: no table holds her name, e-mail or phone afterwards', async () => {
    const erase = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: headers(),
      payload: { password: 'wrong' },
    });
    expect(erase.statusCode).toBe(403);
    // The demo hashes are not argon2 here: the staff route erases, as for a request received by mail.
    const [eclat] = await database.db.select().from(companies).where(eq(companies.token, company));
    const owner = await staffToken(database.db, eclat?.id as number, 'owner');
    const done = await app.inject({
      method: 'POST',
      url: `/api/backoffice/customers/${camille.id}/erase`,
      headers: { company, authorization: `Bearer ${owner}` },
    });
    expect(done.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: headers() })).statusCode).toBe(
      401,
    );
    const needles = [camille.email, names.lastname, ...(camille.phone ? [camille.phone.slice(-9)] : [])];
    const columns = await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`);
    const rows = (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
    for (const needle of needles) {
      const found: string[] = [];
      for (const { table_name, column_name } of rows) {
        const hit = await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}
              where strpos(lower(${sql.identifier(column_name)}::text), ${needle.toLowerCase()}) > 0`,
        );
        const n = Number((hit as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
        if (n > 0) found.push(`${table_name}.${column_name}`);
      }
      expect(found, needle).toEqual([]);
    }
  });
});
