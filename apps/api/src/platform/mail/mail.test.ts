import { LANGS } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../test-support/auth.ts';
import { buildAccountsTestApp } from '../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import type { AccountsConfig } from '../../config.ts';
import { outbox } from '../../db/schema.ts';
import { HIDDEN, OutboxCipher } from './cipher.ts';
import { type MailTransport, Messenger, type SmsProvider } from './messenger.ts';
import { devOutboxOpen } from './routes.ts';
import { renderTemplate, SECRET, type TemplateName } from './templates.ts';

const TEMPLATES: TemplateName[] = [
  'sms_code',
  'email_code',
  'password_reset',
  'password_changed',
  'cmpuser_invite',
  'delete_account_code',
];
const WITH_SECRET = new Set<TemplateName>([
  'sms_code',
  'email_code',
  'password_reset',
  'cmpuser_invite',
  'delete_account_code',
]);

describe('templates', () => {
  it('exist in the five languages, sign with the company and carry the secret where needed', () => {
    for (const name of TEMPLATES) {
      const texts = new Set<string>();
      for (const lang of LANGS) {
        const { subject, text } = renderTemplate(name, lang, {
          company: 'Maison Éclat',
          minutes: 10,
          link: `https://eclat.example/profile/password-reset/${SECRET}`,
        });
        expect(text).toContain('Maison Éclat');
        expect(text.includes(SECRET)).toBe(WITH_SECRET.has(name));
        if (name === 'sms_code') expect(subject).toBeNull();
        else expect(subject).toContain('Maison Éclat');
        if (name !== 'password_changed') expect(text).toMatch(/\b10\b|\b10 /);
        texts.add(text);
      }
      expect(texts.size).toBe(LANGS.length);
    }
  });

  it('falls back to French for an unknown language', () => {
    expect(renderTemplate('sms_code', 'xx', { company: 'C', minutes: 10 })).toEqual(
      renderTemplate('sms_code', 'fr', { company: 'C', minutes: 10 }),
    );
  });
});

describe('outbox cipher', () => {
  it('seals secrets so the stored text does not show them, and opens them with the key only', () => {
    const cipher = new OutboxCipher();
    const sealed = cipher.seal('123456');
    expect(sealed).not.toContain('123456');
    expect(cipher.open(`code: ${sealed}.`)).toBe('code: 123456.');
    expect(new OutboxCipher().open(sealed)).toBe(HIDDEN);
    const key = Buffer.alloc(32, 7).toString('base64url');
    expect(new OutboxCipher(key).open(new OutboxCipher(key).seal('abc'))).toBe('abc');
    expect(() => new OutboxCipher('short')).toThrow('OUTBOX_KEY');
  });
});

