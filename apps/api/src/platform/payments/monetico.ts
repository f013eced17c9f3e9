// Monetico adapter (CIC / Crédit Mutuel, payment form version 3.0 and the "interface retour" CGI2).
//
// Documents relied on:
// - Payment form fields (TPE, date dd/mm/yyyy:hh:mm:ss, montant "12.34EUR", reference ≤ 12
//   alphanumerics, texte-libre, version 3.0, lgue, societe, mail, url_retour_ok/err,
//   contexte_commande = base64 of the UTF-8 JSON order context) and the seal: MAC = HMAC-SHA1 over
//   the fields sorted by name, "name=value" joined by "*", with the 40-hex key turned into its
//   20-byte "usable" form: Monetico's integration kits (MoneticoPaiement_Ept, _getUsableKey), the
//   CM-CIC technical documentation v3.0 (key of 40 hex characters → 20 bytes; fields and formats)
//   https://www.cmcicpaiement.fr/fr/info/documentations/CM-CIC_paiement_documentation_technique_v3_0.pdf,
//   and the same rules as implemented by https://github.com/dansmaculotte/monetico-php
//   (getUsableKey; generateSeal: ksort, "*"-joined, HMAC-SHA1; the CGI2 fields of PaymentResponse).
// - CGI2 notification ("interface retour"): form POST with code-retour payetest (test server),
//   paiement (production) or Annulation, motifrefus, numauto…, sealed the same way; the merchant
//   answers "version=2\ncdr=0\n" when the seal checks, "version=2\ncdr=1\n" when it does not.
//
// No status API exists: fetchOutcome and pay answer "pending" and the CGI2 notification decides.
// Refunds (recredit_paiement.cgi) are not automated, see refund() below.
//
// Secrets (companies.paymentSecrets): `tpe` (the 7-character terminal number), `key` (the 40-hex
// security key) and `societe` (the company code). No public key: the browser posts a sealed form.
import { createHash } from 'node:crypto';
import { hmacHex, sameHex } from './hmac.ts';
import { formatDecimalAmount, parseDecimalAmount, requireSecret } from './http.ts';
import {
  type Notification,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type RawRequest,
} from './provider.ts';

const NAME = 'monetico';
const VERSION = '3.0';

/** The exact answers the CGI2 expects; without the first one Monetico keeps notifying. */
export const MONETICO_REPLY_VALID = 'version=2\ncdr=0\n';
export const MONETICO_REPLY_INVALID = 'version=2\ncdr=1\n';

/**
 * The kits' "usable key": the 40 hex characters, except that the last two may use letters past F
 * (G…`, read as digits 0…9 by subtracting 23) or end in M (read as 0); then hex-decoded to 20 bytes.
 */
export function usableKey(key: string): Buffer {
  if (key.length !== 40) throw new ProviderError('config', `${NAME}: the security key must be 40 characters`);
  let hex = key.slice(0, 38);
  const tail = `${key.slice(38, 40)}00`;
  const first = tail.charCodeAt(0);
  if (first > 70 && first < 97) hex += String.fromCharCode(first - 23) + tail.charAt(1);
  else if (tail.charAt(1) === 'M') hex += `${tail.charAt(0)}0`;
  else hex += tail.slice(0, 2);
  if (!/^[0-9A-Fa-f]{40}$/.test(hex))
    throw new ProviderError('config', `${NAME}: the security key is not hexadecimal`);
  return Buffer.from(hex, 'hex');
}

/** The sealed string: every field but MAC, sorted by name, "name=value" joined by "*". */
export function macString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'MAC')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('*');
}

export function computeMac(fields: Readonly<Record<string, string>>, key: string): string {
  return hmacHex('sha1', usableKey(key), macString(fields));
}

