// Whether the request comes from a signed-in member of the company's staff (spec §6: isDebug lets
// staff see a disabled site). The session cookies say "provider" (auth-storage.ts), but a cookie
// is the visitor's to write: the API is asked whether the token is a staff token of this company.
import { ApiError, CompanyUserAnswerSchema } from '@eclat/contracts';
import { serverApi } from '../api.server.ts';
import { AUTH_TOKEN_KEY, AUTH_TYPE_KEY } from './auth-storage.ts';

export async function isStaffSession(args: {
  companyToken: string;
  cookies: Record<string, string>;
  forwardedFor: string | null;
}): Promise<boolean> {
  const token = args.cookies[AUTH_TOKEN_KEY];
  if (!token || args.cookies[AUTH_TYPE_KEY] !== 'provider') return false;
  try {
    await serverApi({ companyToken: args.companyToken, forwardedFor: args.forwardedFor })
      .withOptions({ authToken: token })
      .get('/api/cmpusers/me', CompanyUserAnswerSchema);
    return true;
  } catch (error) {
    // A refused token is an anonymous visitor; an API that cannot tell keeps the site shut too.
    if (!(error instanceof ApiError) || error.code >= 500)
      console.error('[storefront] staff session could not be checked:', error);
    return false;
  }
}
