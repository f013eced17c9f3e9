import { readFileSync } from 'node:fs';
import { checkPassword, PASSWORD_PROBLEM_MESSAGES, parsePasswordList } from '@eclat/domain';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../../db/prepare.ts';
import { HttpError } from '../http/errors.ts';

export { hashPassword };

/** The common passwords refused by the policy (ADR 0006), shipped with the module; no network. */
export const COMMON_PASSWORDS: ReadonlySet<string> = parsePasswordList(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8'),
);

/** argon2id verification; a malformed or missing hash never matches. */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await verify(hash, plain);
  } catch {
    return false;
  }
}

/** Throws 400 type 'weak_password' when a new password breaks the policy of @eclat/domain checkPassword. */
export function assertPasswordPolicy(password: string, email?: string | null): void {
  const result = checkPassword(password, { common: COMMON_PASSWORDS, email });
  if (!result.ok) {
    throw new HttpError(400, PASSWORD_PROBLEM_MESSAGES[result.problem], {
      type: 'weak_password',
      errors: [{ path: 'body.password', message: result.problem }],
    });
  }
}

/** Checks the policy, then hashes (argon2id, OWASP parameters). */
export async function newPasswordHash(password: string, email?: string | null): Promise<string> {
  assertPasswordPolicy(password, email);
  return hashPassword(password);
}