/** Monetico's date, in French time: dd/mm/yyyy:hh:mm:ss. */
export function moneticoDate(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}:${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Monetico's reference: at most 12 letters and digits, unique per terminal. Derived from the cart
 * and the idempotency key, so a retried initialize posts the same reference; texte-libre carries
 * the cart id itself.
 */
export function moneticoReference(cartId: string, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${cartId}\u0000${idempotencyKey}`).digest();
  return BigInt(`0x${digest.subarray(0, 10).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(12, '0')
    .slice(-12);
}

/** "12.34EUR" → 1234; null when it is not an amount in euros. */
export function parseMontant(montant: string): number | null {
  const match = /^(\d+(?:\.\d{1,2})?)EUR$/.exec(montant);
  return match?.[1] ? parseDecimalAmount(match[1]) : null;
}

function base(ctx: ProviderContext): string {
  return ctx.baseUrl.replace(/\/+$/, '');
}

const noStatusApi = (providerRef: string | null): Outcome => ({
  status: 'pending',
  providerRef,
  amount: null,
  reason: 'Monetico has no status API: the CGI2 notification decides',
});

export const moneticoProvider: PaymentProvider = {
  name: NAME,

  async start(ctx, input) {
    const tpe = requireSecret(NAME, ctx.secrets, 'tpe');
    const key = requireSecret(NAME, ctx.secrets, 'key');
    const societe = requireSecret(NAME, ctx.secrets, 'societe');
    const reference = moneticoReference(input.cartId, input.idempotencyKey);
    // 3-D Secure 2 reads the order context; we know the customer's e-mail, not their address.
    const context = { billing: {}, client: input.customerEmail ? { email: input.customerEmail } : {} };
    const fields: Record<string, string> = {
      TPE: tpe,
      contexte_commande: Buffer.from(JSON.stringify(context), 'utf8').toString('base64'),
      date: moneticoDate(new Date()),
      lgue: input.lang.toUpperCase(),
      montant: `${formatDecimalAmount(input.amount)}EUR`,
      reference,
      societe,
      'texte-libre': input.cartId,
      url_retour_err: ctx.returnUrls.fail,
      url_retour_ok: ctx.returnUrls.success,
      version: VERSION,
      ...(input.customerEmail ? { mail: input.customerEmail } : {}),
    };
    fields.MAC = computeMac(fields, key);
    return {
      token: reference,
      providerRef: reference,
      scenario: { kind: 'redirect', url: `${base(ctx)}/paiement.cgi`, method: 'POST', fields },
    };
  },

  // No API to ask: the answer is the one already known, pending until the CGI2 notification.
  fetchOutcome: async (_ctx, ref) => noStatusApi(ref.providerRef),
  pay: async (_ctx, ref) => noStatusApi(ref.providerRef),

  async parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification> {
    const key = requireSecret(NAME, ctx.secrets, 'key');
    const fields = Object.fromEntries(new URLSearchParams(request.rawBody.toString('utf8')));
    const mac = fields.MAC;
    if (!mac || fields.TPE !== ctx.secrets.tpe || !sameHex(computeMac(fields, key), mac)) {
      // The service answers MONETICO_REPLY_INVALID to this, and changes nothing.
      throw new ProviderError('signature', `${NAME}: MAC does not match the notification`);
    }
    const code = fields['code-retour'] ?? '';
    const reference = fields.reference ?? null;
    let outcome: Outcome;
    if (code === 'paiement' || code === 'payetest') {
      outcome = { status: 'succeeded', providerRef: reference, amount: parseMontant(fields.montant ?? '') };
    } else if (code === 'Annulation') {
      outcome = {
        status: 'failed',
        providerRef: reference,
        amount: null,
        reason: fields.motifrefus || 'Annulation',
      };
    } else {
      // paiement_pfN / Annulation_pfN belong to split payments, which this shop does not offer.
      outcome = { status: 'pending', providerRef: reference, amount: null, reason: code };
    }
    return {
      eventId: `${reference ?? ''}:${code}`,
      cartId: fields['texte-libre'] || null,
      providerRef: reference,
      outcome,
      reply: { status: 200, contentType: 'text/plain', body: MONETICO_REPLY_VALID },
    };
  },

  async refund() {
    // The recredit service (recredit_paiement.cgi) needs the authorisation number, the order and
    // capture dates and the amount still refundable, which a payment record here does not carry,
    // and its answer codes are not in the documentation we could check: a refund it might have
    // refused would be recorded as made. Monetico refunds are made in its back office.
    throw new ProviderError(
      'unavailable',
      `${NAME}: refunds are not automated for Monetico; make it in the Monetico back office or as old credit`,
    );
  },
};
