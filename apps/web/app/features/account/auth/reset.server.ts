import { ApiError, ResetTokenAnswerSchema } from '@eclat/contracts';
import { PASSWORD_ENDPOINTS } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';

export type ResetLink = { valid: true; email: string } | { valid: false };

/** Whether a reset link still works, and for which masked address (GET /api/users/token/{token}). */
export async function checkResetLink(storefront: Storefront, token: string): Promise<ResetLink> {
  try {
    const answer = await storefrontApi(storefront).get(
      PASSWORD_ENDPOINTS.token(token),
      ResetTokenAnswerSchema,
    );
    return { valid: true, email: answer.email };
  } catch (error) {
    if (error instanceof ApiError && error.code < 500) return { valid: false };
    throw error;
  }
}
