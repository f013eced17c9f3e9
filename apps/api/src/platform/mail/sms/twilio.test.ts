import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioStub, type TwilioStub } from '../../../../test-support/sms-stubs/twilio.stub.ts';
import { SmsDeliveryError } from './delivery.ts';
import { twilioSms } from './twilio.ts';

// Made-up credentials in Twilio's formats (AC + 32 hex, MG + 32 hex).
const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'f2d4a6c8e0f2d4a6c8e0f2d4a6c8e0f2';
const SERVICE_SID = 'MG0123456789abcdef0123456789abcdef';

let stub: TwilioStub;

beforeEach(async () => {
  stub = await startTwilioStub({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    senders: ['SalonAlpha', '+33700000000'],
    messagingServiceSid: SERVICE_SID,
  });
});
afterEach(async () => {
  await stub.close();
});

const gateway = (overrides: Partial<Parameters<typeof twilioSms>[0]> = {}) =>
  twilioSms({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    sender: { from: 'SalonAlpha' },
    baseUrl: stub.baseUrl,
    timeoutMs: 2000,
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('Twilio SMS gateway (official SDK, against a stub of its API)', () => {
  it('creates a Message through the SDK: Basic auth, form-encoded To, From and Body', async () => {
    await gateway().sendSms({ to: '06 12 34 56 78', text: 'Votre code : 482913' });
    expect(stub.received).toEqual([
      expect.objectContaining({
        account_sid: ACCOUNT_SID,
        from: 'SalonAlpha',
        to: '+33612345678',
        body: 'Votre code : 482913',
        status: 'queued',
      }),
    ]);
    const [request] = stub.requests;
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['user-agent']).toMatch(/^twilio-node\//);
  });

  it('sends through a Messaging Service when one is configured', async () => {
    await gateway({ sender: { messagingServiceSid: SERVICE_SID } }).sendSms({
      to: '+41791234567',
      text: 'Ça marche',
    });
    expect(stub.received[0]).toMatchObject({
      messaging_service_sid: SERVICE_SID,
      from: null,
      body: 'Ça marche',
    });
  });

  it('refuses a recipient that is not a phone number without calling Twilio', async () => {
    const error = await failure(gateway().sendSms({ to: 'lea@example.com', text: 'x' }));
    expect(error.permanent).toBe(true);
    expect(stub.requests).toEqual([]);
  });

  it('gives up at once on what Twilio refuses: wrong credentials, a foreign sender, an unsubscribed number', async () => {
    const badToken = await failure(
      gateway({ authToken: 'wrong' }).sendSms({ to: '+33612345678', text: 'x' }),
    );
    expect(badToken).toMatchObject({ permanent: true, status: 401 });
    expect(badToken.message).toBe('twilio: HTTP 401 20003: Authenticate');

    const sender = await failure(
      gateway({ sender: { from: 'Other' } }).sendSms({ to: '+33612345678', text: 'x' }),
    );
    expect(sender).toMatchObject({ permanent: true, status: 400 });
    expect(sender.message).toContain('21212');

    stub.unsubscribed.add('+33612345678');
    const stopped = await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }));
    expect(stopped).toMatchObject({ permanent: true, status: 400 });
    expect(stopped.message).toBe('twilio: HTTP 400 21610: Attempt to send to unsubscribed recipient');
    expect(stub.received).toEqual([]);
  });

  it('says another try can help when Twilio is down, busy or silent, and works once it is back', async () => {
    stub.failNext(503, { code: 20500, message: 'Service Unavailable', status: 503 });
    expect(await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }))).toMatchObject({
      permanent: false,
      status: 503,
    });
    stub.failNext(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    expect(await failure(gateway().sendSms({ to: '+33612345678', text: 'x' }))).toMatchObject({
      permanent: false,
      status: 429,
    });
    // One request each: the SDK does not retry by itself (the outbox relay does, on its next run).
    expect(stub.requests).toHaveLength(2);

    await gateway().sendSms({ to: '+33612345678', text: 'x' });
    expect(stub.received).toHaveLength(1);

    stub.hang();
    const silent = await failure(gateway({ timeoutMs: 200 }).sendSms({ to: '+33612345678', text: 'x' }));
    expect(silent).toMatchObject({ permanent: false, status: null });
    expect(silent.message).toBe('twilio: no answer within 200 ms');
  });

  it('says another try can help when Twilio cannot be reached', async () => {
    const closed = stub.baseUrl;
    await stub.close();
    const error = await failure(gateway({ baseUrl: closed }).sendSms({ to: '+33612345678', text: 'x' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^twilio: unreachable \(.*ECONNREFUSED/);
    stub = await startTwilioStub({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, senders: [] });
  });
});