describe('messenger and the dev outbox route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildAccountsTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('sends mails through nodemailer when a transport is set, keeping a sealed copy', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const json = createTransport({ jsonTransport: true });
    const mail: MailTransport = {
      async sendMail(message) {
        const info = (await json.sendMail(message)) as { message: string };
        sent.push(JSON.parse(info.message));
        return info;
      },
    };
    const messenger = new Messenger(database.db, new OutboxCipher(), {
      mail,
      from: 'Salon <no-reply@alpha.example>',
    });
    const { delivered } = await messenger.send({
      companyId: a.companyId,
      channel: 'email',
      to: 'client@example.com',
      lang: 'de',
      template: 'email_code',
      vars: { company: 'Salon alpha', minutes: 10 },
      secret: '424242',
    });
    expect(delivered).toBe(true);
    expect(sent[0]?.subject).toBe('Salon alpha – Ihr Bestätigungscode');
    expect(sent[0]?.text).toContain('424242');
    const rows = await database.db.select().from(outbox);
    const row = rows.find((r) => r.to === 'client@example.com');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.body).not.toContain('424242');
    const [listed] = await messenger.list(a.companyId, { to: 'client@example.com', limit: 5 });
    expect(listed?.body).toContain('424242');
  });

  it('sends SMS through a provider; a failed delivery stays in the outbox, unsent, and is not thrown', async () => {
    const texts: string[] = [];
    const sms: SmsProvider = {
      async sendSms({ text }) {
        texts.push(text);
      },
    };
    const ok = new Messenger(database.db, new OutboxCipher(), { sms });
    await ok.send({
      companyId: a.companyId,
      channel: 'sms',
      to: '+33600000001',
      lang: 'it',
      template: 'sms_code',
      vars: { company: 'Salon alpha', minutes: 10 },
      secret: '111222',
    });
    expect(texts).toEqual(['Salon alpha: il tuo codice di verifica è 111222. Scade tra 10 minuti.']);

    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => warnings.push(o) } as never;
    const broken = new Messenger(database.db, new OutboxCipher(), {
      sms: {
        async sendSms() {
          throw new Error('gateway down');
        },
      },
    });
    const result = await broken.send(
      {
        companyId: a.companyId,
        channel: 'sms',
        to: '+33600000002',
        lang: 'fr',
        template: 'sms_code',
        vars: { company: 'Salon alpha', minutes: 10 },
        secret: '333444',
      },
      log,
    );
    expect(result.delivered).toBe(false);
    expect(JSON.stringify(warnings)).toContain('gateway down');
    expect(JSON.stringify(warnings)).not.toContain('333444');
    const [row] = await broken.list(a.companyId, { to: '+33600000002', limit: 1 });
    expect(row?.sentAt).toBeNull();
  });

  it('shows the outbox to managers and owners of the company only', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/users/register/steps/1',
      headers: { company: a.token },
      payload: { email: 'outbox@example.com', phone: '0611111111', password: 'Velours-rose-2026' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/users/register/resend/code',
      headers: { company: a.token },
      payload: { email: 'outbox@example.com', type: 'email' },
    });
    const get = (company: string, token?: string) =>
      app.inject({
        url: '/api/dev/outbox?to=outbox@example.com',
        headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const manager = await staffToken(database.db, a.companyId, 'manager');
    const res = await get(a.token, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ channel: 'email', to: 'outbox@example.com', lang: 'fr' });
    expect(res.json().messages[0].body).toMatch(/Votre code de vérification est \d{6}\./);
    expect((await get(a.token, await staffToken(database.db, a.companyId, 'owner'))).statusCode).toBe(200);
    expect((await get(a.token, await staffToken(database.db, a.companyId, 'staff'))).statusCode).toBe(403);
    expect((await get(a.token, await accessToken(database.db, a.companyId, a.shopIds))).statusCode).toBe(403);
    expect((await get(a.token, (await customerToken(database.db, a.companyId)).token)).statusCode).toBe(403);
    expect((await get(a.token)).statusCode).toBe(401);
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    expect((await get(b.token, managerB)).json()).toEqual({ messages: [] });
  });
});

// Issue 16: with a mail transport the outbox was still open to every manager: customers' live
// reset links and codes, an account takeover. It exists only where nothing else delivers them.
describe('when the dev outbox exists', () => {
  let database: TestDatabase;
  let a: TenantFixture;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
  });
  afterAll(async () => {
    await database?.drop();
  });

  // nodemailer connects on the first send only: a closed port is enough to have a transport.
  const SMTP = 'smtp://127.0.0.1:1';
  const outboxStatus = async (accounts: AccountsConfig) => {
    const app = await buildAccountsTestApp(database, { accounts });
    try {
      const manager = await staffToken(database.db, a.companyId, 'manager');
      const res = await app.inject({
        url: '/api/dev/outbox',
        headers: { company: a.token, authorization: `Bearer ${manager}` },
      });
      return res.statusCode;
    } finally {
      await app.close();
    }
  };

  it('answers the demo without a transport, and 404 once mail is delivered', async () => {
    expect(await outboxStatus({})).toBe(200);
    expect(await outboxStatus({ devOutbox: 'auto', production: true })).toBe(200);
    expect(await outboxStatus({ smtpUrl: SMTP })).toBe(404);
    expect(await outboxStatus({ smtpUrl: SMTP, devOutbox: 'auto', production: false })).toBe(404);
    expect(await outboxStatus({ devOutbox: 'off' })).toBe(404);
  });

  it('opens beside a transport only when asked outside production', async () => {
    expect(await outboxStatus({ smtpUrl: SMTP, devOutbox: 'on', production: false })).toBe(200);
    await expect(outboxStatus({ smtpUrl: SMTP, devOutbox: 'on', production: true })).rejects.toThrow(
      /DEV_OUTBOX/,
    );
    // Production is the default: a test or embedder that says nothing gets the safe answer.
    await expect(outboxStatus({ smtpUrl: SMTP, devOutbox: 'on' })).rejects.toThrow(/DEV_OUTBOX/);
  });

  it('counts an SMS gateway as a transport', () => {
    expect(devOutboxOpen({ setting: 'auto', production: true, delivers: false })).toBe(true);
    expect(devOutboxOpen({ setting: 'auto', production: true, delivers: true })).toBe(false);
    const messenger = new Messenger(database.db, new OutboxCipher(), {
      sms: { sendSms: async () => {} },
    });
    expect(messenger.delivers).toBe(true);
    expect(new Messenger(database.db, new OutboxCipher()).delivers).toBe(false);
  });
});
