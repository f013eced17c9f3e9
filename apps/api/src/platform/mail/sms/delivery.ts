// What every SMS gateway shares (ADR 0023): the recipient in E.164, and one error type that says
// whether trying again can help. The outbox relay reads `permanent`: a refused number or a
// rejected request is given up at once; a timeout, a 5xx or a 429 is tried again on a later run.
import { normalisePhone } from '@eclat/domain';

export class SmsDeliveryError extends Error {
  readonly provider: string;
  /** True when the gateway refused this very message: the same request would be refused again. */
  readonly permanent: boolean;
  /** The gateway's HTTP status, when it answered. */
  readonly status: number | null;

  constructor(provider: string, message: string, options: { permanent: boolean; status?: number | null }) {
    super(`${provider}: ${message}`);
    this.name = 'SmsDeliveryError';
    this.provider = provider;
    this.permanent = options.permanent;
    this.status = options.status ?? null;
  }
}

/**
 * HTTP statuses worth another try later: the gateway was down or busy (5xx), asked us to slow
 * down (429) or did not get the request in time (408). Any other 4xx refuses the request itself
 * (bad number, bad key, no credit left), and sending it again would only be refused again.
 */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/**
 * The recipient as the gateways want it, +33612345678. Phones are stored normalised at sign-up;
 * a national number still in the outbox is read as French (the storefront's default country).
 * Anything else is refused before a gateway is called: it would cost a request and fail anyway.
 */
export function e164Recipient(provider: string, to: string): string {
  const e164 = normalisePhone(to);
  if (!e164)
    throw new SmsDeliveryError(
      provider,
      'the recipient is not a phone number in international (E.164) form',
      {
        permanent: true,
      },
    );
  return e164;
}

/** The reason a send failed, for the outbox's last_error, whatever was thrown. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What fetch or axios says when no answer came: the socket's reason rather than "fetch failed". */
export function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** True when the error says that the same message will never go through (SmsDeliveryError.permanent). */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof SmsDeliveryError && error.permanent;
}
