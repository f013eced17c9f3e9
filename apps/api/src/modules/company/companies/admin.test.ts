import {
  CompaniesAdminAnswerSchema,
  CompanyAdminAnswerSchema,
  CompanyAnswerSchema,
  CompanyCreatedAnswerSchema,
} from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../../test-support/auth.ts';
import {
  buildCachedTestApp,
  callers,
  type TenantClient,
  tenantClient,
} from '../../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { admins, appointments, companies, companyUsers } from '../../../db/schema.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';

describe.each(engines)('company administration (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let A: TenantClient;
  let who: Awaited<ReturnType<typeof callers>>;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    A = tenantClient(app, a);
    who = await callers(database, a);
    const [admin] = await database.db
      .insert(admins)
      .values({ email: 'root@platform.example', passwordHash: 'unused' })
      .returning({ id: admins.id });
    adminToken = await issueToken(database.db, {
      type: 'admin',
      companyId: null,
      subjectId: admin?.id as number,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const me = async (headers: Record<string, string> = {}) =>
    CompanyAnswerSchema.parse((await A.get('/api/companies/me', undefined, headers)).json()).company;
  const admin = async (token = who.manager) => {
    const res = await A.get(`/api/companies/${a.companyId}`, token);
    expect(res.statusCode).toBe(200);
    return CompanyAdminAnswerSchema.parse(res.json()).company;
  };
  const stored = async () =>
    (await database.db.select().from(companies).where(eq(companies.id, a.companyId)))[0];

  describe('/me switches', () => {
    it('computes payment, e-shop, loyalty and the home mode in packages/domain', async () => {
      const company = await me();
      expect(company.modules).toEqual({ payment: true, eshop: false, loyalty: true });
      expect(company.homepageMode).toBe('mkp');
      expect(company.shopCount).toBe(2);
      expect(company.giftActive).toBe(false);
    });

    it('answers 304 to If-None-Match and changes its ETag after a write', async () => {
      const first = await A.get('/api/companies/me');
      const etag = first.headers.etag as string;
      expect((await A.get('/api/companies/me', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
      const current = await admin();
      await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { booker: { ...current.booker, eshopEnabled: true } },
      });
      const after = await A.get('/api/companies/me', undefined, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(CompanyAnswerSchema.parse(after.json()).company.modules?.eshop).toBe(true);
    });

    it('is mono once one shop is left', async () => {
      const created = await A.call('POST', '/api/shops', {
        token: who.manager,
        body: { slug: 'temp', name: 'Temp' },
      });
      expect((await me()).shopCount).toBe(3);
      await A.call('DELETE', `/api/shops/${created.json().shop.id}`, { token: who.manager });
      await A.call('DELETE', `/api/shops/${a.shopIds[1]}`, { token: who.manager });
      const company = await me();
      expect(company.shopCount).toBe(1);
      expect(company.homepageMode).toBe('mono');
    });
  });

  describe('GET /api/companies and /api/companies/{id}', () => {
    it("answers the caller's company only, with complete documents and no secrets", async () => {
      await database.db
        .update(companies)
        .set({ paymentSecrets: { secretKey: 'sk_live_SECRET' } })
        .where(eq(companies.id, a.companyId));
      const res = await A.get('/api/companies', who.manager);
      expect(res.statusCode).toBe(200);
      const { companies: list } = CompaniesAdminAnswerSchema.parse(res.json());
      expect(list.map((c) => c.id)).toEqual([a.companyId]);
      expect(list[0]?.paymentSecretsSet).toEqual(['secretKey']);
      expect(list[0]?.hosts).toEqual(['alpha.localhost']);
      expect(list[0]?.booker.appointment.cuttingHours).toBe(30);
      expect(res.body).not.toContain('sk_live_SECRET');
    });

    it('refuses anonymous callers, customers, staff and access accounts', async () => {
      for (const [token, status] of [
        [undefined, 401],
        [who.customer, 403],
        [who.staff, 403],
        [who.access, 403],
      ] as const) {
        expect((await A.get('/api/companies', token)).statusCode).toBe(status);
        expect((await A.get(`/api/companies/${a.companyId}`, token)).statusCode).toBe(status);
      }
    });

    it("answers 404 for another company's id", async () => {
      expect((await A.get(`/api/companies/${b.companyId}`, who.owner)).statusCode).toBe(404);
      const put = await A.call('PUT', `/api/companies/${b.companyId}`, {
        token: who.owner,
        body: { maintenance: true },
      });
      expect(put.statusCode).toBe(404);
      const other = (await database.db.select().from(companies).where(eq(companies.id, b.companyId)))[0];
      expect(other?.maintenance).toBe(false);
    });
  });

  describe('PUT /api/companies/{id}', () => {
    it('takes localised maps in booker and answers them in the curlang language on /me', async () => {
      const current = await admin();
      const res = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: {
          booker: {
            ...current.booker,
            couponsPopupText: { fr: 'Profitez de -10 %', en: 'Enjoy 10% off' },
            seo: { siteTabTitlePattern: { fr: '%s | Alpha', en: '%s | Alpha (EN)' } },
          },
          settings: { ...current.settings, menuLabels: { services: { fr: 'Soins', en: 'Treatments' } } },
          themes: { ...current.themes, general: { ...current.themes.general, buttonsColor: '#123456' } },
        },
      });
      expect(res.statusCode).toBe(200);
      const en = await me({ curlang: 'en' });
      expect(en.booker.couponsPopupText).toBe('Enjoy 10% off');
      expect(en.booker.seo.siteTabTitlePattern).toBe('%s | Alpha (EN)');
      expect(en.menuLabels.services).toBe('Treatments');
      expect(en.themes.general.buttonsColor).toBe('#123456');
      expect((await me({ curlang: 'de' })).booker.couponsPopupText).toBe('Profitez de -10 %');
      expect((await admin()).booker.couponsPopupText).toEqual({
        fr: 'Profitez de -10 %',
        en: 'Enjoy 10% off',
      });
    });

    it('stores the shop word and answers it to the storefront; an unknown word is refused (ADR 0020)', async () => {
      expect((await me()).shopWord).toBe('boutique');
      const current = await admin();
      const refused = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { settings: { ...current.settings, shopWord: 'maison' } },
      });
      expect(refused.statusCode).toBe(400);
      const res = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { settings: { ...current.settings, shopWord: 'institut' } },
      });
      expect(res.statusCode).toBe(200);
      expect((await admin()).settings.shopWord).toBe('institut');
      expect((await me({ curlang: 'en' })).shopWord).toBe('institut');
    });

    it('stores the reminders the company chooses, none included, and refuses an invalid block (issue 20)', async () => {
      const current = await admin();
      const put = (reminders: unknown) =>
        A.call('PUT', `/api/companies/${a.companyId}`, {
          token: who.manager,
          body: { booker: { ...current.booker, appointment: { ...current.booker.appointment, reminders } } },
        });
      const valid = { offsetsMinutes: [2880, 120], email: true, sms: false };
      expect((await put(valid)).statusCode).toBe(200);
      expect((await admin()).booker.appointment.reminders).toEqual(valid);
      expect((await me()).booker.appointment.reminders).toEqual(valid);
      for (const reminders of [
        { ...valid, offsetsMinutes: [60, 120, 240, 1440] },
        { ...valid, offsetsMinutes: [14] },
        { ...valid, offsetsMinutes: [10_081] },
        { ...valid, offsetsMinutes: [120, 120] },
        { ...valid, offsetsMinutes: [90.5] },
        { ...valid, offsetsMinutes: ['120'] },
        { ...valid, sms: 'no' },
        { offsetsMinutes: [120], email: true },
        null,
      ]) {
        const res = await put(reminders);
        expect(res.statusCode, JSON.stringify(reminders)).toBe(400);
      }
      expect((await admin()).booker.appointment.reminders).toEqual(valid);
      const none = { offsetsMinutes: [], email: true, sms: true };
      expect((await put(none)).statusCode).toBe(200);
      expect((await admin()).booker.appointment.reminders).toEqual(none);
      expect((await put(current.booker.appointment.reminders)).statusCode).toBe(200);
    });

    it('sanitises legal texts on write', async () => {
      const res = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { textLegals: { cgv: { fr: '<p onclick="x()">CGV<script>alert(1)</script></p>' } } },
      });
      expect(res.statusCode).toBe(200);
      expect((await stored())?.textLegals.cgv?.fr).toBe('<p>CGV</p>');
      expect((await me()).textLegals.cgv).toBe('<p>CGV</p>');
    });

    it('refuses incomplete or mistyped documents, writing nothing', async () => {
      const before = await stored();
      const current = await admin();
      const bodies = [
        { booker: { siteDisabled: true } },
        { booker: { ...current.booker, homepageType: 'grid' } },
        { booker: { ...current.booker, couponsPopupText: {} } },
        { booker: { ...current.booker, appointment: { ...current.booker.appointment, cuttingHours: 0 } } },
        { themes: { general: current.themes.general } },
        { textLegals: { unknown: { fr: 'x' } } },
        { maintenance: 'yes' },
        { paymentSecrets: { 'bad key': 'x' } },
      ];
      for (const body of bodies) {
        const res = await A.call('PUT', `/api/companies/${a.companyId}`, { token: who.owner, body });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const after = await stored();
      expect(after?.booker).toEqual(before?.booker);
      expect(after?.themes).toEqual(before?.themes);
    });

    it('keeps payment settings and secrets to the owner', async () => {
      const current = await admin();
      const stripe = { provider: 'stripe' as const, keys: { publicKey: 'pk_test_1' } };
      const byManager = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { booker: { ...current.booker, payment: stripe } },
      });
      expect(byManager.statusCode).toBe(403);
      const secretByManager = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { paymentSecrets: { secretKey: 'sk_manager' } },
      });
      expect(secretByManager.statusCode).toBe(403);
      expect((await stored())?.paymentSecrets).toEqual({ secretKey: 'sk_live_SECRET' });

      const byOwner = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.owner,
        body: {
          booker: { ...current.booker, payment: stripe },
          paymentSecrets: { secretKey: '', webhookSecret: 'whsec_1' },
        },
      });
      expect(byOwner.statusCode).toBe(200);
      const company = CompanyAdminAnswerSchema.parse(byOwner.json()).company;
      expect(company.paymentSecretsSet).toEqual(['webhookSecret']);
      expect(byOwner.body).not.toContain('whsec_1');
      expect((await me()).modules).toMatchObject({ payment: true, eshop: true });
      expect((await A.get('/api/companies/me')).body).not.toContain('whsec_1');
    });

    it('serves the theme under edition with its preview token only', async () => {
      const current = await admin();
      const res = await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: {
          previewTheme: {
            ...current.themes,
            general: { ...current.themes.general, buttonsColor: '#00ff00' },
          },
        },
      });
      const previewToken = CompanyAdminAnswerSchema.parse(res.json()).company.previewToken as string;
      expect(previewToken).toMatch(/^[0-9a-f]{32}$/);
      expect((await me()).themes.general.buttonsColor).toBe('#123456');
      const preview = await me({ previewtheme: previewToken });
      expect(preview.previewTheme).toBe(true);
      expect(preview.themes.general.buttonsColor).toBe('#00ff00');
      await A.call('PUT', `/api/companies/${a.companyId}`, {
        token: who.manager,
        body: { previewTheme: null },
      });
      expect((await me({ previewtheme: previewToken })).previewTheme).toBe(false);
    });

    it('refuses customers, staff and access accounts', async () => {
      for (const [token, status] of [
        [undefined, 401],
        [who.customer, 403],
        [who.staff, 403],
        [who.access, 403],
      ] as const) {
        const res = await A.call('PUT', `/api/companies/${a.companyId}`, {
          token,
          body: { maintenance: true },
        });
        expect(res.statusCode).toBe(status);
      }
      expect((await stored())?.maintenance).toBe(false);
    });
  });

  describe('POST /api/companies (platform administrators)', () => {
    const body = {
      nickname: 'gamma',
      displayName: 'Salon Gamma',
      hosts: ['gamma.localhost'],
      ownerEmail: 'owner@gamma.example',
      homepageType: 'mkp',
    };

    it('refuses anyone but a platform administrator', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/companies', payload: body })).statusCode).toBe(
        401,
      );
      const provider = await app.inject({
        method: 'POST',
        url: '/api/companies',
        payload: body,
        headers: { authorization: `Bearer ${who.owner}`, company: a.token },
      });
      expect(provider.statusCode).toBe(403);
      const rows = await database.db.select().from(companies).where(eq(companies.nickname, 'gamma'));
      expect(rows).toHaveLength(0);
    });

    it('creates a company with its host and first owner; the storefront resolves it at once', async () => {
      // A miss is cached too: the new host must still resolve right after creation.
      expect((await app.inject({ url: '/api/companies/token/host/gamma.localhost' })).statusCode).toBe(404);
      const res = await app.inject({
        method: 'POST',
        url: '/api/companies',
        payload: body,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.statusCode).toBe(201);
      const created = CompanyCreatedAnswerSchema.parse(res.json());
      expect(created.token).toMatch(/^[0-9a-f]{32}$/);
      expect(created.company).toMatchObject({
        nickname: 'gamma',
        hosts: ['gamma.localhost'],
        homepageMode: 'mono',
      });
      const host = await app.inject({ url: '/api/companies/token/host/gamma.localhost' });
      expect(host.json()).toEqual({ token: created.token, debug: false });
      const gammaMe = await app.inject({ url: '/api/companies/me', headers: { company: created.token } });
      expect(CompanyAnswerSchema.parse(gammaMe.json()).company.identity.displayName).toBe('Salon Gamma');
      const owners = await database.db
        .select()
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, created.company.id), eq(companyUsers.role, 'owner')));
      expect(owners.map((o) => o.email)).toEqual(['owner@gamma.example']);
    });

    it('refuses bad input and a nickname or host in use', async () => {
      const post = (payload: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/companies',
          payload: payload as object,
          headers: { authorization: `Bearer ${adminToken}` },
        });
      for (const bad of [
        { ...body, nickname: 'Bad Name' },
        { ...body, nickname: 'delta', hosts: ['not a host'] },
        { ...body, nickname: 'delta', ownerEmail: 'nope' },
        { nickname: 'delta' },
      ]) {
        expect((await post(bad)).statusCode).toBe(400);
      }
      expect((await post(body)).statusCode).toBe(409);
      expect((await post({ ...body, nickname: 'delta', hosts: ['alpha.localhost'] })).statusCode).toBe(409);
      expect(await database.db.select().from(companies).where(eq(companies.nickname, 'delta'))).toHaveLength(
        0,
      );
    });
  });

  describe('DELETE /api/companies/{id}', () => {
    it('needs the owner and the nickname as confirmation', async () => {
      const gamma = (await database.db.select().from(companies).where(eq(companies.nickname, 'gamma')))[0];
      if (!gamma) throw new Error('gamma missing');
      const G = tenantClient(app, gamma);
      const manager = await staffToken(database.db, gamma.id, 'manager');
      const owner = await staffToken(database.db, gamma.id, 'owner');
      expect(
        (await G.call('DELETE', `/api/companies/${gamma.id}`, { token: manager, body: { confirm: 'gamma' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await G.call('DELETE', `/api/companies/${gamma.id}`, { token: owner, body: { confirm: 'wrong' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await G.call('DELETE', `/api/companies/${a.companyId}`, {
            token: owner,
            body: { confirm: 'alpha' },
          })
        ).statusCode,
      ).toBe(404);
      const res = await G.call('DELETE', `/api/companies/${gamma.id}`, {
        token: owner,
        body: { confirm: 'gamma' },
      });
      expect(res.statusCode).toBe(200);
      expect((await G.get('/api/companies/me')).statusCode).toBe(401);
      expect((await A.get('/api/companies/me')).statusCode).toBe(200);
    });

    it('deletes a company with booking history and everything it owns', async () => {
      await database.db.insert(appointments).values({
        companyId: b.companyId,
        shopId: b.shopIds[0] as number,
        articleId: b.serviceId,
        employeeId: b.employeeIds[0],
        startsAt: new Date('2030-03-05T09:00:00Z'),
        endsAt: new Date('2030-03-05T10:00:00Z'),
      });
      const owner = (await callers(database, b)).owner;
      const res = await tenantClient(app, b).call('DELETE', `/api/companies/${b.companyId}`, {
        token: owner,
        body: { confirm: 'beta' },
      });
      expect(res.statusCode).toBe(200);
      const left = await database.db.select().from(companies).where(eq(companies.id, b.companyId));
      expect(left).toHaveLength(0);
      expect(
        await database.db.select().from(appointments).where(eq(appointments.companyId, b.companyId)),
      ).toHaveLength(0);
    });
  });
});
