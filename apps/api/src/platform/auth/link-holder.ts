// The first steps of every route that opens a one-time link (password reset, invitation): the
// 'token' lockout, then the live link and the account it names. One definition, so a dead link
// always counts towards the lockout and answers the same, whichever link it was.
import type { TooManyAttempts } from '@eclat/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpError } from '../http/errors.ts';
import { type AttemptLimiter, tooManyAttempts } from '../rate-limit/limiter.ts';
import { type LinkPurpose, type LinkTokenRow, peekLinkToken } from './one-time.ts';
import type { AccountsServices } from './services.ts';

export type LinkInput = { companyId: number; purpose: LinkPurpose; token: string; now: Date };

export type LinkHolderOutcome<Row> =
  | { ok: false; answer: TooManyAttempts }
  | { ok: true; holder: Row; link: LinkInput };

/**
 * The account a live link names: 429 (answered) when the caller is locked out; `invalid()` thrown,
 * and one failure counted, when the link is dead or unknown or `holder` finds no account that may
 * use it. `link` is what consumeLinkToken then takes, with the clock read once.
 */
export async function liveLinkHolder<Row>(
  s: AccountsServices,
  request: FastifyRequest,
  reply: FastifyReply,
  p: {
    purpose: LinkPurpose;
    token: string;
    holder: (live: LinkTokenRow) => Promise<Row | null | undefined>;
    invalid: () => HttpError;
  },
): Promise<LinkHolderOutcome<Row>> {
  const link = { companyId: request.company.id, purpose: p.purpose, token: p.token, now: s.now() };
  const opened = await guardedLink(s.limiter, request, reply, {
    open: async () => {
      const live = await peekLinkToken(s.db, link);
      return live ? await p.holder(live) : null;
    },
    invalid: p.invalid,
  });
  return opened.ok ? { ok: true, holder: opened.holder, link } : opened;
}

/**
 * The same 'token' lockout for any link (one-time or signed, e.g. the booking manage link): 429
 * (answered) when the caller is locked out; `invalid()` thrown, and one failure counted, when
 * `open` finds nothing the link may open.
 */
export async function guardedLink<Row>(
  limiter: AttemptLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  p: { open: () => Promise<Row | null | undefined>; invalid: () => HttpError },
): Promise<{ ok: false; answer: TooManyAttempts } | { ok: true; holder: Row }> {
  const subjects = { ip: request.ip };
  const locked = await limiter.lockedFor('token', subjects);
  if (locked) return { ok: false, answer: tooManyAttempts(reply, locked) };
  const holder = await p.open();
  if (holder === null || holder === undefined) {
    await limiter.record('token', subjects);
    throw p.invalid();
  }
  return { ok: true, holder };
}
