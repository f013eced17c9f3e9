import { type CustomerUser, DEFAULT_LANG, isLang } from '@eclat/contracts';
import type { customers } from '../../../db/schema.ts';
import { type ProfileRow, toProfile } from '../profiles/serialize.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer as answered; never the password hash or the provider ids themselves. */
export function toCustomerUser(
  row: CustomerRow,
  extra: { profiles: ProfileRow[]; links: { system: string; externalId: string }[]; palierId: number | null },
): CustomerUser {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    lang: isLang(row.lang) ? row.lang : DEFAULT_LANG,
    status: row.status === 'pending' ? 'pending' : 'active',
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    noPass: row.passwordHash === null,
    providers: { google: row.googleId !== null, facebook: row.facebookId !== null },
    profiles: extra.profiles.map(toProfile),
    links: extra.links.map((l) => ({ system: l.system, externalId: l.externalId })),
    palierId: extra.palierId,
    smsOptOut: row.smsOptOut,
    createdAt: row.createdAt.toISOString(),
  };
}
