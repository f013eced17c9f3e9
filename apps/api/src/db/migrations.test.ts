import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../test-support/fixtures.ts';
import { appointments } from './schema.ts';

/** Drizzle wraps driver errors; the SQLSTATE is on the cause (architecture page). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

describe.each(engines)('migrations on %s', (engine) => {
  let database: TestDatabase;
  let tenant: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    tenant = await createTenant(database.db, 'alpha');
  });
  afterAll(() => database?.drop());

  it('creates every table of the data model', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    // Both drivers answer { rows }; the shared Db type cannot say so.
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const table of [
      'companies',
      'shops',
      'articles',
      'appointments',
      'booking_orders',
      'gifts',
      'coupons',
      'loyalty_cards',
      'posts',
      'media',
      'pigments',
      'needles',
      'dossiers',
      'collection_items',
      'servers',
      'databases',
    ]) {
      expect(tables).toContain(table);
    }
  });

  const book = (
    employeeId: number | null,
    cabinId: number | null,
    start: string,
    end: string,
    status = 'confirmed',
  ) =>
    database.db.insert(appointments).values({
      companyId: tenant.companyId,
      shopId: tenant.shopIds[0] as number,
      articleId: tenant.serviceId,
      employeeId,
      cabinId,
      startsAt: new Date(start),
      endsAt: new Date(end),
      status,
    });

  it('refuses a second booking of the same employee that overlaps (exclusion constraint)', async () => {
    const [alice] = tenant.employeeIds as [number];
    await book(alice, null, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    const overlap = await book(alice, null, '2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlState(overlap)).toBe('23P01');
    const held = await book(alice, null, '2026-12-01T09:59:00Z', '2026-12-01T10:15:00Z', 'held').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlState(held)).toBe('23P01');
  });

  it('allows back-to-back bookings, other employees, and cancelled ones to overlap', async () => {
    const [alice, bruno] = tenant.employeeIds as [number, number];
    await book(alice, null, '2026-12-01T10:00:00Z', '2026-12-01T10:30:00Z');
    await book(bruno, null, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    await book(alice, null, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', 'cancelled');
  });

  it('refuses two overlapping bookings of one cabin', async () => {
    const [alice, bruno] = tenant.employeeIds as [number, number];
    await book(alice, tenant.cabinId, '2026-12-02T14:00:00Z', '2026-12-02T15:00:00Z');
    const overlap = await book(bruno, tenant.cabinId, '2026-12-02T14:30:00Z', '2026-12-02T15:30:00Z').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlState(overlap)).toBe('23P01');
  });

  it('applies twice without change (migrations are recorded)', async () => {
    await database.migrate();
  });
});
