// The gateway the settings choose is the one the app sends with: a registration's SMS code
// reaches Brevo's (or Twilio's) stub, and the outbox row says it went.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { startBrevoStub } from '../../../../test-support/sms-stubs/brevo.stub.ts';
import { startTwilioStub } from '../../../../test-support/sms-stubs/twilio.stub.ts';
import { companies, outbox } from '../../../db/schema.ts';
import { createSmsProvider, type SmsConfig } from './gateways.ts';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';

describe('the SMS gateway chosen by the settings', () => {
  let database: TestDatabase;
  let tenant: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    tenant = await createTenant(database.db, 'gamma');
    await database.db
      .update(companies)
      .set({ booker: { langs: { fr: true }, registration: { phoneVerification: true } } })
      .where(eq(companies.id, tenant.companyId));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('is none without settings', () => {
    expect(createSmsProvider(undefined)).toBeNull();
  });

  async function register(sms: SmsConfig, phone: string) {
    const app = await buildAccountsTestApp(database, { accounts: { sms } });
    try {
      const body = { email: `${phone}@example.com`, phone, password: 'Rose-des-sables-42', lang: 'fr' };
      const headers = { company: tenant.token, 'x-forwarded-for': `10.9.0.${phone.slice(-2)}` };
      await app.inject({ method: 'POST', url: '/api/users/register/steps/1', headers, payload: body });
      const step2 = await app.inject({
        method: 'POST',
        url: '/api/users/register/steps/2',
        headers,
        payload: { ...body, firstname: 'Nora' },
      });
      expect(step2.json()).toMatchObject({ requireSMSCode: true });
    } finally {
      await app.close();
    }
    // The outbox row of the code, kept under the number in E.164 as registration stored it.
    return database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `+33${phone.slice(1)}`));
  }

  it('sends a registration code through Brevo', async () => {
    const stub = await startBrevoStub({ apiKey: 'xkeysib-app' });
    try {
      const sms: SmsConfig = {
        provider: 'brevo',
        apiKey: 'xkeysib-app',
        sender: 'SalonGamma',
        baseUrl: stub.baseUrl,
        timeoutMs: 2000,
      };
      const rows = await register(sms, '0655667711');
      expect(stub.received).toHaveLength(1);
      expect(stub.received[0]).toMatchObject({ sender: 'SalonGamma', recipient: '33655667711' });
      expect(stub.received[0]?.content).toMatch(/^Salon gamma : votre code de vérification est \d{6}\./);
      expect(rows).toEqual([expect.objectContaining({ sentAt: expect.any(Date), attempts: 0 })]);
    } finally {
      await stub.close();
    }
  });

  it('sends a registration code through Twilio', async () => {
    const stub = await startTwilioStub({
      accountSid: ACCOUNT_SID,
      authToken: 'token',
      senders: ['SalonGamma'],
    });
    try {
      const sms: SmsConfig = {
        provider: 'twilio',
        accountSid: ACCOUNT_SID,
        authToken: 'token',
        sender: { from: 'SalonGamma' },
        baseUrl: stub.baseUrl,
        timeoutMs: 2000,
      };
      const rows = await register(sms, '0655667722');
      expect(stub.received).toEqual([expect.objectContaining({ to: '+33655667722', from: 'SalonGamma' })]);
      expect(rows).toEqual([expect.objectContaining({ sentAt: expect.any(Date), attempts: 0 })]);
    } finally {
      await stub.close();
    }
  });
});
