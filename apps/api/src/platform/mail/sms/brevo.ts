// Brevo transactional SMS over its HTTP API (ADR 0023), with fetch: no SDK needed for one call.
//
// Documents relied on (developers.brevo.com):
// - POST /v3/transactionalSMS/send ("Send SMS message asynchronously to a mobile number"), which
//   replaced the deprecated POST /v3/transactionalSMS/sms in May 2025; its answer is
//   {"messageId": 1511882900176220} (the old one also carried reference and credits).
// - Headers: `api-key` (the account's v3 key), `content-type: application/json`, `accept`.
// - Body: sender (alphanumeric ≤ 11 or numeric ≤ 15), recipient (the number with its country
//   code, digits), content, type `transactional` (never held back at night, unlike marketing),
//   unicodeEnabled when the text leaves the GSM 03.38 alphabet.
// - Errors: {"code": "invalid_parameter", "message": "…"} with 400, 401 (bad key), 402 (no SMS
//   credits left), 403, 429 (rate limit), 5xx ("Key concepts" page, ErrorModel).
import type { SmsProvider } from '../messenger.ts';
import { e164Recipient, networkReason, retryableStatus, SmsDeliveryError } from './delivery.ts';
import { isGsm7 } from './gsm7.ts';

const NAME = 'brevo';

export type BrevoSmsOptions = {
  apiKey: string;
  /** The sender name or number customers see (SMS_SENDER). */
  sender: string;
  /** https://api.brevo.com, or a local stub in tests (BREVO_API_URL). */
  baseUrl: string;
  timeoutMs: number;
};

export function brevoSms(options: BrevoSmsOptions): SmsProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v3/transactionalSMS/send`;
  return {
    async sendSms({ to, text }) {
      const recipient = e164Recipient(NAME, to).slice(1);
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'api-key': options.apiKey,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            // A numeric sender is digits only for Brevo, like the recipient.
            sender: options.sender.replace(/^\+/, ''),
            recipient,
            content: text,
            type: 'transactional',
            unicodeEnabled: !isGsm7(text),
          }),
          signal,
        });
        body = await response.text();
      } catch (error) {
        // Whether the message left cannot be known; a later try may send it twice, which beats
        // a reminder never sent.
        const reason = signal.aborted
          ? `no answer within ${options.timeoutMs} ms`
          : `unreachable (${networkReason(error)})`;
        throw new SmsDeliveryError(NAME, reason, { permanent: false });
      }
      if (response.ok) return;
      throw new SmsDeliveryError(NAME, `HTTP ${response.status} ${brevoError(body)}`, {
        permanent: !retryableStatus(response.status),
        status: response.status,
      });
    },
  };
}

/** "invalid_parameter: Invalid phone number", or the start of a body that is not Brevo's JSON. */
function brevoError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    const code = typeof parsed.code === 'string' ? parsed.code : '';
    const message = typeof parsed.message === 'string' ? parsed.message : '';
    if (code || message) return [code, message].filter(Boolean).join(': ');
  } catch {
    // Not JSON: a proxy's HTML page, an empty body.
  }
  return body.slice(0, 200) || '(empty answer)';
}
