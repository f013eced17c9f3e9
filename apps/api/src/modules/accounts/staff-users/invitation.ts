// The invitation link of a company user (ADR 0006): mailed when the account is made without a
// password or on an owner's request; it lets the user choose a password, then signs them in.
import { INVITATION_PAGE } from '@eclat/contracts';
import { INVITATION_TTL_MS } from '@eclat/domain';
import type { LinkInput } from '../../../platform/auth/link-holder.ts';
import { consumeLinkToken, issueLinkToken, type LinkTokenRow } from '../../../platform/auth/one-time.ts';
import { assertPasswordPolicy, hashPassword } from '../../../platform/auth/passwords.ts';
import {
  type AccountsServices,
  companyName,
  langPrefix,
  storefrontOrigin,
} from '../../../platform/auth/services.ts';
import { issueToken, revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import type { Call } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { SECRET } from '../../../platform/mail/templates.ts';
import { companyUserById, updateCompanyUser } from './repository.ts';
import type { CompanyUserRow } from './serialize.ts';

const invalidLink = () =>
  new HttpError(404, 'this link is invalid, used or expired', { type: 'invalid_token' });

/** What liveLinkHolder opens: an invitation names an active company user of the company. */
export function invitationLink(s: AccountsServices, companyId: number, token: string) {
  return {
    purpose: 'cmpuser_invite' as const,
    token,
    holder: async (live: LinkTokenRow) => {
      const user = live.companyUserId ? await companyUserById(s.db, companyId, live.companyUserId) : null;
      return user?.active ? user : null;
    },
    invalid: invalidLink,
  };
}

/** Mails a link to choose a password (invitation, or a new one on request). */
export async function mailInvitation(s: AccountsServices, call: Call, user: CompanyUserRow): Promise<void> {
  const companyId = call.company.id;
  const token = await issueLinkToken(s.db, {
    companyId,
    subject: { companyUserId: user.id },
    purpose: 'cmpuser_invite',
    ttlMs: INVITATION_TTL_MS,
    now: s.now(),
  });
  const origin = await storefrontOrigin(s.db, companyId, call.forwarded);
  await s.messenger.send(
    {
      companyId,
      channel: 'email',
      to: user.email,
      lang: call.lang,
      template: 'cmpuser_invite',
      vars: {
        company: companyName(call.company),
        minutes: INVITATION_TTL_MS / 60_000,
        link: `${origin}${langPrefix(call.lang)}${INVITATION_PAGE}/${SECRET}`,
      },
      secret: token,
    },
    call.log,
  );
}

/** The password chosen with an opened link: the link is used up, the user signed in. */
export async function acceptInvitation(
  s: AccountsServices,
  companyId: number,
  opened: { holder: CompanyUserRow; link: LinkInput },
  password: string,
): Promise<{ user: CompanyUserRow; token: string }> {
  const { holder: user, link } = opened;
  const { now } = link;
  assertPasswordPolicy(password, user.email);
  const passwordHash = await hashPassword(password);
  const updated = await s.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, link);
    if (used?.companyUserId !== user.id) throw invalidLink();
    const row = await updateCompanyUser(tx, companyId, user.id, { passwordHash });
    await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: user.id }, now);
    return row;
  });
  if (!updated) throw invalidLink();
  const token = await issueToken(s.db, { type: 'provider', companyId, subjectId: user.id }, now);
  return { user: updated, token };
}
