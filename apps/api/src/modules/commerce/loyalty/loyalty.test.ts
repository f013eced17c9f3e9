import { LoyaltyCurrentAnswerSchema, LoyaltyExchangeAnswerSchema } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { loyaltyCards, loyaltyTiers, loyaltyTransactions } from '../../../db/schema.ts';
import { awardLoyaltyPoints } from './award.ts';

describe.each(engines)('loyalty (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let tierIds: number[];
  let tierB: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    const rows = await database.db
      .insert(loyaltyTiers)
      .values([
        {
          companyId: a.companyId,
          name: { fr: 'Or', en: 'Gold' },
          reward: { fr: 'Soin offert', en: 'Free treatment' },
          pointsRequired: 500,
          rewardValue: 6500,
          order: 3,
        },
        {
          companyId: a.companyId,
          name: { fr: 'Perle', en: 'Pearl' },
          reward: { fr: '5 € offerts', en: '€5 off' },
          pointsRequired: 100,
          rewardValue: 500,
          order: 1,
        },
        {
          companyId: a.companyId,
          name: { fr: 'Saphir' },
          reward: { fr: '15 € offerts' },
          pointsRequired: 250,
          rewardValue: 1500,
          order: 2,
        },
      ])
      .returning({ id: loyaltyTiers.id });
    tierIds = rows.map((r) => r.id);
    const [other] = await database.db
      .insert(loyaltyTiers)
      .values({ companyId: b.companyId, name: { fr: 'B' }, reward: { fr: 'B' }, pointsRequired: 1 })
      .returning({ id: loyaltyTiers.id });
    tierB = other?.id ?? 0;
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const pearl = () => tierIds[1] as number;
  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, company = a.token) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { company, curlang: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  async function withCard(points: number) {
    const customer = await customerToken(database.db, a.companyId);
    await database.db.insert(loyaltyCards).values({
      companyId: a.companyId,
      customerId: customer.customerId,
      number: `T-${customer.customerId}`,
      points,
    });
    return customer;
  }

  it('answers card null without a card, and the card with its tier and the next one', async () => {
    const bare = await customerToken(database.db, a.companyId);
    expect((await call('GET', '/api/loyalty/current', bare.token)).json()).toEqual({ card: null });
    const { token } = await withCard(180);
    const { card } = LoyaltyCurrentAnswerSchema.parse(
      (await call('GET', '/api/loyalty/current', token)).json(),
    );
    expect(card).toMatchObject({
      points: 180,
      palierId: pearl(),
      tier: { name: 'Pearl', reward: '€5 off', pointsRequired: 100 },
      next: { tier: { name: 'Saphir', pointsRequired: 250 }, missing: 70 },
    });
    expect(card?.tiers.map((t) => t.pointsRequired)).toEqual([100, 250, 500]);
    expect((await call('GET', '/api/loyalty/current')).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/loyalty/current', await staffToken(database.db, a.companyId))).statusCode,
    ).toBe(403);
  });

  it('exchanges points for a reward, refusing what the card cannot pay', async () => {
    const { token, customerId } = await withCard(180);
    const res = await call('POST', '/api/loyalty/exchange', token, { palierId: pearl() });
    const answer = LoyaltyExchangeAnswerSchema.parse(res.json());
    expect(answer.card).toMatchObject({ points: 80, palierId: null, tier: null });
    expect(answer.reward).toEqual({ palierId: pearl(), reward: '€5 off', rewardValue: 500, points: 100 });
    const poor = await call('POST', '/api/loyalty/exchange', token, { palierId: pearl() });
    expect(poor.json()).toMatchObject({ code: 409, type: 'insufficient_points' });
    expect((await call('POST', '/api/loyalty/exchange', token, { palierId: tierB })).statusCode).toBe(404);
    expect((await call('POST', '/api/loyalty/exchange', token, {})).statusCode).toBe(400);
    const bare = await customerToken(database.db, a.companyId);
    expect(
      (await call('POST', '/api/loyalty/exchange', bare.token, { palierId: pearl() })).json(),
    ).toMatchObject({
      code: 404,
      type: 'no_card',
    });
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    const ledger = await database.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.cardId, card?.id ?? 0));
    expect(ledger.map((l) => l.delta)).toEqual([-100]);
  });

  it('never lets concurrent exchanges spend the same points twice', async () => {
    const { token, customerId } = await withCard(300);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/loyalty/exchange', token, { palierId: pearl() })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409]);
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    expect(card?.points).toBe(0);
    const ledger = await database.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.cardId, card?.id ?? 0));
    expect(ledger).toHaveLength(3);
  });

  it('awards 1 point per whole euro, once per order, creating the card and moving its tier', async () => {
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const award = (amountCents: number, sourceRef: string) =>
      database.db.transaction((tx) =>
        awardLoyaltyPoints(tx, { companyId: a.companyId, customerId, amountCents, sourceRef }),
      );
    expect(await award(9_999, 'booking_order:1')).toEqual({ awarded: 99, points: 99, duplicate: false });
    expect(await award(9_999, 'booking_order:1')).toEqual({ awarded: 0, points: 99, duplicate: true });
    expect(await award(99, 'eshop_order:1')).toMatchObject({ awarded: 0, reason: 'no_points' });
    const concurrent = await Promise.all([award(15_050, 'eshop_order:2'), award(15_050, 'eshop_order:2')]);
    expect(concurrent.map((r) => r.awarded).sort()).toEqual([0, 150]);
    const { card } = LoyaltyCurrentAnswerSchema.parse(
      (await call('GET', '/api/loyalty/current', token)).json(),
    );
    expect(card).toMatchObject({
      points: 249,
      palierId: pearl(),
      number: expect.stringMatching(/^LC-\d{10}$/),
    });
    const [row] = await database.db
      .select()
      .from(loyaltyCards)
      .where(and(eq(loyaltyCards.companyId, a.companyId), eq(loyaltyCards.customerId, customerId)));
    expect(row?.tierId).toBe(pearl());
  });

  it('awards nothing where the company has no loyalty programme', async () => {
    const c = await createTenant(database.db, `gamma${engine}`);
    const { customerId } = await customerToken(database.db, c.companyId);
    const result = await awardLoyaltyPoints(database.db, {
      companyId: c.companyId,
      customerId,
      amountCents: 10_000,
      sourceRef: 'booking_order:9',
    });
    expect(result).toMatchObject({ awarded: 0, reason: 'no_program' });
    expect(
      await database.db.select().from(loyaltyCards).where(eq(loyaltyCards.companyId, c.companyId)),
    ).toEqual([]);
  });
});
