import { describe, expect, it } from 'vitest';
import { canRunModule, homepageMode, isEshopEnabled, isGiftActive, isPaymentEnabled } from './switches.ts';

describe('payment enabled (spec §5)', () => {
  it('needs a public key for stripe and payzen', () => {
    expect(isPaymentEnabled({ provider: 'stripe', publicKey: null })).toBe(false);
    expect(isPaymentEnabled({ provider: 'stripe', publicKey: 'pk_test_1' })).toBe(true);
    expect(isPaymentEnabled({ provider: 'payzen', publicKey: '' })).toBe(false);
    expect(isPaymentEnabled({ provider: 'payzen', publicKey: 'k' })).toBe(true);
  });
  it('always works for saferpay, monetico, paypal and free', () => {
    for (const provider of ['saferpay', 'monetico', 'paypal', 'free'] as const) {
      expect(isPaymentEnabled({ provider, publicKey: null })).toBe(true);
    }
  });
});

describe('e-shop enabled', () => {
  it('needs payment, a provider other than monetico and eshopEnabled', () => {
    expect(isEshopEnabled({ provider: 'free', publicKey: null }, true)).toBe(true);
    expect(isEshopEnabled({ provider: 'free', publicKey: null }, false)).toBe(false);
    expect(isEshopEnabled({ provider: 'monetico', publicKey: 'k' }, true)).toBe(false);
    expect(isEshopEnabled({ provider: 'stripe', publicKey: null }, true)).toBe(false);
  });
});

describe('gift active', () => {
  it('needs the setting, at least one theme and payment', () => {
    expect(isGiftActive({ provider: 'free', publicKey: null }, true, 2)).toBe(true);
    expect(isGiftActive({ provider: 'free', publicKey: null }, true, 0)).toBe(false);
    expect(isGiftActive({ provider: 'free', publicKey: null }, false, 2)).toBe(false);
    expect(isGiftActive({ provider: 'stripe', publicKey: null }, true, 2)).toBe(false);
  });
});

describe('modules and home mode', () => {
  it('runs ESHOP and LOYALTY from version 0', () => {
    expect(canRunModule('ESHOP', 0)).toBe(true);
    expect(canRunModule('LOYALTY', 0)).toBe(true);
    expect(canRunModule('LOYALTY', -1)).toBe(false);
  });
  it('is mono with one shop or none, else the company type', () => {
    expect(homepageMode(0, 'mkp')).toBe('mono');
    expect(homepageMode(1, 'mkp-2')).toBe('mono');
    expect(homepageMode(5, 'mkp-2')).toBe('mkp-2');
  });
});
