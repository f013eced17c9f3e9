import { CompanyAnswerSchema, OfflineAnswerSchema, ShopsAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { companies } from '../../../db/schema.ts';

describe('company and shop reads', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { company: a.token, ...headers } });

  it('fills every setting the stored company lacks with its default', async () => {
    const { company } = CompanyAnswerSchema.parse((await get('/api/companies/me')).json());
    expect(company.identity.logoSize).toBe(50);
    expect(company.booker.appointment.cuttingHours).toBe(30);
    expect(company.booker.payment.provider).toBe('free');
    expect(company.booker.homepageType).toBe('mkp');
    expect(company.bottomNavLeft).toBe('services');
    expect(company.bottomNavRight).toBe('contact');
  });

  it('answers localised texts in the curlang language with fr fallback', async () => {
    await database.db
      .update(companies)
      .set({ textLegals: { cgv: { fr: '<p>Conditions</p>', en: '<p>Terms</p>' } } })
      .where(eq(companies.id, a.companyId));
    const en = CompanyAnswerSchema.parse((await get('/api/companies/me', { curlang: 'en' })).json());
    expect(en.company.textLegals.cgv).toBe('<p>Terms</p>');
    const de = CompanyAnswerSchema.parse((await get('/api/companies/me', { curlang: 'de' })).json());
    expect(de.company.textLegals.cgv).toBe('<p>Conditions</p>');
    const shops = ShopsAnswerSchema.parse((await get('/api/shops', { curlang: 'en' })).json()).shops;
    expect(shops[0]?.publicInfo.description).toBe('In the heart of Paris');
  });

  it('never sends payment secrets', async () => {
    await database.db
      .update(companies)
      .set({ paymentSecrets: { secretKey: 'sk_live_SECRET' } })
      .where(eq(companies.id, a.companyId));
    const res = await get('/api/companies/me');
    expect(res.body).not.toContain('sk_live_SECRET');
  });

  it('serves the preview theme only with the matching previewtheme header', async () => {
    await database.db
      .update(companies)
      .set({ previewToken: 'preview-123', previewTheme: { general: { buttonsColor: '#00ff00' } } })
      .where(eq(companies.id, a.companyId));
    const plain = CompanyAnswerSchema.parse((await get('/api/companies/me')).json()).company;
    expect(plain.themes.general.buttonsColor).not.toBe('#00ff00');
    expect(plain.previewTheme).toBe(false);
    const wrong = CompanyAnswerSchema.parse(
      (await get('/api/companies/me', { previewtheme: 'nope' })).json(),
    ).company;
    expect(wrong.previewTheme).toBe(false);
    const preview = CompanyAnswerSchema.parse(
      (await get('/api/companies/me', { previewtheme: 'preview-123' })).json(),
    ).company;
    expect(preview.themes.general.buttonsColor).toBe('#00ff00');
    expect(preview.previewTheme).toBe(true);
  });

  it('says whether the site is offline', async () => {
    expect(OfflineAnswerSchema.parse((await get('/api/companies/offline')).json())).toEqual({
      offline: false,
      maintenance: false,
    });
    await database.db.update(companies).set({ maintenance: true }).where(eq(companies.id, a.companyId));
    expect((await get('/api/companies/offline')).json()).toEqual({ offline: true, maintenance: true });
    await database.db.update(companies).set({ maintenance: false }).where(eq(companies.id, a.companyId));
  });

  it("gives a shop without a geo group the default 'Autre(s)' group", async () => {
    const { shops } = ShopsAnswerSchema.parse((await get('/api/shops')).json());
    const [centre, gare] = shops;
    expect(centre?.geoGroupment.name).toBe('Paris');
    expect(gare?.geoGroupment).toMatchObject({ id: -1, name: 'Autre(s)', order: 99999 });
    expect(centre?.articles).toEqual([a.serviceId]);
    expect(centre?.localisation.coordonate).toEqual({ lat: 48.8625, lng: 2.3622 });
  });

  it('accepts the _timestamp query parameter everywhere', async () => {
    expect((await get('/api/shops?_timestamp=1732200000000')).statusCode).toBe(200);
    expect((await app.inject({ url: '/health?_timestamp=1' })).statusCode).toBe(200);
  });
});
