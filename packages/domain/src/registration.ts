// Customer registration (spec §4): step 1 pre-registers (phone, e-mail, password), step 2
// completes it, with an SMS code when the company wants phone verification (ADR 0006).

/** Verification codes and their lifetime (issue 4: codes expire after 10 minutes). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a single code survives; the next one burns it. */
export const CODE_MAX_ATTEMPTS = 5;
/** Password reset and invitation links. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export type CustomerStatus = 'pending' | 'active';

/** booker.registration.phoneVerification, false when absent (issue 4). */
export function phoneVerificationRequired(booker: unknown): boolean {
  if (!booker || typeof booker !== 'object') return false;
  const registration = (booker as { registration?: unknown }).registration;
  if (!registration || typeof registration !== 'object') return false;
  return (registration as { phoneVerification?: unknown }).phoneVerification === true;
}

/** What step 2 does: activate at once, or send an SMS code and wait for it. */
export function completionOutcome(booker: unknown): 'activate' | 'await_sms_code' {
  return phoneVerificationRequired(booker) ? 'await_sms_code' : 'activate';
}

/** E-mails are compared trimmed and lower-cased (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Calling codes of the countries the storefront serves; others must be sent with a '+'. */
export const CALLING_CODES: Record<string, string> = {
  FR: '33',
  BE: '32',
  CH: '41',
  LU: '352',
  MC: '377',
  DE: '49',
  AT: '43',
  ES: '34',
  IT: '39',
  PT: '351',
  NL: '31',
  GB: '44',
  IE: '353',
  US: '1',
  CA: '1',
};

/**
 * A phone number in E.164 (+33612345678), or null when it cannot be one. Spaces, dots, dashes
 * and brackets are dropped; '00' becomes '+'; a national number (leading 0) takes the calling
 * code of `country` (FR by default).
 */
export function normalisePhone(raw: string, country = 'FR'): string | null {
  const compact = raw.trim().replace(/[\s.\-()/]/g, '');
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) {
    const code = CALLING_CODES[country.toUpperCase()];
    if (!code) return null;
    e164 = `+${code}${compact.slice(1)}`;
  } else return null;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

/**
 * The fate of a submitted code against the live code of its purpose: no live code, a match
 * (still valid or expired), or a wrong code. A code that already took CODE_MAX_ATTEMPTS wrong
 * tries is dead even when the right one comes.
 */
export function checkCode(
  live: { matches: boolean; attempts: number; expiresAt: Date } | null,
  now: Date,
): CodeCheck {
  if (!live) return 'none';
  if (live.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
  if (!live.matches) return 'wrong';
  if (live.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/** Hides most of an address for answers that confirm where a message went (c•••@example.com). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Hides a phone number but its last two digits (+33•••••••78). */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '•••';
  return `${phone.slice(0, 3)}${'•'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}
