import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrevoStub, startBrevoStub } from '../../../../test-support/sms-stubs/brevo.stub.ts';
import { brevoSms } from './brevo.ts';
import { SmsDeliveryError } from './delivery.ts';

const API_KEY = 'xkeysib-0123456789abcdef-test';

let stub: BrevoStub;

beforeEach(async () => {
  stub = await startBrevoStub({ apiKey: API_KEY });
});
afterEach(async () => {
  await stub.close();
});

const gateway = (overrides: Partial<Parameters<typeof brevoSms>[0]> = {}) =>
  brevoSms({ apiKey: API_KEY, sender: 'SalonAlpha', baseUrl: stub.baseUrl, timeoutMs: 2000, ...overrides });

async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('Brevo SMS gateway (against a stub of its API)', () => {
  it('sends a transactional SMS in Brevo’s format, the number with its country code', async () => {
    await gateway().sendSms({ to: '06 12 34 56 78', text: 'Votre code : 482913' });
    expect(stub.received).toEqual([
      {
        messageId: expect.any(Number),
        sender: 'SalonAlpha',
        recipient: '33612345678',
        content: 'Votre code : 482913',
        type: 'transactional',
        unicodeEnabled: false,
      },
    ]);
    const [request] = stub.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('asks for unicode when the text leaves the GSM alphabet, not for plain French', async () => {
    await gateway().sendSms({ to: '+33612345678', text: 'Demain à 10 h, chez Léa' });
    await gateway().sendSms({ to: '+33612345678', text: 'Rendez-vous confirmé – ça vous va ?' });
    expect(stub.received.map((m) => m.unicodeEnabled)).toEqual([false, true]);
  });

  it('sends a numeric sender as digits', async () => {
    await gateway({ sender: '+33700000000' }).sendSms({ to: '+41791234567', text: 'x' });
    expect(stub.received[0]).toMatchObject({ sender: '33700000000', recipient: '41791234567' });
  });

  it('refuses a recipient that is not a phone number without calling Brevo', async () => {
    for (const to of ['camille@example.com', '612345678', '+33 6', '']) {
      const error = await failure(gateway().sendSms({ to, text: 'x' }));
      expect(error.permanent).toBe(true);
      expect(error.message).toMatch(/E\.164/);
    }
    expect(stub.requests).toEqual([]);
  });

  it('gives up at once on what Brevo refuses: a wrong key, no credits left, a rejected sender', async () => {
    const badKey = await failure(
      gateway({ apiKey: 'xkeysib-wrong' }).sendSms({ to: '+33612345678', text: 'x' }),
    );
    expect(badKey).toMatchObject({ permanent: true, status: 401 });
    expect(badKey.message).toBe('brevo: HTTP 401 unauthorized: Key not found');

    stub.setCredits(0);
    const broke = await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }));
    expect(broke).toMatchObject({ permanent: true, status: 402 });
    expect(broke.message).toContain('not_enough_credits');

    stub.setCredits(10);
    const sender = await failure(
      gateway({ sender: 'Salon-Alpha' }).sendSms({ to: '+33612345678', text: 'x' }),
    );
    expect(sender).toMatchObject({ permanent: true, status: 400 });
    expect(sender.message).toContain('invalid_parameter: Invalid sender name');
    expect(stub.received).toEqual([]);
  });

  it('says another try can help when Brevo is down, busy or silent', async () => {
    stub.failNext(500, '<html>Internal Server Error</html>', 'text/html');
    const down = await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }));
    expect(down).toMatchObject({ permanent: false, status: 500 });
    expect(down.message).toContain('<html>Internal Server Error</html>');

    stub.failNext(429, { code: 'too_many_requests', message: 'Too many requests' });
    expect(await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }))).toMatchObject({
      permanent: false,
      status: 429,
    });

    // The same gateway works again once Brevo does.
    await gateway().sendSms({ to: '+33612345678', text: 'x' });
    expect(stub.received).toHaveLength(1);

    stub.hang();
    const silent = await failure(gateway({ timeoutMs: 200 }).sendSms({ to: '+33612345678', text: 'x' }));
    expect(silent).toMatchObject({ permanent: false, status: null });
    expect(silent.message).toBe('brevo: no answer within 200 ms');
  });

  it('says another try can help when Brevo cannot be reached', async () => {
    const closed = stub.baseUrl;
    await stub.close();
    const error = await failure(gateway({ baseUrl: closed }).sendSms({ to: '+33612345678', text: 'x' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^brevo: unreachable \(.*ECONNREFUSED/);
    stub = await startBrevoStub({ apiKey: API_KEY });
  });
});
