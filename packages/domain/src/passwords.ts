// Password policy (ADR 0006): 8 to 128 characters, not a common password, not the e-mail.
// Pure: the list of common passwords is given by the caller (the API ships it as a text file).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'contains_email';

export type PasswordCheck = { ok: true } | { ok: false; problem: PasswordProblem };

/** Lower-cased, trimmed entries of a one-per-line list; blank lines and `#` comments skipped. */
export function parsePasswordList(text: string): Set<string> {
  const set = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const entry = line.trim().toLowerCase();
    if (entry && !entry.startsWith('#')) set.add(entry);
  }
  return set;
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
const lengthOf = (s: string) => [...s].length;

/**
 * Checks a new password. `common` holds lower-cased common passwords: a password is refused when
 * it is one of them, ignoring case and surrounding spaces, or when it is one of them wrapped in
 * digits and symbols ('Password123!', '2024azerty'). `email` refuses the e-mail and its local part.
 */
export function checkPassword(
  password: string,
  options: { common: ReadonlySet<string>; email?: string | null },
): PasswordCheck {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return { ok: false, problem: 'too_short' };
  if (length > PASSWORD_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  const lower = password.trim().toLowerCase();
  const stem = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (options.common.has(lower) || (stem.length >= 4 && options.common.has(stem))) {
    return { ok: false, problem: 'common' };
  }
  const email = options.email?.trim().toLowerCase();
  if (email) {
    const local = email.split('@')[0] ?? '';
    if (lower === email || (local.length >= 4 && lower.includes(local))) {
      return { ok: false, problem: 'contains_email' };
    }
  }
  return { ok: true };
}

/** The sentence answered to the client for each problem (English, the API's log language). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'password is too common',
  contains_email: 'password must not contain the e-mail address',
};
