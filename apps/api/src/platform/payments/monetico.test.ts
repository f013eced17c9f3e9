import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MoneticoStub, startMoneticoStub } from '../../../test-support/payment-stubs/monetico.stub.ts';
import {
  computeMac,
  MONETICO_REPLY_INVALID,
  MONETICO_REPLY_VALID,
  macString,
  moneticoDate,
  moneticoProvider,
  moneticoReference,
  parseMontant,
  usableKey,
} from './monetico.ts';
import { type ProviderContext, ProviderError, type RawRequest, type StartInput } from './provider.ts';

// A key in the kits' external form: 38 hex characters, then two that the "usable key" rule maps.
const KEY = '1036DEFD9175F29EE9337A1F284BDF781D5A40P3';
const SECRETS = { tpe: '9344512', key: KEY, societe: 'salonalpha' };

let stub: MoneticoStub;

beforeEach(async () => {
  stub = await startMoneticoStub(SECRETS);
});
afterEach(async () => {
  await stub.close();
});

function ctx(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return {
    companyToken: 'salon-alpha',
    secrets: SECRETS,
    publicKey: null,
    baseUrl: stub.baseUrl,
    returnUrls: {
      success: 'https://alpha.example/payments/rdvcheck?cartId=cart-0006',
      fail: 'https://alpha.example/payments/fail?cartId=cart-0006',
    },
    notifyUrl: 'https://api.example/api/payment/webhook/monetico/salon-alpha',
    timeoutMs: 3000,
    ...overrides,
  };
}

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    cartId: 'cart-0006',
    amount: 1234,
    currency: 'EUR',
    description: 'Salon Alpha — commande cart-0006',
    customerEmail: 'lea@example.com',
    lang: 'fr',
    idempotencyKey: 'initialize-cart-0006',
    ...overrides,
  };
}

const posted = (body: string): RawRequest => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: Buffer.from(body, 'utf8'),
  query: {},
});

function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  return promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );
}

async function startedForm() {
  const started = await moneticoProvider.start(ctx(), input());
  if (started.scenario.kind !== 'redirect') throw new Error('expected a redirect');
  return { started, scenario: started.scenario };
}

describe('monetico adapter against the Monetico payment server stub', () => {
  it('builds the sealed version 3.0 form the payment page accepts', async () => {
    const { started, scenario } = await startedForm();
    expect(scenario.url).toBe(`${stub.baseUrl}/paiement.cgi`);
    expect(scenario.method).toBe('POST');
    const { fields } = scenario;
    expect(fields).toMatchObject({
      TPE: '9344512',
      montant: '12.34EUR',
      'texte-libre': 'cart-0006',
      version: '3.0',
      lgue: 'FR',
      societe: 'salonalpha',
      mail: 'lea@example.com',
      url_retour_ok: 'https://alpha.example/payments/rdvcheck?cartId=cart-0006',
      url_retour_err: 'https://alpha.example/payments/fail?cartId=cart-0006',
    });
    expect(fields.reference).toMatch(/^[A-Z0-9]{12}$/);
    expect(fields.date).toMatch(/^\d{2}\/\d{2}\/\d{4}:\d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(Buffer.from(fields.contexte_commande ?? '', 'base64').toString('utf8'))).toEqual({
      billing: {},
      client: { email: 'lea@example.com' },
    });
    expect(started.token).toBe(fields.reference);

    const shown = await stub.submit(scenario.url, fields);
    expect(shown.html).toContain('Paiement sécurisé');
    expect(stub.payments.has(fields.reference ?? '')).toBe(true);

    // The seal covers every field: a browser that changes the amount is turned away.
    const tampered = await stub.submit(scenario.url, { ...fields, montant: '0.01EUR' });
    expect(tampered.html).toContain('MAC');
    expect(stub.rejected).toEqual([{ reference: fields.reference, reason: 'le sceau (MAC) est invalide' }]);

    const again = await moneticoProvider.start(ctx(), input());
    expect(again.providerRef).toBe(started.providerRef);
  });

  it('confirms a paid order from the CGI2 notification and answers cdr=0', async () => {
    const { scenario } = await startedForm();
    await stub.submit(scenario.url, scenario.fields);
    const reference = scenario.fields.reference ?? '';
    const notification = await moneticoProvider.parseNotification(
      ctx(),
      posted(stub.payer(reference, 'pays')),
    );
    expect(notification).toEqual({
      eventId: `${reference}:payetest`,
      cartId: 'cart-0006',
      providerRef: reference,
      outcome: { status: 'succeeded', providerRef: reference, amount: 1234 },
      reply: { status: 200, contentType: 'text/plain', body: 'version=2\ncdr=0\n' },
    });
  });

  it('reports Annulation as failed with the refusal reason', async () => {
    const { scenario } = await startedForm();
    await stub.submit(scenario.url, scenario.fields);
    const notification = await moneticoProvider.parseNotification(
      ctx(),
      posted(stub.payer(scenario.fields.reference ?? '', 'refused')),
    );
    expect(notification.outcome).toMatchObject({ status: 'failed', amount: null, reason: 'Refus' });
    expect(notification.reply?.body).toBe(MONETICO_REPLY_VALID);
  });

  it('refuses a notification whose MAC does not match, or from another terminal', async () => {
    const { scenario } = await startedForm();
    await stub.submit(scenario.url, scenario.fields);
    const body = stub.payer(scenario.fields.reference ?? '', 'pays');
    const tampered = new URLSearchParams(body);
    tampered.set('montant', '0.01EUR');
    expect(
      (await rejection(moneticoProvider.parseNotification(ctx(), posted(tampered.toString())))).kind,
    ).toBe('signature');
    const otherKey = ctx({ secrets: { ...SECRETS, key: '0123456789ABCDEF0123456789ABCDEF01234567' } });
    expect((await rejection(moneticoProvider.parseNotification(otherKey, posted(body)))).kind).toBe(
      'signature',
    );
    const otherTpe = ctx({ secrets: { ...SECRETS, tpe: '1111111' } });
    expect((await rejection(moneticoProvider.parseNotification(otherTpe, posted(body)))).kind).toBe(
      'signature',
    );
    const unsealed = new URLSearchParams(body);
    unsealed.delete('MAC');
    expect(
      (await rejection(moneticoProvider.parseNotification(ctx(), posted(unsealed.toString())))).kind,
    ).toBe('signature');
    // What the service answers Monetico for these.
    expect(MONETICO_REPLY_INVALID).toBe('version=2\ncdr=1\n');
  });

  it('gives a replayed notification the same event id', async () => {
    const { scenario } = await startedForm();
    await stub.submit(scenario.url, scenario.fields);
    const body = stub.payer(scenario.fields.reference ?? '', 'pays');
    const first = await moneticoProvider.parseNotification(ctx(), posted(body));
    const second = await moneticoProvider.parseNotification(ctx(), posted(body));
    expect(second).toEqual(first);
  });

  it('never waits on the network: start and fetchOutcome answer at once even when the server hangs', async () => {
    stub.hang();
    const began = Date.now();
    const started = await moneticoProvider.start(ctx({ timeoutMs: 200 }), input());
    const outcome = await moneticoProvider.fetchOutcome(ctx({ timeoutMs: 200 }), {
      cartId: 'cart-0006',
      providerRef: started.providerRef,
    });
    // No status API: pending until the CGI2 notification says otherwise.
    expect(outcome).toMatchObject({ status: 'pending', providerRef: started.providerRef, amount: null });
    expect(Date.now() - began).toBeLessThan(200);
  });

  it('does not pretend to refund: refunds are made in the Monetico back office', async () => {
    const refused = await rejection(
      moneticoProvider.refund(ctx(), {
        providerRef: 'ABC123',
        amount: 500,
        currency: 'EUR',
        idempotencyKey: 'r1',
      }),
    );
    expect(refused.kind).toBe('unavailable');
    expect(refused.message).toContain('back office');
  });

  it('reports a missing or malformed key as a configuration problem', async () => {
    expect(
      (await rejection(moneticoProvider.start(ctx({ secrets: { tpe: '9344512', societe: 's' } }), input())))
        .kind,
    ).toBe('config');
    expect(
      (await rejection(moneticoProvider.start(ctx({ secrets: { ...SECRETS, key: 'short' } }), input()))).kind,
    ).toBe('config');
  });
});

