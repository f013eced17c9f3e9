// The review invitation job (issue 22): runs the company's delay after a visit was marked
// honoured, in the job's transaction (the messages are written once, with the job's "done"). It
// re-checks the visit first: still honoured, not reviewed yet, its customer still there, reviews
// still on — and then writes an e-mail and, when allowed, an SMS into the outbox, in the
// customer's language, with the signed link to the review page (sealed in the outbox like the
// booking messages' manage link).
import { isLang, type Lang, LOCALE_CODES } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition } from '../../../platform/jobs/worker.ts';
import { mailContext } from '../../../platform/mail/company-context.ts';
import { type MessageKeys, queueMessage } from '../../../platform/mail/outbox-writer.ts';
import { type ReviewInviteVars, SECRET } from '../../../platform/mail/templates.ts';
import { invitedVisit, reviewSettings } from './repository.ts';
import type { ReviewInvitePayload } from './schedule.ts';
import { REVIEW_PAGE, reviewToken } from './token.ts';

/** What one run did, for the tests and the job's record. */
export type InviteOutcome =
  | { sent: { email: boolean; sms: boolean } }
  | { skipped: 'visit gone' | 'not honoured' | 'reviewed' | 'reviews off' | 'no storefront' | 'no channel' };

/** Writes the invitation of one visit in `tx`, or says why not. */
export async function sendReviewInvitation(
  tx: Db,
  keys: MessageKeys,
  input: { companyId: number; appointmentId: number; now: Date },
): Promise<InviteOutcome> {
  const visit = await invitedVisit(tx, input.companyId, input.appointmentId);
  if (!visit) return { skipped: 'visit gone' };
  if (visit.status !== 'honoured') return { skipped: 'not honoured' };
  if (visit.reviewed) return { skipped: 'reviewed' };
  const settings = await reviewSettings(tx, input.companyId);
  if (!settings?.enabled) return { skipped: 'reviews off' };

  const lang: Lang = isLang(visit.customer.lang) ? visit.customer.lang : 'fr';
  const ctx = await mailContext(tx, input.companyId, lang);
  const link = ctx.link(`${REVIEW_PAGE}/${SECRET}`);
  // Without a storefront there is no page to review on: nothing worth sending.
  if (!link) return { skipped: 'no storefront' };
  const token = reviewToken(keys.linkKey, {
    companyId: input.companyId,
    appointmentId: visit.id,
    now: input.now,
  });
  const review: ReviewInviteVars = {
    customerName: visit.customer.name,
    shopName: visit.shop.name,
    service: localise(visit.service, lang),
    collaborator: visit.collaborator,
    day: new Intl.DateTimeFormat(LOCALE_CODES[lang], {
      dateStyle: 'full',
      timeZone: visit.shop.timeZone,
    }).format(visit.startsAt),
    link,
  };
  const base = {
    companyId: input.companyId,
    lang,
    template: 'review_invite' as const,
    shopId: visit.shop.id,
    customerId: visit.customer.id,
    secret: { value: token, cipher: keys.cipher },
  };
  const email = settings.email && visit.customer.email !== '';
  const sms = settings.sms && Boolean(visit.customer.phone) && !visit.customer.smsOptOut;
  if (!email && !sms) return { skipped: 'no channel' };
  if (email)
    await queueMessage(tx, {
      ...base,
      channel: 'email',
      to: visit.customer.email,
      vars: { company: ctx.company, brand: ctx.brand, review },
    });
  if (sms)
    await queueMessage(tx, {
      ...base,
      channel: 'sms',
      to: visit.customer.phone as string,
      vars: { company: ctx.company, review, sms: true },
    });
  return { sent: { email, sms } };
}

export function reviewInviteJob(keys: MessageKeys): JobDefinition {
  return {
    run: async (tx, { job, payload, now }) => {
      const { appointmentId } = payload as ReviewInvitePayload;
      if (job.companyId === null || typeof appointmentId !== 'number')
        throw new Error('review invitation without its visit');
      return sendReviewInvitation(tx, keys, { companyId: job.companyId, appointmentId, now });
    },
  };
}
