import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  checkCode,
  completionOutcome,
  maskEmail,
  maskPhone,
  normaliseEmail,
  normalisePhone,
  phoneVerificationRequired,
} from './registration.ts';

describe('registration', () => {
  it('reads booker.registration.phoneVerification, false by default', () => {
    expect(phoneVerificationRequired({})).toBe(false);
    expect(phoneVerificationRequired(null)).toBe(false);
    expect(phoneVerificationRequired({ registration: { phoneVerification: 'yes' } })).toBe(false);
    expect(phoneVerificationRequired({ registration: { phoneVerification: true } })).toBe(true);
    expect(completionOutcome({ registration: { phoneVerification: true } })).toBe('await_sms_code');
    expect(completionOutcome({})).toBe('activate');
  });

  it('normalises e-mails and phone numbers', () => {
    expect(normaliseEmail('  Camille@Example.COM ')).toBe('camille@example.com');
    expect(normalisePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('06.12.34.56.78', 'BE')).toBe('+32612345678');
    expect(normalisePhone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('+33 (0)6')).toBeNull();
    expect(normalisePhone('612345678')).toBeNull();
    expect(normalisePhone('0612345678', 'ZZ')).toBeNull();
    expect(normalisePhone('hello')).toBeNull();
  });

  it('gives E.164 or null for any input (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalisePhone(s);
        return n === null || /^\+[1-9]\d{6,14}$/.test(n);
      }),
    );
  });

  it('judges a submitted code', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const later = new Date('2026-01-01T10:05:00Z');
    const earlier = new Date('2026-01-01T09:59:59Z');
    expect(checkCode(null, now)).toBe('none');
    expect(checkCode({ matches: true, attempts: 0, expiresAt: later }, now)).toBe('ok');
    expect(checkCode({ matches: false, attempts: 0, expiresAt: later }, now)).toBe('wrong');
    expect(checkCode({ matches: true, attempts: 0, expiresAt: earlier }, now)).toBe('expired');
    expect(checkCode({ matches: true, attempts: CODE_MAX_ATTEMPTS, expiresAt: later }, now)).toBe(
      'exhausted',
    );
  });

  it('masks addresses', () => {
    expect(maskEmail('camille@example.com')).toBe('c•••@example.com');
    expect(maskPhone('+33612345678')).toBe('+33•••••••78');
  });
});
