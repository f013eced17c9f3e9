import { describe, expect, it } from 'vitest';
import { giftItem, parseGiftCart, sendAtOf } from './gift-cart.ts';

const line = {
  key: 'a',
  amount: 5000,
  themeId: 2,
  themeName: 'Anniversaire',
  recipientName: 'Léa',
  recipientEmail: 'lea@example.com',
  message: 'Bon anniversaire',
  sendAt: null,
};

describe('gift vouchers waiting in the cart', () => {
  it('reads back what was written', () => {
    expect(parseGiftCart(JSON.stringify([line]))).toEqual([line]);
  });

  it('drops what is not a voucher to buy', () => {
    expect(parseGiftCart('nope')).toEqual([]);
    expect(parseGiftCart(JSON.stringify({}))).toEqual([]);
    expect(
      parseGiftCart(
        JSON.stringify([
          { ...line, amount: 12.5 },
          { ...line, recipientEmail: ' ' },
          { ...line, sendAt: 'x' },
        ]),
      ),
    ).toEqual([{ ...line, sendAt: null }]);
  });

  it('sends the item the payment service takes', () => {
    expect(giftItem(line)).toEqual({
      kind: 'gift',
      amount: 5000,
      themeId: 2,
      recipientName: 'Léa',
      recipientEmail: 'lea@example.com',
      message: 'Bon anniversaire',
      sendAt: null,
    });
  });

  it('mails on the chosen day at 09:00 local time', () => {
    const at = sendAtOf('2026-05-01');
    expect(at && new Date(at).getHours()).toBe(9);
    expect(sendAtOf('')).toBeNull();
    expect(sendAtOf('01/05/2026')).toBeNull();
  });
});
