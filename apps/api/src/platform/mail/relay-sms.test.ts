// The outbox relay delivering SMS through a real gateway (Brevo's, against its local stub):
// retries on later runs, gives up after MAX_ATTEMPTS or at once on a refusal, and never sends one
// SMS twice when two relays (two API processes) run at the same time.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { type BrevoStub, startBrevoStub } from '../../../test-support/sms-stubs/brevo.stub.ts';
import { outbox } from '../../db/schema.ts';
import { OutboxCipher } from './cipher.ts';
import { Messenger } from './messenger.ts';
import { MAX_ATTEMPTS, type RelayOptions, relayOutbox } from './relay.ts';
import { brevoSms } from './sms/brevo.ts';

const API_KEY = 'xkeysib-relay-test';

describe.each(engines)('outbox relay, SMS (%s)', (engine) => {
  let database: TestDatabase;
  let tenant: TenantFixture;
  let stub: BrevoStub;
  const cipher = new OutboxCipher();
  const now = new Date('2026-06-01T10:00:00Z');

  const gateway = () =>
    brevoSms({ apiKey: API_KEY, sender: 'SalonAlpha', baseUrl: stub.baseUrl, timeoutMs: 2000 });
  // Each run an hour after the last: past any retry's backoff (30 s, 2, 8, 32 min).
  let clock = now;
  const relay = (overrides: Partial<RelayOptions> = {}) => {
    clock = new Date(clock.getTime() + 3_600_000);
    return relayOutbox(database.db, {
      sms: gateway(),
      cipher,
      from: 'x@example.com',
      now: clock,
      ...overrides,
    });
  };

  async function queueSms(to: string, body: string): Promise<number> {
    const [row] = await database.db
      .insert(outbox)
      .values({ companyId: tenant.companyId, channel: 'sms', to, body, createdAt: now })
      .returning({ id: outbox.id });
    return row?.id as number;
  }
  async function row(id: number) {
    const [found] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    return found;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    tenant = await createTenant(database.db, 'alpha');
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    stub = await startBrevoStub({ apiKey: API_KEY });
  });
  afterEach(async () => {
    await stub.close();
    // Each test starts with no SMS due.
    await database.db.delete(outbox).where(eq(outbox.channel, 'sms'));
  });

  it('sends what a transaction queued and a failed first delivery left, once, and leaves mails alone', async () => {
    stub.failNext(500, { code: 'internal_error', message: 'Internal error' });
    const messenger = new Messenger(database.db, cipher, { sms: gateway(), now: () => now });
    const first = await messenger.send({
      companyId: tenant.companyId,
      channel: 'sms',
      to: '+33611111111',
      lang: 'fr',
      template: 'sms_code',
      vars: { company: 'Salon Alpha', minutes: 10 },
      secret: '482913',
    });
    expect(first.delivered).toBe(false);
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.to, '+33611111111'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toBe('brevo: HTTP 500 internal_error: Internal error');
    expect(failed?.body).not.toContain('482913');

    await queueSms('0622222222', 'Salon Alpha : rappel, rendez-vous demain à 10 h.');
    const [mail] = await database.db
      .insert(outbox)
      .values({
        companyId: tenant.companyId,
        channel: 'email',
        to: 'lea@example.com',
        body: 'x',
        createdAt: now,
      })
      .returning({ id: outbox.id });

    expect(await relay()).toBe(2);
    expect(stub.received.map((m) => [m.recipient, m.content])).toEqual([
      ['33611111111', 'Salon Alpha : votre code de vérification est 482913. Il expire dans 10 minutes.'],
      ['33622222222', 'Salon Alpha : rappel, rendez-vous demain à 10 h.'],
    ]);
    expect(await relay()).toBe(0);
    expect(stub.received).toHaveLength(2);
    // No mail transport: the mail keeps all its attempts for when one is configured.
    expect(await row(mail?.id as number)).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
  });

  it('tries again on later runs while the gateway is down, then gives up after MAX_ATTEMPTS', async () => {
    const recovers = await queueSms('+33633333333', 'a');
    stub.failNext(503, 'Service Unavailable', 'text/plain');
    expect(await relay()).toBe(0);
    expect(await row(recovers)).toMatchObject({ attempts: 1, sentAt: null });
    // Not before its backoff: 30 s after the failed try.
    expect(await relay({ now: new Date(clock.getTime() + 29_000) })).toBe(0);
    expect(await relay()).toBe(1);
    expect(await row(recovers)).toMatchObject({ attempts: 1, sentAt: clock, lastError: null });

    const doomed = await queueSms('+33644444444', 'b');
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) stub.failNext(503, 'Service Unavailable', 'text/plain');
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await relay();
    expect(await row(doomed)).toMatchObject({
      attempts: MAX_ATTEMPTS,
      sentAt: null,
      lastError: 'brevo: HTTP 503 Service Unavailable',
    });
    expect(stub.requests.filter((r) => r.raw.includes('33644444444'))).toHaveLength(MAX_ATTEMPTS);
  });

  it('gives up at once on what cannot be sent: not a phone number, a refusal of the gateway', async () => {
    const notPhone = await queueSms('camille@example.com', 'a');
    stub.setCredits(0);
    const noCredit = await queueSms('+33655555555', 'b');
    expect(await relay()).toBe(0);
    expect(await row(notPhone)).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect((await row(notPhone))?.lastError).toMatch(/E\.164/);
    expect(await row(noCredit)).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'brevo: HTTP 402 not_enough_credits: Not enough credits',
    });
    stub.setCredits(10);
    expect(await relay()).toBe(0);
    // One request in all: the number was refused before any, the 402 was not tried again.
    expect(stub.requests).toHaveLength(1);
  });

  it('never sends one SMS twice when two relays run at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await queueSms(`+3366666666${i}`, `message ${i}`));
    // Slow answers keep each relay's rows locked while the other one looks for work.
    stub.delay(100);
    const counts = await Promise.all([relay({ batch: 3 }), relay({ batch: 3 })]);
    expect(counts).toEqual([3, 3]);
    expect(await relay()).toBe(0);
    const recipients = stub.received.map((m) => m.recipient).sort();
    expect(recipients).toEqual(ids.map((_, i) => `3366666666${i}`));
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 0)).toBe(true);
  });

  it('does nothing without a transport for any channel', async () => {
    const id = await queueSms('+33677777777', 'a');
    expect(await relay({ sms: null })).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: 0, sentAt: null });
    expect(stub.requests).toEqual([]);
  });
});