describe('monetico pure helpers', () => {
  it('turns the external key into the usable 20 bytes as the kits do', () => {
    const hex = '1036DEFD9175F29EE9337A1F284BDF781D5A40';
    // Plain hex stays as it is.
    expect(usableKey(`${hex}48`).toString('hex').toUpperCase()).toBe(`${hex}48`);
    // G…` in the 39th position count from 0 (P - 23 = 9); the 40th is kept.
    expect(usableKey(`${hex}P0`).toString('hex').toUpperCase()).toBe(`${hex}90`);
    expect(usableKey(`${hex}G7`).toString('hex').toUpperCase()).toBe(`${hex}07`);
    // A final M reads as 0.
    expect(usableKey(`${hex}AM`).toString('hex').toUpperCase()).toBe(`${hex}A0`);
    expect(() => usableKey('ABC')).toThrow(ProviderError);
  });

  it('seals the fields sorted by name as name=value joined by *', () => {
    const fields = {
      version: '3.0',
      TPE: '0000001',
      'texte-libre': 'cart-1',
      montant: '12.34EUR',
      date: '27/07/2024:12:35:45',
      reference: 'REF123',
      MAC: 'ignored',
    };
    expect(macString(fields)).toBe(
      'TPE=0000001*date=27/07/2024:12:35:45*montant=12.34EUR*reference=REF123*texte-libre=cart-1*version=3.0',
    );
    expect(computeMac(fields, `${'1036DEFD9175F29EE9337A1F284BDF781D5A40'}48`)).toMatch(/^[0-9a-f]{40}$/);
    expect(
      computeMac({ ...fields, montant: '12.35EUR' }, `${'1036DEFD9175F29EE9337A1F284BDF781D5A40'}48`),
    ).not.toBe(computeMac(fields, `${'1036DEFD9175F29EE9337A1F284BDF781D5A40'}48`));
  });

  it('writes dates in French time and reads amounts in euros', () => {
    expect(moneticoDate(new Date('2024-07-27T10:35:45Z'))).toBe('27/07/2024:12:35:45');
    expect(moneticoDate(new Date('2024-01-05T23:05:09Z'))).toBe('06/01/2024:00:05:09');
    expect(parseMontant('12.34EUR')).toBe(1234);
    expect(parseMontant('7EUR')).toBe(700);
    expect(parseMontant('12.34USD')).toBeNull();
  });

  it('derives a 12-character reference, the same for a retried initialize', () => {
    const a = moneticoReference('cart-1', 'k1');
    expect(a).toMatch(/^[A-Z0-9]{12}$/);
    expect(moneticoReference('cart-1', 'k1')).toBe(a);
    expect(moneticoReference('cart-1', 'k2')).not.toBe(a);
  });
});
