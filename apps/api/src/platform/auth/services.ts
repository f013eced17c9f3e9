// What the accounts modules share (ADR 0006): the clock, the lockout limiter, the messenger
// (mail, SMS, outbox) and the social sign-in verifiers. Built once per app.
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companyHosts } from '../../db/schema.ts';
import type { ModuleDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { Messenger, smtpTransport } from '../mail/messenger.ts';
import { createSmsProvider } from '../mail/sms/gateways.ts';
import type { AttemptLimiter } from '../rate-limit/limiter.ts';
import type { CompanyRow } from '../tenant/companies.ts';
import { createSocialVerifiers, type SocialVerifiers } from './social-providers.ts';

export type AccountsServices = {
  db: Db;
  now: () => Date;
  limiter: AttemptLimiter;
  messenger: Messenger;
  social: SocialVerifiers;
};

export function createAccountsServices(deps: ModuleDeps): AccountsServices {
  const { db, now, accounts, limiter } = deps;
  const messenger = new Messenger(db, deps.messages.cipher, {
    mail: accounts.smtpUrl ? smtpTransport(accounts.smtpUrl) : null,
    sms: createSmsProvider(accounts.sms),
    from: accounts.mailFrom,
    now,
  });
  const social = createSocialVerifiers({
    googleTokenInfoUrl: accounts.googleTokenInfoUrl ?? 'https://oauth2.googleapis.com',
    facebookGraphUrl: accounts.facebookGraphUrl ?? 'https://graph.facebook.com',
    now,
  });
  return { db, now, limiter, messenger, social };
}

/** The name mails and SMS sign with. */
export function companyName(company: CompanyRow): string {
  const displayName = (company.identity as { displayName?: unknown }).displayName;
  return typeof displayName === 'string' && displayName ? displayName : company.nickname;
}

/** The storefront's proxy headers, read once by the route (x-forwarded-host and -proto). */
export type Forwarded = { host?: string; proto?: string };

export function forwardedOf(request: FastifyRequest): Forwarded {
  return { host: header(request, 'x-forwarded-host'), proto: header(request, 'x-forwarded-proto') };
}

/**
 * The storefront origin links in mails point to. The storefront's proxy forwards its host
 * (x-forwarded-host); it is used only when it is one of the company's hosts, so a forged header
 * cannot send a reset link to another site. Otherwise the company's first host, over https.
 */
export async function storefrontOrigin(db: Db, companyId: number, forwarded: Forwarded): Promise<string> {
  const hosts = await db
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  if (forwarded.host) {
    const hostname = forwarded.host.toLowerCase().replace(/:\d+$/, '');
    if (hosts.some((h) => h.host === hostname)) {
      const proto = forwarded.proto === 'http' ? 'http' : 'https';
      return `${proto}://${forwarded.host.toLowerCase()}`;
    }
  }
  const first = hosts.find((h) => h.host.includes('.') && !/localhost$/.test(h.host)) ?? hosts[0];
  if (!first) return '';
  const local = /(^|\.)localhost$|^127\./.test(first.host);
  return `${local ? 'http' : 'https'}://${first.host}`;
}

/** fr has no URL prefix, the other languages do (spec §2). */
export const langPrefix = (lang: string) => (lang === 'fr' ? '' : `/${lang}`);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of the signed-in caller (for logout and "keep this session"). */
export function currentTokenId(request: FastifyRequest): number {
  if (!request.principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
  return request.principal.tokenId;
}

/** `23505`: a unique index refused the write (two requests raced, or a taken value). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
