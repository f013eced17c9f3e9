import { AlertsAnswerSchema, StaffAlertsAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { alerts, articles } from '../../../db/schema.ts';

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

describe.each(engines)('alerts on %s', (engine) => {
  let kit: ContentTestKit;
  let draftService: number;
  let product: number;
  let type4Service: number;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const companyId = kit.a.companyId;
    const rows = await kit.database.db
      .insert(articles)
      .values([
        { companyId, slug: 'brouillon', type: 1, name: { fr: 'Brouillon' }, draft: true },
        { companyId, slug: 'serum', type: 2, name: { fr: 'Sérum' } },
        { companyId, slug: 'forfait', type: 4, name: { fr: 'Forfait' } },
      ])
      .returning({ id: articles.id });
    [draftService, product, type4Service] = rows.map((r) => r.id) as [number, number, number];
    const window = { startsAt: days(-1), endsAt: days(10) };
    await kit.database.db.insert(alerts).values([
      {
        companyId,
        serviceId: kit.a.serviceId,
        body: { fr: 'Soin visage: test', en: 'Facial: test' },
        ...window,
      },
      { companyId, serviceId: type4Service, body: { fr: 'Forfait' }, ...window },
      { companyId, serviceId: draftService, body: { fr: 'Brouillon' }, ...window },
      { companyId, serviceId: product, body: { fr: 'Produit' }, ...window },
      { companyId, serviceId: null, body: { fr: 'Sans service' }, ...window },
      { companyId, serviceId: kit.b.serviceId, body: { fr: 'Service de B' }, ...window },
      {
        companyId,
        serviceId: kit.a.serviceId,
        body: { fr: 'Passée' },
        startsAt: days(-30),
        endsAt: days(-20),
      },
      { companyId, serviceId: kit.a.serviceId, body: { fr: 'Future' }, startsAt: days(2), endsAt: days(3) },
      { companyId: kit.b.companyId, serviceId: kit.b.serviceId, body: { fr: 'Alerte B' }, ...window },
    ]);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const alertCount = async () => (await kit.database.db.select({ n: count() }).from(alerts))[0]?.n;

  it('lists the current alerts whose service is an existing non-draft service of the company', async () => {
    const res = await kit.call('GET', '/api/alerts', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const list = AlertsAnswerSchema.parse(res.json()).alerts;
    expect(list.map((a) => a.body)).toEqual(['Facial: test', 'Forfait']);
    expect(list[0]?.serviceId).toBe(kit.a.serviceId);
    const b = AlertsAnswerSchema.parse(
      (await kit.call('GET', '/api/alerts', { company: 'b' })).json(),
    ).alerts;
    expect(b.map((a) => a.body)).toEqual(['Alerte B']);
  });

  it('hides an alert once its service becomes a draft', async () => {
    await kit.database.db.update(articles).set({ draft: true }).where(eq(articles.id, type4Service));
    const list = AlertsAnswerSchema.parse((await kit.call('GET', '/api/alerts')).json()).alerts;
    expect(list.map((a) => a.body)).toEqual(['Soin visage: test']);
    await kit.database.db.update(articles).set({ draft: false }).where(eq(articles.id, type4Service));
  });

  it('gives staff every alert with ?all=1 and refuses others', async () => {
    expect((await kit.call('GET', '/api/alerts?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/alerts?all=1', { as: 'customer' })).statusCode).toBe(403);
    const list = StaffAlertsAnswerSchema.parse(
      (await kit.call('GET', '/api/alerts?all=1', { as: 'owner' })).json(),
    );
    expect(list.alerts).toHaveLength(8);
    expect(list.alerts.filter((a) => a.current)).toHaveLength(6);
  });

  it('creates, changes and deletes an alert of a service', async () => {
    const res = await kit.call('POST', '/api/alerts', {
      as: 'manager',
      body: {
        serviceId: kit.a.serviceId,
        body: { fr: '<b>Nouveau</b><script>x</script>' },
        start: days(-1).toISOString(),
        end: days(1).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { alert } = res.json();
    expect(alert).toMatchObject({ body: { fr: '<b>Nouveau</b>' }, current: true });
    const shown = AlertsAnswerSchema.parse((await kit.call('GET', '/api/alerts')).json()).alerts;
    expect(shown.map((a) => a.id)).toContain(alert.id);
    const changed = await kit.call('PUT', `/api/alerts/${alert.id}`, {
      as: 'manager',
      body: { serviceId: type4Service },
    });
    expect(changed.json().alert.serviceId).toBe(type4Service);
    expect((await kit.call('DELETE', `/api/alerts/${alert.id}`, { as: 'manager' })).statusCode).toBe(204);
  });

  it('refuses an alert of a product, of a missing service or of another company, writing nothing', async () => {
    const before = await alertCount();
    const good = {
      serviceId: kit.a.serviceId,
      body: { fr: 'x' },
      start: days(0).toISOString(),
      end: days(1).toISOString(),
    };
    for (const serviceId of [product, kit.b.serviceId, 1_999_999_999]) {
      const res = await kit.call('POST', '/api/alerts', { as: 'manager', body: { ...good, serviceId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.serviceId');
    }
    for (const body of [
      { ...good, serviceId: undefined },
      { ...good, end: good.start },
      { ...good, start: 'now' },
    ]) {
      expect((await kit.call('POST', '/api/alerts', { as: 'manager', body })).statusCode).toBe(400);
    }
    expect((await kit.call('POST', '/api/alerts', { body: good })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/alerts', { as: 'customer', body: good })).statusCode).toBe(403);
    const [first] = await kit.database.db.select().from(alerts).where(eq(alerts.companyId, kit.a.companyId));
    expect(
      (
        await kit.call('PUT', `/api/alerts/${first?.id}`, {
          company: 'b',
          as: 'manager',
          body: { body: { fr: 'B' } },
        })
      ).statusCode,
    ).toBe(404);
    expect(await alertCount()).toBe(before);
  });
});
