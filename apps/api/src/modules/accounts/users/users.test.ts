import { LoginAnswerSchema, pickBearer, RegistrationAnswerSchema, UsersAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../../test-support/auth.ts';
import {
  buildAccountsTestApp,
  lastCode,
  lastLinkToken,
  lastMessage,
  TestClock,
} from '../../../../test-support/auth-testing.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { companies, customers } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';

const PASSWORD = 'Rose-des-sables-42';
let ipCounter = 0;
/** Each scenario calls from its own address, so IP counters of one never lock another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('customers: registration, sign-in, passwords', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let sms: TenantFixture;
  let managerA: string;
  let managerSms: string;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    sms = await createTenant(database.db, 'gamma');
    await database.db
      .update(companies)
      .set({ booker: { langs: { fr: true }, registration: { phoneVerification: true } } })
      .where(eq(companies.id, sms.companyId));
    managerA = await staffToken(database.db, a.companyId, 'manager');
    managerSms = await staffToken(database.db, sms.companyId, 'manager');
    app = await buildAccountsTestApp(database, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  type Opts = {
    body?: unknown;
    token?: string;
    company?: string;
    ip?: string;
    headers?: Record<string, string>;
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: Opts = {}) =>
    app.inject({
      method,
      url,
      payload: o.body as Record<string, unknown> | undefined,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: {
        company: o.company ?? a.token,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
    });

  /** A registered, active customer of `tenant` with PASSWORD. */
  async function registered(tenant: TenantFixture, email: string, phone: string) {
    const ip = freshIp();
    const step1 = await call('POST', '/api/users/register/steps/1', {
      company: tenant.token,
      ip,
      body: { email, phone, password: PASSWORD },
    });
    expect(step1.statusCode).toBe(201);
    const step2 = await call('POST', '/api/users/register/steps/2', {
      company: tenant.token,
      ip,
      body: { email, phone, password: PASSWORD, firstname: 'Inès', lastname: 'Roux' },
    });
    expect(step2.statusCode).toBe(200);
    return RegistrationAnswerSchema.parse(step2.json());
  }

  describe('registration without phone verification', () => {
    it('pre-registers a pending account, then activates it at step 2 with a token', async () => {
      const ip = freshIp();
      const body = { email: 'Lea.Martin@Example.com', phone: '06 11 22 33 44', password: PASSWORD };
      const step1 = await call('POST', '/api/users/register/steps/1', { body, ip });
      expect(step1.statusCode).toBe(201);
      const first = RegistrationAnswerSchema.parse(step1.json());
      expect(first.token).toBeNull();
      expect(first.requireSMSCode).toBe(false);
      expect(first.user).toMatchObject({
        email: 'lea.martin@example.com',
        phone: '+33611223344',
        status: 'pending',
      });
      expect(first.profile?.phone).toBe('+33611223344');
      expect(step1.body).not.toContain('passwordHash');

      const early = await call('POST', '/api/users/login', {
        body: { email: body.email, password: PASSWORD },
        ip,
      });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ error: true, errorType: 'pending' });

      const step2 = await call('POST', '/api/users/register/steps/2', {
        ip,
        body: { ...body, firstname: 'Léa', lastname: 'Martin', city: 'Paris', birthdate: '1992-05-04' },
      });
      expect(step2.statusCode).toBe(200);
      const done = RegistrationAnswerSchema.parse(step2.json());
      expect(done.requireSMSCode).toBe(false);
      expect(done.user.status).toBe('active');
      expect(done.profile).toMatchObject({ firstname: 'Léa', lastname: 'Martin', city: 'Paris' });
      expect(done.token).toEqual(expect.any(String));
      const me = await call('GET', '/api/users/me', { token: done.token ?? '' });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.profiles[0].firstname).toBe('Léa');
    });

    it('refuses weak passwords, bad phones and taken e-mails or phones, writing nothing', async () => {
      const ip = freshIp();
      const base = { email: 'new.one@example.com', phone: '0622334455' };
      const short = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { ...base, password: 'Ab1!' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ type: 'weak_password', errors: [{ message: 'too_short' }] });
      const common = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { ...base, password: 'Azerty2024!' },
      });
      expect(common.json()).toMatchObject({
        code: 400,
        type: 'weak_password',
        errors: [{ message: 'common' }],
      });
      const long = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { ...base, password: 'x'.repeat(129) },
      });
      expect(long.json().errors[0].message).toBe('too_long');
      const phone = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { ...base, phone: 'call me', password: PASSWORD },
      });
      expect(phone.json()).toMatchObject({ code: 400, type: 'invalid_phone' });
      const missing = await call('POST', '/api/users/register/steps/1', { ip, body: { email: base.email } });
      expect(missing.json()).toMatchObject({ code: 400, message: 'param manquants' });
      const rows = await database.db.select().from(customers).where(eq(customers.email, base.email));
      expect(rows).toHaveLength(0);

      await registered(a, 'taken@example.com', '0633445566');
      const email = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { email: 'TAKEN@example.com', phone: '0699999999', password: PASSWORD },
      });
      expect(email.statusCode).toBe(409);
      expect(email.json()).toMatchObject({ message: 'Conflict', type: 'email_taken' });
      const taken = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { email: 'other@example.com', phone: '+33633445566', password: PASSWORD },
      });
      expect(taken.json()).toMatchObject({ code: 409, type: 'phone_taken' });
    });

    it('starts an abandoned pending registration over, and step 2 needs its password', async () => {
      const ip = freshIp();
      const body = { email: 'again@example.com', phone: '0644556677', password: PASSWORD };
      expect((await call('POST', '/api/users/register/steps/1', { ip, body })).statusCode).toBe(201);
      const again = await call('POST', '/api/users/register/steps/1', {
        ip,
        body: { ...body, password: 'Un-autre-secret-99' },
      });
      expect(again.statusCode).toBe(201);
      const wrong = await call('POST', '/api/users/register/steps/2', { ip, body });
      expect(wrong.json()).toMatchObject({ code: 401, type: 'password' });
      const ok = await call('POST', '/api/users/register/steps/2', {
        ip,
        body: { ...body, password: 'Un-autre-secret-99' },
      });
      expect(ok.statusCode).toBe(200);
      const twice = await call('POST', '/api/users/register/steps/2', {
        ip,
        body: { ...body, password: 'Un-autre-secret-99' },
      });
      expect(twice.json()).toMatchObject({ code: 409, type: 'already_registered' });
    });
  });

  describe('registration with phone verification (booker.registration.phoneVerification)', () => {
    const email = 'nora@example.com';
    const phone = '0655667788';
    let userID = 0;
    const ip = freshIp();

    it('asks for an SMS code at step 2 and sends it to the phone', async () => {
      const step1 = await call('POST', '/api/users/register/steps/1', {
        company: sms.token,
        ip,
        body: { email, phone, password: PASSWORD, lang: 'en' },
      });
      expect(RegistrationAnswerSchema.parse(step1.json()).requireSMSCode).toBe(true);
      const step2 = await call('POST', '/api/users/register/steps/2', {
        company: sms.token,
        ip,
        body: { email, phone, password: PASSWORD, firstname: 'Nora' },
      });
      const answer = RegistrationAnswerSchema.parse(step2.json());
      expect(answer).toMatchObject({ token: null, requireSMSCode: true, user: { status: 'pending' } });
      userID = answer.user.id;
      const message = await lastMessage(app, sms.token, managerSms, '+33655667788');
      expect(message.channel).toBe('sms');
      expect(message.body).toMatch(
        /^Salon gamma: your verification code is \d{6}\. It expires in 10 minutes\.$/,
      );
    });

    it('refuses a wrong code, then an expired one', async () => {
      const code = await lastCode(app, sms.token, managerSms, '+33655667788');
      const wrongCode = code === '000000' ? '000001' : '000000';
      const wrong = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip,
        body: { userID, smsCode: wrongCode },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ type: 'code_invalid' });
      clock.advance(10 * 60_000 + 1000);
      const expired = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip,
        body: { userID, smsCode: code },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ type: 'code_expired' });
    });

    it('resends a code to the number on file only, and the new code completes the registration', async () => {
      const elsewhere = await call('POST', '/api/users/register/resend/code', {
        company: sms.token,
        ip,
        body: { email, phone: '0600000000', type: 'sms' },
      });
      expect(elsewhere.json()).toEqual({ success: true });
      const unknown = await call('POST', '/api/users/register/resend/code', {
        company: sms.token,
        ip,
        body: { email: 'nobody@example.com', type: 'sms' },
      });
      expect(unknown.json()).toEqual({ success: true });
      const resend = await call('POST', '/api/users/register/resend/code', {
        company: sms.token,
        ip,
        body: { email, phone, type: 'sms' },
      });
      expect(resend.json()).toEqual({ success: true });
      const code = await lastCode(app, sms.token, managerSms, '+33655667788');
      const ok = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip,
        body: { userID, smsCode: code },
      });
      expect(ok.statusCode).toBe(200);
      const answer = RegistrationAnswerSchema.parse(ok.json());
      expect(answer).toMatchObject({
        requireSMSCode: false,
        user: { status: 'active', phoneVerified: true },
      });
      expect(answer.token).toEqual(expect.any(String));
      const again = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip,
        body: { userID, smsCode: code },
      });
      expect(again.json()).toMatchObject({ type: 'code_invalid' });
    });

    it('verifies the e-mail address with a code sent by e-mail, in the customer language', async () => {
      await call('POST', '/api/users/register/resend/code', {
        company: sms.token,
        ip,
        body: { email, type: 'email' },
      });
      const message = await lastMessage(app, sms.token, managerSms, email);
      expect(message.subject).toBe('Salon gamma – your verification code');
      const code = await lastCode(app, sms.token, managerSms, email);
      const ok = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip,
        body: { userID, code },
      });
      expect(ok.json()).toMatchObject({ token: null, user: { emailVerified: true } });
    });

    it('locks code verification after repeated wrong codes', async () => {
      const lockIp = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/api/users/register/verify/code', {
          company: sms.token,
          ip: lockIp,
          body: { userID, smsCode: '12345' },
        });
        expect(res.statusCode).toBe(400);
      }
      const locked = await call('POST', '/api/users/register/verify/code', {
        company: sms.token,
        ip: lockIp,
        body: { userID, smsCode: '12345' },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('600');
      expect(locked.json()).toMatchObject({ code: 429, retryAfter: 600 });
      clock.advance(10 * 60_000);
    });
  });

  describe('sign-in', () => {
    it('answers token, user and exist, and every failure type', async () => {
      const ip = freshIp();
      await registered(a, 'sign.in@example.com', '0612000001');
      const ok = await call('POST', '/api/users/login', {
        ip,
        body: { email: ' Sign.In@example.com', password: PASSWORD },
      });
      expect(ok.statusCode).toBe(200);
      const answer = LoginAnswerSchema.parse(ok.json());
      expect(answer).toMatchObject({ exist: true, user: { email: 'sign.in@example.com', noPass: false } });

      const unknown = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'ghost@example.com', password: PASSWORD },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({
        code: 401,
        message: 'unknown account',
        error: true,
        errorType: 'unknown',
      });
      const wrong = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'sign.in@example.com', password: 'not-the-password' },
      });
      expect(wrong.json()).toMatchObject({ code: 401, error: true, errorType: 'password' });

      await database.db.insert(customers).values({ companyId: a.companyId, email: 'social@example.com' });
      const noPass = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'social@example.com', password: PASSWORD },
      });
      expect(noPass.json()).toMatchObject({ code: 401, errorType: 'noPass' });
      const bad = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'not-an-email', password: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      // A stale bearer sent along is refused in the common error format, never a 500.
      const stale = await call('POST', '/api/users/login', {
        ip,
        token: 'stale-token',
        body: { email: 'sign.in@example.com', password: PASSWORD },
      });
      expect(stale.json()).toEqual({ code: 401, message: 'invalid token', type: 'auth' });
    });

    // Issue 16 (OWASP): the guesser's address is locked out of the account, never its holder.
    it('locks the guessing address out of an account after 5 failures, even with the right password', async () => {
      await registered(a, 'locked@example.com', '0612000002');
      const body = { email: 'locked@example.com', password: 'wrong-password' };
      const guesser = freshIp();
      const left: (number | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/api/users/login', { ip: guesser, body });
        expect(res.json().errorType).toBe('password');
        left.push(res.json().attemptsLeft);
      }
      // Issue 17: the last tries say how many remain, so the form can warn before the lock.
      expect(left).toEqual([undefined, undefined, 2, 1, 0]);
      const locked = await call('POST', '/api/users/login', {
        ip: guesser,
        body: { ...body, password: PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('900');
      expect(locked.json()).toEqual({
        code: 429,
        message: 'too many attempts, try again in 900 s',
        type: 'locked',
        error: true,
        errorType: 'locked',
        retryAfter: 900,
      });
      const holder = await call('POST', '/api/users/login', {
        ip: freshIp(),
        body: { ...body, password: PASSWORD },
      });
      expect(holder.statusCode).toBe(200);
      clock.advance(15 * 60_000);
      const later = await call('POST', '/api/users/login', {
        ip: guesser,
        body: { ...body, password: PASSWORD },
      });
      expect(later.statusCode).toBe(200);
    });

    it('slows down an account guessed from many addresses; its usual address passes', async () => {
      await registered(a, 'spread@example.com', '0612000012');
      const home = freshIp();
      const body = { email: 'spread@example.com', password: PASSWORD };
      expect((await call('POST', '/api/users/login', { ip: home, body })).statusCode).toBe(200);
      // Ten addresses, one failure each: none reaches its own limit, the account slows down.
      for (let i = 0; i < 10; i++) {
        const res = await call('POST', '/api/users/login', {
          ip: freshIp(),
          body: { ...body, password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const stranger = await call('POST', '/api/users/login', { ip: freshIp(), body });
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(1);
      expect((await call('POST', '/api/users/login', { ip: home, body })).statusCode).toBe(200);
      clock.advance(1000);
      expect((await call('POST', '/api/users/login', { ip: freshIp(), body })).statusCode).toBe(200);
    });

    it('locks an IP that tries many accounts', async () => {
      const ip = freshIp();
      let status = 0;
      for (let i = 0; i < 51 && status !== 429; i++) {
        const res = await call('POST', '/api/users/login', {
          ip,
          body: { email: `spray-${i}@example.com`, password: 'Password-spray-1' },
        });
        status = res.statusCode;
        if (i < 50) expect(status).toBe(401);
      }
      expect(status).toBe(429);
      const other = await call('POST', '/api/users/login', {
        ip: freshIp(),
        body: { email: 'spray-0@example.com', password: 'x' },
      });
      expect(other.statusCode).toBe(401);
      clock.advance(15 * 60_000);
    });

    it('keeps companies apart: a customer of A cannot sign in at B, nor use its token there', async () => {
      const ip = freshIp();
      const { token } = await registered(a, 'isolated@example.com', '0612000003');
      const atB = await call('POST', '/api/users/login', {
        company: b.token,
        ip,
        body: { email: 'isolated@example.com', password: PASSWORD },
      });
      expect(atB.statusCode).toBe(401);
      expect(atB.json().errorType).toBe('unknown');
      const me = await call('GET', '/api/users/me', { company: b.token, token: token ?? '' });
      expect(me.statusCode).toBe(401);
      // The same e-mail may register separately at B.
      await registered(b, 'isolated@example.com', '0612000003');
    });

    it('signs out: the token stops working at once', async () => {
      const { token } = await registered(a, 'logout@example.com', '0612000004');
      expect((await call('POST', '/api/users/logout', { token: token ?? '' })).json()).toEqual({
        success: true,
      });
      expect((await call('GET', '/api/users/me', { token: token ?? '' })).statusCode).toBe(401);
      expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
      expect((await call('POST', '/api/users/logout')).statusCode).toBe(401);
    });

    it('lets the provider token win: one bearer is sent, the provider one when both exist', async () => {
      const { token: customer } = await registered(a, 'both@example.com', '0612000005');
      const provider = await staffToken(database.db, a.companyId, 'manager');
      const bearer = pickBearer({ provider, customer });
      expect(bearer).toBe(provider);
      expect(pickBearer({ customer })).toBe(customer);
      expect(pickBearer({})).toBeNull();
      // Sent as the one authorization header, the provider acts as staff, not as the customer.
      expect((await call('GET', '/api/users', { token: bearer ?? '' })).statusCode).toBe(200);
      expect((await call('GET', '/api/users/me', { token: bearer ?? '' })).statusCode).toBe(403);
    });
  });

  describe('passwords', () => {
    it('changes the password with the current one, signing out the other sessions only', async () => {
      const ip = freshIp();
      const { token: first } = await registered(a, 'change@example.com', '0612000006');
      const second = LoginAnswerSchema.parse(
        (
          await call('POST', '/api/users/login', {
            ip,
            body: { email: 'change@example.com', password: PASSWORD },
          })
        ).json(),
      ).token;
      const wrong = await call('PUT', '/api/users/password', {
        ip,
        token: second,
        body: { currentPassword: 'nope', password: 'Nouveau-secret-2026' },
      });
      expect(wrong.json()).toMatchObject({ code: 401, type: 'password' });
      const weak = await call('PUT', '/api/users/password', {
        ip,
        token: second,
        body: { currentPassword: PASSWORD, password: 'password1' },
      });
      expect(weak.json()).toMatchObject({ code: 400, type: 'weak_password' });
      const ok = await call('PUT', '/api/users/password', {
        ip,
        token: second,
        body: { currentPassword: PASSWORD, password: 'Nouveau-secret-2026' },
      });
      expect(ok.json()).toEqual({ success: true });
      expect((await call('GET', '/api/users/me', { token: first ?? '' })).statusCode).toBe(401);
      expect((await call('GET', '/api/users/me', { token: second })).statusCode).toBe(200);
      const notice = await lastMessage(app, a.token, managerA, 'change@example.com');
      expect(notice.subject).toBe('Salon alpha – votre mot de passe a été modifié');
      const relog = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'change@example.com', password: 'Nouveau-secret-2026' },
      });
      expect(relog.statusCode).toBe(200);
    });

    it('sets a first password on an account without one, once', async () => {
      const [row] = await database.db
        .insert(customers)
        .values({ companyId: a.companyId, email: 'nopass@example.com' })
        .returning();
      const login = await call('POST', '/api/users/login', {
        body: { email: 'nopass@example.com', password: PASSWORD },
        ip: freshIp(),
      });
      expect(login.json().errorType).toBe('noPass');
      const { issueToken } = await import('../../../platform/auth/tokens.ts');
      const token = await issueToken(database.db, {
        type: 'customer',
        companyId: a.companyId,
        subjectId: row?.id ?? 0,
      });
      const me = await call('GET', '/api/users/me', { token });
      expect(me.json().user.noPass).toBe(true);
      const set = await call('PUT', '/api/users/password/set', {
        token,
        body: { password: 'Premier-secret-77' },
      });
      expect(set.json()).toEqual({ success: true });
      expect((await call('GET', '/api/users/me', { token })).json().user.noPass).toBe(false);
      const again = await call('PUT', '/api/users/password/set', {
        token,
        body: { password: 'Premier-secret-78' },
      });
      expect(again.json()).toMatchObject({ code: 409, type: 'password_exists' });
    });
  });

  describe('password reset', () => {
    it('answers the same whatever the e-mail, and mails a link only to an account', async () => {
      const ip = freshIp();
      await registered(a, 'reset@example.com', '0612000007');
      const known = await call('POST', '/api/users/password/reset', {
        ip,
        body: { email: 'reset@example.com' },
        headers: { 'x-forwarded-host': 'alpha.localhost:3000', 'x-forwarded-proto': 'http' },
      });
      const unknown = await call('POST', '/api/users/password/reset', {
        ip,
        body: { email: 'nobody@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      const message = await lastMessage(app, a.token, managerA, 'reset@example.com');
      expect(message.subject).toBe('Salon alpha – réinitialisation de votre mot de passe');
      expect(message.body).toMatch(
        /http:\/\/alpha\.localhost:3000\/profile\/password-reset\/[A-Za-z0-9_-]{43}\n/,
      );
      await expect(lastMessage(app, a.token, managerA, 'nobody@example.com')).rejects.toThrow('no message');
    });

    it('never links to a host that is not the company’s', async () => {
      const ip = freshIp();
      await call('POST', '/api/users/password/reset', {
        ip,
        body: { email: 'reset@example.com' },
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      const message = await lastMessage(app, a.token, managerA, 'reset@example.com');
      expect(message.body).toContain('http://alpha.localhost/profile/password-reset/');
      expect(message.body).not.toContain('evil');
    });

    it('uses a link once: new password set, every session signed out', async () => {
      const ip = freshIp();
      const { token: session } = await registered(a, 'once@example.com', '0612000008');
      await call('POST', '/api/users/password/reset', { ip, body: { email: 'once@example.com' } });
      const link = await lastLinkToken(app, a.token, managerA, 'once@example.com');
      const check = await call('GET', `/api/users/token/${link}`, { ip });
      expect(check.json()).toEqual({ valid: true, email: 'o•••@example.com' });
      const weak = await call('PUT', `/api/users/token/${link}`, { ip, body: { password: 'short' } });
      expect(weak.json().type).toBe('weak_password');
      const set = await call('PUT', `/api/users/token/${link}`, {
        ip,
        body: { password: 'Apres-reset-2026' },
      });
      expect(set.json()).toEqual({ success: true });
      const reuse = await call('PUT', `/api/users/token/${link}`, {
        ip,
        body: { password: 'Encore-une-fois-1' },
      });
      expect(reuse.statusCode).toBe(404);
      expect(reuse.json().type).toBe('invalid_token');
      expect((await call('GET', `/api/users/token/${link}`, { ip })).statusCode).toBe(404);
      expect((await call('GET', '/api/users/me', { token: session ?? '' })).statusCode).toBe(401);
      const login = await call('POST', '/api/users/login', {
        ip,
        body: { email: 'once@example.com', password: 'Apres-reset-2026' },
      });
      expect(login.statusCode).toBe(200);
      // A link of company A means nothing at company B.
      await call('POST', '/api/users/password/reset', { ip, body: { email: 'once@example.com' } });
      const fresh = await lastLinkToken(app, a.token, managerA, 'once@example.com');
      expect((await call('GET', `/api/users/token/${fresh}`, { company: b.token, ip })).statusCode).toBe(404);
    });

    it('expires a link after 60 minutes; a newer link replaces the older', async () => {
      const ip = freshIp();
      await registered(a, 'expiry@example.com', '0612000009');
      await call('POST', '/api/users/password/reset', { ip, body: { email: 'expiry@example.com' } });
      const older = await lastLinkToken(app, a.token, managerA, 'expiry@example.com');
      await call('POST', '/api/users/password/reset', { ip, body: { email: 'expiry@example.com' } });
      const newer = await lastLinkToken(app, a.token, managerA, 'expiry@example.com');
      expect((await call('GET', `/api/users/token/${older}`, { ip })).statusCode).toBe(404);
      expect((await call('GET', `/api/users/token/${newer}`, { ip })).statusCode).toBe(200);
      clock.advance(60 * 60_000 + 1);
      const late = await call('PUT', `/api/users/token/${newer}`, {
        ip,
        body: { password: 'Trop-tard-2026' },
      });
      expect(late.statusCode).toBe(404);
    });

    it('rate-limits reset requests per e-mail', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await call('POST', '/api/users/password/reset', {
              ip: freshIp(),
              body: { email: 'flood@example.com' },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await call('POST', '/api/users/password/reset', {
        ip,
        body: { email: 'calm@example.com' },
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('customer list (staff)', () => {
    it('lists customers for managers, with search and pages; refuses others', async () => {
      await registered(a, 'zoe.list@example.com', '0612000010');
      const res = await call('GET', '/api/users?search=zoe.list&page=1&itemPerPage=5', { token: managerA });
      const list = UsersAnswerSchema.parse(res.json());
      expect(list.total).toBe(1);
      expect(list.users[0]?.email).toBe('zoe.list@example.com');
      const all = UsersAnswerSchema.parse(
        (await call('GET', '/api/users?itemPerPage=2', { token: managerA })).json(),
      );
      expect(all.users).toHaveLength(2);
      expect(all.total).toBeGreaterThan(5);
      expect(JSON.stringify(all)).not.toContain('argon2');
      const staff = await staffToken(database.db, a.companyId, 'staff');
      expect((await call('GET', '/api/users', { token: staff })).statusCode).toBe(403);
      const { token: customer } = await registered(a, 'curious@example.com', '0612000011');
      expect((await call('GET', '/api/users', { token: customer ?? '' })).statusCode).toBe(403);
      expect((await call('GET', '/api/users')).statusCode).toBe(401);
      const atB = await staffToken(database.db, b.companyId, 'manager');
      const bList = UsersAnswerSchema.parse(
        (await call('GET', '/api/users', { company: b.token, token: atB })).json(),
      );
      expect(bList.users.every((u) => u.email !== 'zoe.list@example.com')).toBe(true);
    });
  });

  it('keeps the demo password hash format (argon2id)', async () => {
    expect(await hashPassword('Eclat-demo-2026!')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
