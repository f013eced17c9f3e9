import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manageToken, openManageToken } from './token.ts';

const key = randomBytes(32);

describe('booking manage token', () => {
  it('opens its booking order until 30 days after the booking ends', () => {
    const endsAt = new Date('2026-12-01T10:00:00Z');
    const token = manageToken(key, { companyId: 3, orderId: 41, endsAt });
    expect(openManageToken(key, token, new Date('2026-12-30T10:00:00Z'))).toEqual({
      companyId: 3,
      orderId: 41,
    });
    expect(openManageToken(key, token, new Date('2026-12-31T10:00:01Z'))).toBeNull();
    expect(openManageToken(randomBytes(32), token, endsAt)).toBeNull();
  });
});
