import type { Company } from '@eclat/contracts';
import type { SocialKeys } from './social-identity.ts';

/** booker.oauthKeys: the public ids the social buttons need (spec §3); never a secret. */
export function socialKeys(company: Company): SocialKeys {
  const { google, facebook } = company.booker.oauthKeys;
  return { google: google?.trim() || null, facebook: facebook?.trim() || null };
}
