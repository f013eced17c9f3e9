import {
  ClosedDaysAnswerSchema,
  OpenDaysAnswerSchema,
  StaffClosedDaysAnswerSchema,
  StaffOpenDaysAnswerSchema,
} from '@eclat/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { closedDays, openDays } from '../../../db/schema.ts';

describe.each(engines)('closed days and open days on %s', (engine) => {
  let kit: ContentTestKit;
  let centre: number;
  let gare: number;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    [centre, gare] = kit.a.shopIds as [number, number];
    const companyId = kit.a.companyId;
    await kit.database.db.insert(closedDays).values([
      { companyId, shopId: null, day: '2026-12-25', label: { fr: 'Noël', en: 'Christmas Day' } },
      { companyId, shopId: null, day: '2027-01-01', label: { fr: 'Jour de l’an' } },
      { companyId, shopId: gare, day: '2026-11-20', label: { fr: 'Inventaire' } },
      { companyId, shopId: centre, day: '2026-10-05', label: { fr: 'Travaux' } },
      { companyId: kit.b.companyId, shopId: null, day: '2026-12-24', label: { fr: 'Réveillon' } },
    ]);
    await kit.database.db.insert(openDays).values([
      {
        companyId,
        shopId: centre,
        day: '2026-12-20',
        hours: [{ status: 'open', hours: [{ start: '11:00', end: '18:00' }] }],
        label: { fr: 'Ouverture exceptionnelle' },
      },
      {
        companyId,
        shopId: null,
        day: '2026-12-27',
        hours: [{ status: 'open', hours: [{ start: '10:00', end: '16:00' }] }],
      },
    ]);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const closed = async (query = '', company: 'a' | 'b' = 'a') => {
    const res = await kit.call('GET', `/api/closeddays${query}`, { company, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    return ClosedDaysAnswerSchema.parse(res.json()).closeddays;
  };
  const snapshot = async () => [
    (await kit.database.db.select({ n: count() }).from(closedDays))[0]?.n,
    (await kit.database.db.select({ n: count() }).from(openDays))[0]?.n,
  ];

  it('lists the closed days in date order with labels in curlang', async () => {
    const days = await closed();
    expect(days.map((d) => d.day)).toEqual(['2026-10-05', '2026-11-20', '2026-12-25', '2027-01-01']);
    expect(days[2]).toMatchObject({ shopId: null, label: 'Christmas Day' });
    expect(days[3]?.label).toBe('Jour de l’an');
  });

  it('includes the company-wide days for every shop and filters a date range', async () => {
    expect((await closed(`?shopId=${gare}`)).map((d) => d.day)).toEqual([
      '2026-11-20',
      '2026-12-25',
      '2027-01-01',
    ]);
    expect((await closed(`?shopId=${centre}&from=2026-10-06&to=2026-12-31`)).map((d) => d.day)).toEqual([
      '2026-12-25',
    ]);
    expect((await closed('?from=2026-12-25&to=2026-12-25')).map((d) => d.day)).toEqual(['2026-12-25']);
    const open = OpenDaysAnswerSchema.parse(
      (await kit.call('GET', `/api/opendays?shopId=${gare}`)).json(),
    ).opendays;
    expect(open.map((d) => d.day)).toEqual(['2026-12-27']);
    const centreOpen = OpenDaysAnswerSchema.parse(
      (await kit.call('GET', `/api/opendays?shopId=${centre}`)).json(),
    );
    expect(centreOpen.opendays[0]).toMatchObject({
      day: '2026-12-20',
      label: 'Ouverture exceptionnelle',
      hours: [{ status: 'open', hours: [{ start: '11:00', end: '18:00' }] }],
    });
  });

  it("keeps companies apart: B's days only, A's shop is unknown to B", async () => {
    expect((await closed('', 'b')).map((d) => d.day)).toEqual(['2026-12-24']);
    expect((await kit.call('GET', `/api/closeddays?shopId=${centre}`, { company: 'b' })).statusCode).toBe(
      404,
    );
    expect((await kit.call('GET', `/api/opendays?shopId=${centre}`, { company: 'b' })).statusCode).toBe(404);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-12-31&to=2026-01-01',
      '?shopId=-1',
      '?to=tomorrow',
    ]) {
      expect((await kit.call('GET', `/api/closeddays${query}`)).statusCode, query).toBe(400);
      expect((await kit.call('GET', `/api/opendays${query}`)).statusCode, query).toBe(400);
    }
  });

  it('gives staff the language maps with ?all=1 and refuses others', async () => {
    expect((await kit.call('GET', '/api/closeddays?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/opendays?all=1', { as: 'customer' })).statusCode).toBe(403);
    const staff = StaffClosedDaysAnswerSchema.parse(
      (await kit.call('GET', '/api/closeddays?all=1', { as: 'manager' })).json(),
    );
    expect(staff.closeddays.find((d) => d.day === '2026-12-25')?.label).toEqual({
      fr: 'Noël',
      en: 'Christmas Day',
    });
    const open = StaffOpenDaysAnswerSchema.parse(
      (await kit.call('GET', '/api/opendays?all=1', { as: 'manager' })).json(),
    );
    expect(open.opendays).toHaveLength(2);
  });

  it('lets managers create, change and delete closed and open days', async () => {
    const res = await kit.call('POST', '/api/closeddays', {
      as: 'manager',
      body: { shopId: centre, day: '2026-08-15', label: { fr: 'Assomption' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { closedday } = res.json();
    expect(closedday).toMatchObject({ shopId: centre, day: '2026-08-15' });
    const moved = await kit.call('PUT', `/api/closeddays/${closedday.id}`, {
      as: 'manager',
      body: { shopId: null },
    });
    expect(moved.json().closedday.shopId).toBeNull();
    expect((await closed(`?shopId=${gare}`)).map((d) => d.day)).toContain('2026-08-15');
    expect((await kit.call('DELETE', `/api/closeddays/${closedday.id}`, { as: 'manager' })).statusCode).toBe(
      204,
    );

    const open = await kit.call('POST', '/api/opendays', {
      as: 'manager',
      body: {
        shopId: gare,
        day: '2026-12-13',
        hours: [
          { status: 'open', hours: [{ start: '10:00', end: '12:30' }] },
          { status: 'pause', hours: [{ start: '12:30', end: '13:30' }] },
          { status: 'open', hours: [{ start: '13:30', end: '17:00' }] },
        ],
      },
    });
    expect(open.statusCode, open.body).toBe(201);
    const { openday } = open.json();
    const changed = await kit.call('PUT', `/api/opendays/${openday.id}`, {
      as: 'manager',
      body: { hours: [{ status: 'open', hours: [{ start: '10:00', end: '17:00' }] }] },
    });
    expect(changed.json().openday.hours).toHaveLength(1);
    expect((await kit.call('DELETE', `/api/opendays/${openday.id}`, { as: 'manager' })).statusCode).toBe(204);
  });

  it('refuses bad days, foreign shops and other callers, writing nothing', async () => {
    const before = await snapshot();
    const closedCases = [
      { day: '2026-02-30' },
      { label: { fr: 'Sans date' } },
      { day: '2026-03-01', shopId: kit.b.shopIds[0] },
      { day: '2026-03-01', label: { zz: 'x' } },
    ];
    for (const body of closedCases) {
      expect(
        (await kit.call('POST', '/api/closeddays', { as: 'manager', body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const openCases = [
      { day: '2026-03-01', hours: [] },
      { day: '2026-03-01', hours: [{ status: 'open', hours: [{ start: '18:00', end: '10:00' }] }] },
      { day: '2026-03-01', hours: [{ status: 'open', hours: [{ start: '9h', end: '10:00' }] }] },
      {
        day: '2026-03-01',
        hours: [
          { status: 'open', hours: [{ start: '10:00', end: '14:00' }] },
          { status: 'open', hours: [{ start: '13:00', end: '18:00' }] },
        ],
      },
      { day: '2026-03-01', hours: [{ status: 'open', hours: [] }], shopId: kit.b.shopIds[1] },
    ];
    for (const body of openCases) {
      expect(
        (await kit.call('POST', '/api/opendays', { as: 'manager', body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const good = { day: '2026-03-01' };
    expect((await kit.call('POST', '/api/closeddays', { body: good })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/closeddays', { as: 'customer', body: good })).statusCode).toBe(403);
    expect((await kit.call('POST', '/api/closeddays', { as: 'staff', body: good })).statusCode).toBe(403);
    const [row] = await kit.database.db.select().from(closedDays).limit(1);
    expect(
      (
        await kit.call('DELETE', `/api/closeddays/${row?.id}`, {
          company: row?.companyId === kit.a.companyId ? 'b' : 'a',
          as: 'manager',
        })
      ).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
