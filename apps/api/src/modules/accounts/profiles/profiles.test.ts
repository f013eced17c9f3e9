import { ApiError, profileUpdateError } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { customers, profiles } from '../../../db/schema.ts';

describe('profiles', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let staff: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    body?: unknown,
    company?: string,
  ) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { company: company ?? a.token, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    staff = await staffToken(database.db, a.companyId, 'staff');
    const [camille] = await database.db
      .insert(customers)
      .values({
        companyId: a.companyId,
        email: 'camille@example.com',
        phone: '+33612345678',
        status: 'active',
      })
      .returning();
    await database.db.insert(profiles).values({
      companyId: a.companyId,
      customerId: camille?.id,
      firstname: 'Camille',
      lastname: 'Durand',
      phone: '+33612345678',
      code: 'CAM001',
    });
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('says whether a phone is free, in any national or international form', async () => {
    expect((await call('GET', '/api/profiles/phoneavailable?phone=06 12 34 56 78')).json()).toEqual({
      available: false,
    });
    expect((await call('GET', '/api/profiles/phoneavailable?phone=%2B33612345678')).json()).toEqual({
      available: false,
    });
    expect((await call('GET', '/api/profiles/phoneavailable?phone=0699999999')).json()).toEqual({
      available: true,
    });
    expect(
      (
        await call('GET', '/api/profiles/phoneavailable?phone=0612345678', undefined, undefined, b.token)
      ).json(),
    ).toEqual({ available: true });
    expect((await call('GET', '/api/profiles/phoneavailable?phone=hello')).json()).toMatchObject({
      type: 'invalid_phone',
    });
    expect((await call('GET', '/api/profiles/phoneavailable')).json()).toMatchObject({
      message: 'param manquants',
    });
  });

  it('finds a profile by phone and country, or by code, for staff only', async () => {
    const byPhone = await call('GET', '/api/profiles/phone?phone=0612345678&country=FR', staff);
    expect(byPhone.json().profile).toMatchObject({ firstname: 'Camille', code: 'CAM001' });
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[0] ?? 0]);
    expect((await call('GET', '/api/profiles/code?code=CAM001', desk)).json().profile.lastname).toBe(
      'Durand',
    );
    expect((await call('GET', '/api/profiles/code?code=NOPE', staff)).statusCode).toBe(404);
    const { token: customer } = await customerToken(database.db, a.companyId);
    expect((await call('GET', '/api/profiles/code?code=CAM001', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/profiles/code?code=CAM001')).statusCode).toBe(401);
    const staffB = await staffToken(database.db, b.companyId, 'staff');
    expect((await call('GET', '/api/profiles/code?code=CAM001', staffB, undefined, b.token)).statusCode).toBe(
      404,
    );
  });

  it('creates and updates profiles; a taken phone or code answers 409 Conflict', async () => {
    const { token: customer, customerId } = await customerToken(database.db, a.companyId);
    const created = await call('POST', '/api/profiles', customer, {
      firstname: 'Jade',
      phone: '06 22 22 22 22',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toMatchObject({
      customerId,
      firstname: 'Jade',
      phone: '+33622222222',
      country: 'FR',
    });

    const taken = await call('PUT', '/api/profiles', customer, { phone: '0612345678' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 409, message: 'Conflict', error: true, type: 'phone_taken' });
    const updated = await call('PUT', '/api/profiles', customer, { lastname: 'Morel', city: 'Lyon' });
    expect(updated.json().profile).toMatchObject({ firstname: 'Jade', lastname: 'Morel', city: 'Lyon' });
    // Customers do not set the counter code; staff do, and codes are unique.
    const own = await call('PUT', '/api/profiles', customer, { code: 'JADE1' });
    expect(own.json(), own.body).toMatchObject({ profile: { code: null } });
    const id = created.json().profile.id as number;
    const dupCode = await call('PUT', '/api/profiles', staff, { id, code: 'CAM001' });
    expect(dupCode.json()).toEqual({ code: 409, message: 'Conflict', error: true, type: 'code_taken' });
    expect((await call('PUT', '/api/profiles', staff, { id, code: 'JADE01' })).json().profile.code).toBe(
      'JADE01',
    );
    expect((await call('PUT', '/api/profiles', staff, { code: 'X' })).statusCode).toBe(400);

    const walkIn = await call('POST', '/api/profiles', staff, { firstname: 'Passage', phone: '0633333333' });
    expect(walkIn.json().profile).toMatchObject({ customerId: null, phone: '+33633333333' });
    const other = await customerToken(database.db, a.companyId);
    expect((await call('PUT', '/api/profiles', other.token, { id, firstname: 'Hack' })).statusCode).toBe(404);
    const staffB = await staffToken(database.db, b.companyId, 'staff');
    expect((await call('PUT', '/api/profiles', staffB, { id, firstname: 'Hack' }, b.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/profiles', staff, { customerId: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/profiles', undefined, { firstname: 'Anon' })).statusCode).toBe(401);
  });

  it('maps a failed profile update the storefront way (spec §8)', () => {
    expect(profileUpdateError(new ApiError({ code: 409, message: 'Conflict' }))).toEqual({
      error: true,
      code: 409,
    });
    expect(profileUpdateError(new ApiError({ code: 400, message: 'Requête invalide' }))).toEqual({
      error: true,
      code: 500,
    });
    expect(profileUpdateError(null)).toEqual({ error: true, code: 500 });
  });
});
