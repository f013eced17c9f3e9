import { EventsAnswerSchema, StaffEventsAnswerSchema } from '@eclat/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { events } from '../../../db/schema.ts';

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

describe.each(engines)('events on %s', (engine) => {
  let kit: ContentTestKit;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const a = kit.a.companyId;
    await kit.database.db.insert(events).values([
      {
        companyId: a,
        startsAt: days(-1),
        endsAt: days(20),
        image: '/media/events/semaine.svg',
        body: { fr: '<p>Semaine de l’Éclat</p><script>x()</script>', en: '<p>Éclat week</p>' },
        linkUrl: '/services/visage',
        linkTitle: { fr: 'Voir les soins', en: 'See the facials' },
      },
      { companyId: a, startsAt: days(-2), endsAt: days(1), body: { fr: 'Atelier' }, showDates: false },
      { companyId: a, startsAt: days(-40), endsAt: days(-30), body: { fr: 'Passé' } },
      { companyId: a, startsAt: days(3), endsAt: days(10), body: { fr: 'À venir' } },
      { companyId: kit.b.companyId, startsAt: days(-1), endsAt: days(1), body: { fr: 'Bêta' } },
    ]);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const eventCount = async () => (await kit.database.db.select({ n: count() }).from(events))[0]?.n;

  it('lists only the current events, in start order, in the spec §3 shape', async () => {
    const res = await kit.call('GET', '/api/events', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const list = EventsAnswerSchema.parse(res.json()).events;
    expect(list.map((e) => e.body)).toEqual(['Atelier', '<p>Éclat week</p>']);
    expect(list[1]).toMatchObject({
      img: [{ url: '/media/events/semaine.svg' }],
      showDates: true,
      link: { url: '/services/visage', title: 'See the facials' },
    });
    expect(list[0]).toMatchObject({ img: [], showDates: false, link: null });
    const fr = EventsAnswerSchema.parse((await kit.call('GET', '/api/events')).json()).events;
    expect(fr[1]?.body).toBe('<p>Semaine de l’Éclat</p>');
  });

  it('shows each company only its events', async () => {
    const b = EventsAnswerSchema.parse(
      (await kit.call('GET', '/api/events', { company: 'b' })).json(),
    ).events;
    expect(b.map((e) => e.body)).toEqual(['Bêta']);
  });

  it('gives staff every event with ?all=1 and refuses others', async () => {
    expect((await kit.call('GET', '/api/events?all=1')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/events?all=1', { as: 'customer' })).statusCode).toBe(403);
    const res = StaffEventsAnswerSchema.parse(
      (await kit.call('GET', '/api/events?all=1', { as: 'manager' })).json(),
    );
    expect(res.events).toHaveLength(4);
    expect(res.events.map((e) => e.current)).toEqual([false, true, true, false]);
    expect(res.events[1]?.body.fr).not.toContain('script');
  });

  it('creates an event with a sanitised body; it shows once current', async () => {
    const res = await kit.call('POST', '/api/events', {
      as: 'manager',
      body: {
        start: days(-1).toISOString(),
        end: days(2).toISOString(),
        body: { fr: '<p>Portes ouvertes<img src=x onerror=alert(1)></p>' },
        linkUrl: 'https://eclat.example/portes-ouvertes',
        linkTitle: { fr: 'En savoir plus' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { event } = res.json();
    expect(event.current).toBe(true);
    const [row] = await kit.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.body.fr).toBe('<p>Portes ouvertes<img></p>');
    const list = EventsAnswerSchema.parse((await kit.call('GET', '/api/events')).json()).events;
    expect(list.map((e) => e.id)).toContain(event.id);

    const moved = await kit.call('PUT', `/api/events/${event.id}`, {
      as: 'manager',
      body: { start: days(5).toISOString(), end: days(6).toISOString() },
    });
    expect(moved.json().event).toMatchObject({ current: false, body: { fr: '<p>Portes ouvertes<img></p>' } });
    const after = EventsAnswerSchema.parse((await kit.call('GET', '/api/events')).json()).events;
    expect(after.map((e) => e.id)).not.toContain(event.id);
    expect((await kit.call('DELETE', `/api/events/${event.id}`, { as: 'manager' })).statusCode).toBe(204);
  });

  it('refuses bad events and other callers, writing nothing', async () => {
    const before = await eventCount();
    const good = { start: days(1).toISOString(), end: days(2).toISOString(), body: { fr: 'Ok' } };
    const bad = [
      { ...good, start: undefined },
      { ...good, end: good.start },
      { ...good, end: days(0).toISOString() },
      { ...good, start: '2026-13-01T00:00:00Z' },
      { ...good, linkUrl: 'javascript:alert(1)' },
      { ...good, linkUrl: '//evil.example' },
      { ...good, body: { klingon: 'x' } },
    ];
    for (const body of bad) {
      const res = await kit.call('POST', '/api/events', { as: 'manager', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await kit.call('POST', '/api/events', { body: good })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/events', { as: 'customer', body: good })).statusCode).toBe(403);
    expect((await kit.call('POST', '/api/events', { as: 'staff', body: good })).statusCode).toBe(403);
    const [first] = await kit.database.db.select().from(events).where(eq(events.companyId, kit.a.companyId));
    const id = first?.id as number;
    const reversed = await kit.call('PUT', `/api/events/${id}`, {
      as: 'manager',
      body: { end: days(-100).toISOString() },
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      (
        await kit.call('PUT', `/api/events/${id}`, {
          company: 'b',
          as: 'manager',
          body: { showDates: false },
        })
      ).statusCode,
    ).toBe(404);
    expect((await kit.call('DELETE', `/api/events/${id}`, { company: 'b', as: 'manager' })).statusCode).toBe(
      404,
    );
    const [still] = await kit.database.db.select().from(events).where(eq(events.id, id));
    expect(still).toEqual(first);
    expect(await eventCount()).toBe(before);
  });
});
