// Twilio Programmable Messaging through Twilio's official Node SDK (ADR 0023).
//
// The SDK creates a Message (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
// To, From or MessagingServiceSid, Body; HTTP Basic AccountSid:AuthToken) and throws on any
// status outside 2xx: RestException {status, code, message, moreInfo} for Twilio's classic error
// body ({"code": 21211, "message": "…", "more_info": "…", "status": 400}) or
// TwilioServiceException for RFC 9457 bodies; both carry `status`. Network trouble comes from
// axios, which the SDK uses underneath, without a status.
//
// The SDK always addresses https://api.twilio.com (edge and region only change the host's name
// inside twilio.com). To reach a local stub, its documented extension point is used: a custom
// `httpClient` — here the SDK's own RequestClient, whose requests are re-addressed to
// TWILIO_API_URL. Everything else (auth header, form encoding, error parsing) stays the SDK's.
import twilio from 'twilio';
import type { SmsProvider } from '../messenger.ts';
import { e164Recipient, networkReason, retryableStatus, SmsDeliveryError } from './delivery.ts';

const NAME = 'twilio';
export const TWILIO_API_URL = 'https://api.twilio.com';

export type TwilioSmsOptions = {
  accountSid: string;
  authToken: string;
  /** An E.164 Twilio number or an alphanumeric sender ID (SMS_SENDER); or a Messaging Service. */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com, or a local stub in tests (TWILIO_API_URL). */
  baseUrl: string;
  timeoutMs: number;
};

type RequestOptions = Parameters<twilio.RequestClient['request']>[0];

/** The SDK's HTTP client, sending what it would send to api.twilio.com to another origin. */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #base: URL;

  constructor(baseUrl: string, timeoutMs: number) {
    // No automatic 429 retries inside one call: the outbox relay retries on its next run.
    super({ timeout: timeoutMs, autoRetry: false });
    this.#base = new URL(baseUrl);
  }

  override request<TData>(opts: RequestOptions & { data?: TData }) {
    const target = new URL(opts.uri);
    const prefix = this.#base.pathname.replace(/\/+$/, '');
    const uri = `${this.#base.origin}${prefix}${target.pathname}${target.search}`;
    return super.request<TData>({ ...opts, uri });
  }
}

export function twilioSms(options: TwilioSmsOptions): SmsProvider {
  const rebased = options.baseUrl.replace(/\/+$/, '') !== TWILIO_API_URL;
  const client = twilio(options.accountSid, options.authToken, {
    timeout: options.timeoutMs,
    autoRetry: false,
    ...(rebased ? { httpClient: new RebasedRequestClient(options.baseUrl, options.timeoutMs) } : {}),
  });
  return {
    async sendSms({ to, text }) {
      const recipient = e164Recipient(NAME, to);
      try {
        await client.messages.create({ to: recipient, body: text, ...options.sender });
      } catch (error) {
        throw twilioFailure(error, options.timeoutMs);
      }
    },
  };
}

function twilioFailure(error: unknown, timeoutMs: number): SmsDeliveryError {
  const answered = error as { status?: unknown; code?: unknown; message?: unknown; detail?: unknown };
  if (typeof answered.status === 'number') {
    const code = typeof answered.code === 'number' ? `${answered.code}: ` : '';
    const text = typeof answered.detail === 'string' ? answered.detail : String(answered.message ?? '');
    return new SmsDeliveryError(NAME, `HTTP ${answered.status} ${code}${text}`, {
      permanent: !retryableStatus(answered.status),
      status: answered.status,
    });
  }
  const axiosCode = (error as { code?: unknown }).code;
  const reason =
    axiosCode === 'ECONNABORTED' || axiosCode === 'ETIMEDOUT'
      ? `no answer within ${timeoutMs} ms`
      : `unreachable (${networkReason(error)})`;
  return new SmsDeliveryError(NAME, reason, { permanent: false });
}
