import { LOCKOUT_POLICIES } from '@eclat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCoupons } from '../../../test-support/coupon-fixtures.ts';
import { type ContentTestKit, createContentTestKit } from '../../../test-support/crud-testing.ts';
import { engines } from '../../../test-support/databases.ts';
import { giftOrders } from '../../db/schema.ts';
import { issueGifts } from '../../modules/commerce/gifts/issue.ts';

// Issue 16, defect 6: 500 voucher codes were tried in 0.84 s. The routes that tell whether a
// gift voucher or coupon code exists now count each client address's misses.
describe.each(engines)('guessing voucher and coupon codes (%s)', (engine) => {
  let kit: ContentTestKit;
  let voucher = '';
  const max = LOCKOUT_POLICIES.voucher.ip.max;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const db = kit.database.db;
    await insertCoupons(db, kit.a.companyId);
    const [order] = await db
      .insert(giftOrders)
      .values({ companyId: kit.a.companyId, customerId: null, total: 5000, status: 'paid' })
      .returning({ id: giftOrders.id });
    const [gift] = await db.transaction((tx) =>
      issueGifts(tx, {
        companyId: kit.a.companyId,
        giftOrderId: order?.id as number,
        buyerCustomerId: null,
        buyerEmail: null,
        lang: 'fr',
        purchases: [
          {
            amount: 5000,
            themeId: null,
            recipientName: 'Camille',
            recipientEmail: 'camille@example.com',
            message: null,
            sendAt: null,
          },
        ],
        now: new Date(),
      }),
    );
    voucher = gift?.code ?? '';
  });
  afterAll(async () => {
    await kit?.close();
  });

  const check = (code: string, remoteAddress: string) =>
    kit.app.inject({
      url: `/api/gifts/check/${encodeURIComponent(code)}`,
      remoteAddress,
      headers: { company: kit.a.token },
    });
  const apply = (code: string, remoteAddress: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/coupons/apply',
      remoteAddress,
      headers: { company: kit.a.token },
      payload: { code, amount: 10_000 },
    });

  it('locks an address that walks the voucher codes, not the others', async () => {
    const guesser = '10.60.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < max + 5; i++)
      statuses.push((await check(`GUESS${String(i).padStart(6, '0')}`, guesser)).statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual(Array(5).fill(429));
    const locked = await check(voucher, guesser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    expect(locked.json()).toMatchObject({ code: 429, type: 'locked', retryAfter: expect.any(Number) });
    // Another visitor checks a real voucher; right answers never count.
    for (let i = 0; i < max + 5; i++) {
      const res = await check(voucher, '10.60.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.json().valid).toBe(true);
    }
  });

  it('counts voucher and coupon misses together, not refusals of a code that exists', async () => {
    const guesser = '10.60.0.3';
    for (let i = 0; i < max / 2; i++) expect((await apply(`NOPE${i}`, guesser)).statusCode).toBe(404);
    for (let i = 0; i < max / 2 - 1; i++) expect((await check(`NOPE${i}`, guesser)).statusCode).toBe(200);
    // A code that exists but is refused (too small an amount) teaches nothing usable: not counted.
    for (let i = 0; i < 3; i++)
      expect(
        (
          await kit.app.inject({
            method: 'POST',
            url: '/api/coupons/apply',
            remoteAddress: guesser,
            headers: { company: kit.a.token },
            payload: { code: 'ECLAT15', amount: 100 },
          })
        ).statusCode,
      ).toBe(422);
    expect((await apply('ECLAT15', guesser)).statusCode).toBe(200);
    expect((await apply('NOPE-LAST', guesser)).statusCode).toBe(404);
    expect((await apply('ECLAT15', guesser)).statusCode).toBe(429);
    expect((await apply('ECLAT15', '10.60.0.4')).statusCode).toBe(200);
  });
});
