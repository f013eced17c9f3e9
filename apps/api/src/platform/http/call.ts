// What the accounts' use cases know about the call, read once by the route: plain values, never
// the request, so a use case runs the same from a route, a script or a test.
import type { Lang } from '@eclat/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Forwarded, forwardedOf } from '../auth/services.ts';
import type { CompanyRow } from '../tenant/companies.ts';

export type Call = {
  /** The tenant: its id scopes every query, its name and settings go into mails and rules. */
  company: CompanyRow;
  /** The caller's address, a subject of the lockouts. */
  ip: string;
  /** The language of the call (curlang). */
  lang: Lang;
  /** The storefront proxy's host, for the links mails carry. */
  forwarded: Forwarded;
  log: FastifyBaseLogger;
};

export function callOf(request: FastifyRequest): Call {
  return {
    company: request.company,
    ip: request.ip,
    lang: request.lang,
    forwarded: forwardedOf(request),
    log: request.log,
  };
}

/** A use case refused because the caller is locked out: the route answers 429 with the wait. */
export type Locked = { lockedMs: number };

export function isLocked(outcome: object): outcome is Locked {
  return 'lockedMs' in outcome;
}
