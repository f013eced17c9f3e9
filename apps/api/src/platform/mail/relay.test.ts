import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { outbox } from '../../db/schema.ts';
import { OutboxCipher } from './cipher.ts';
import { type MailTransport, Messenger } from './messenger.ts';
import { queueMessage, textAttachment } from './outbox-writer.ts';
import { htmlToText, MAX_ATTEMPTS, relayOutbox } from './relay.ts';

type Sent = Parameters<MailTransport['sendMail']>[0];

describe.each(engines)('outbox relay (%s)', (engine) => {
  let database: TestDatabase;
  let tenant: TenantFixture;
  const cipher = new OutboxCipher();
  const now = new Date('2026-06-01T10:00:00Z');
  const sent: Sent[] = [];
  const working: MailTransport = {
    sendMail: async (message) => {
      sent.push(message);
    },
  };
  const broken: MailTransport = { sendMail: () => Promise.reject(new Error('smtp down')) };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    tenant = await createTenant(database.db, 'alpha');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('sends what a transaction queued and a failed first delivery left, once', async () => {
    // A code mail whose immediate delivery failed: its secret is sealed in the outbox.
    const messenger = new Messenger(database.db, cipher, { mail: broken, now: () => now });
    await messenger.send({
      companyId: tenant.companyId,
      channel: 'email',
      to: 'camille@example.com',
      lang: 'fr',
      template: 'email_code',
      vars: { company: 'Salon Alpha' },
      secret: '482913',
    });
    // A voucher queued inside a payment transaction, as HTML.
    await database.db.insert(outbox).values({
      companyId: tenant.companyId,
      channel: 'email',
      to: 'lea@example.com',
      subject: 'Votre bon cadeau',
      body: '<p>Code&nbsp;: <strong>ABCD-EFGH-JKLM</strong></p>',
      format: 'html',
      createdAt: now,
    });
    // After the failed first delivery's backoff (30 s).
    const options = {
      transport: working,
      cipher,
      from: 'Salon <no-reply@salon.example>',
      now: new Date(now.getTime() + 30_000),
    };
    expect(await relayOutbox(database.db, { ...options, now: new Date(now.getTime() + 29_000) })).toBe(1);
    expect(await relayOutbox(database.db, options)).toBe(1);
    expect(sent.map((m) => m.to).sort()).toEqual(['camille@example.com', 'lea@example.com']);
    expect(sent.find((m) => m.to === 'camille@example.com')?.text).toContain('482913');
    const voucher = sent.find((m) => m.to === 'lea@example.com');
    expect(voucher?.html).toContain('<strong>ABCD-EFGH-JKLM</strong>');
    expect(voucher?.text).toBe('Code : ABCD-EFGH-JKLM');
    expect(await relayOutbox(database.db, options)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('tries a failing mail a few times, then leaves it with its error', async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({
        companyId: tenant.companyId,
        channel: 'email',
        to: 'nobody@example.com',
        subject: 'x',
        body: 'x',
        createdAt: now,
      })
      .returning({ id: outbox.id });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      // Hourly runs: past each retry's backoff, within the two days a message is worth sending.
      const at = new Date(now.getTime() + i * 3_600_000);
      await relayOutbox(database.db, { transport: broken, cipher, from: 'x@example.com', now: at });
    }
    const [after] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id as number));
    expect(after).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: 'smtp down', sentAt: null });
  });

  it('never sends a code it cannot open', async () => {
    const other = new Messenger(database.db, new OutboxCipher(), { mail: broken, now: () => now });
    await other.send({
      companyId: tenant.companyId,
      channel: 'email',
      to: 'sealed@example.com',
      lang: 'fr',
      template: 'email_code',
      vars: { company: 'Salon Alpha' },
      secret: '111111',
    });
    await relayOutbox(database.db, { transport: working, cipher, from: 'x@example.com', now });
    expect(sent.some((m) => m.to === 'sealed@example.com')).toBe(false);
  });

  it('sends the attachments a message was queued with (the booking .ics), through nodemailer', async () => {
    const built: string[] = [];
    const stream = createTransport({ streamTransport: true, buffer: true });
    const transport: MailTransport = {
      async sendMail(message) {
        const info = (await stream.sendMail(message)) as { message: Buffer };
        built.push(info.message.toString('utf8'));
      },
    };
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await queueMessage(database.db, {
      companyId: tenant.companyId,
      channel: 'email',
      to: 'agenda@example.com',
      lang: 'fr',
      template: 'password_changed',
      vars: { company: 'Salon Alpha' },
      attachments: [textAttachment('rendez-vous-1.ics', 'text/calendar; charset=utf-8', ics)],
    });
    expect(await relayOutbox(database.db, { transport, cipher, from: 'x@example.com', now })).toBe(1);
    expect(built).toHaveLength(1);
    expect(built[0]).toContain('Content-Type: text/calendar; charset=utf-8; name=rendez-vous-1.ics');
    expect(built[0]).toContain('Content-Disposition: attachment; filename=rendez-vous-1.ics');
    expect(built[0]).toContain(Buffer.from(ics).toString('base64'));
  });

  it('sends the headers a message was queued with (RFC 8058 one-click unsubscribe), through nodemailer', async () => {
    const built: string[] = [];
    const stream = createTransport({ streamTransport: true, buffer: true });
    const transport: MailTransport = {
      async sendMail(message) {
        const info = (await stream.sendMail(message)) as { message: Buffer };
        built.push(info.message.toString('utf8'));
      },
    };
    const unsubscribe = 'https://alpha.example/api/consents/unsubscribe/abc.def';
    await queueMessage(database.db, {
      companyId: tenant.companyId,
      channel: 'email',
      to: 'news@example.com',
      lang: 'fr',
      template: 'password_changed',
      vars: { company: 'Salon Alpha' },
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(await relayOutbox(database.db, { transport, cipher, from: 'x@example.com', now })).toBe(1);
    expect(built).toHaveLength(1);
    const head = (built[0] ?? '').split('\r\n\r\n')[0] ?? '';
    expect(head).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // A message queued without headers sends none of them.
    await queueMessage(database.db, {
      companyId: tenant.companyId,
      channel: 'email',
      to: 'plain@example.com',
      lang: 'fr',
      template: 'password_changed',
      vars: { company: 'Salon Alpha' },
    });
    expect(await relayOutbox(database.db, { transport, cipher, from: 'x@example.com', now })).toBe(1);
    expect(built[1]).not.toContain('List-Unsubscribe');
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<h1>Bonjour</h1><p>Un&nbsp;bon &amp; un code</p><style>p{}</style>')).toBe(
      'Bonjour\nUn bon & un code',
    );
  });
});
