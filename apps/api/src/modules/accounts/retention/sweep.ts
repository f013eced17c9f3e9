// The retention sweep (issue 23, ADR 0026): once a day, per company, the customers inactive for
// booker.privacy.retentionMonths (default 36, CNIL's three years) are told a calendar month
// before, then handed to the `customer-erase` job (modules/accounts/privacy) at the limit. The rule
// is the domain's (retentionDecision); erased customers and those with an appointment to come are
// left alone. Each customer in its own transaction: the notice mail, its instant and its log line
// commit together, so a sweep run again sends nothing twice.
import { isLang, type Lang, LOCALE_CODES, PrivacySettingsSchema } from '@eclat/contracts';
import {
  DEFAULT_BOOKER,
  mergeSettings,
  NOTICE_MIN_DAYS,
  retentionCandidatesBefore,
  retentionDates,
  retentionDecision,
} from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { enqueueJob } from '../../../platform/jobs/queue.ts';
import type { JobDefinition } from '../../../platform/jobs/worker.ts';
import { mailContext } from '../../../platform/mail/company-context.ts';
import { queueMessage } from '../../../platform/mail/outbox-writer.ts';
import {
  companiesForRetention,
  logRetentionRequest,
  markNoticeSent,
  type RetentionCandidate,
  retentionCandidates,
} from './repository.ts';

export const RETENTION_JOB = 'customer-retention';
/** Erases one customer: payload { companyId, customerId, by: 'system' } (handled by accounts/privacy). */
export const CUSTOMER_ERASE_JOB = 'customer-erase';
/** Where the notice asks the customer to sign in, after the language prefix. */
const SIGN_IN_PAGE = '/auth/customer/login';
const DAY_MS = 86_400_000;
/** Customers looked at per company and run; the next day's run takes the rest. */
const BATCH = 2000;

export type RetentionOutcome = { noticed: number; erasing: number };

/** The company's retention in months (its setting when valid, else the default). */
export function retentionMonthsOf(booker: unknown): number {
  const merged = mergeSettings(DEFAULT_BOOKER, booker) as { privacy?: unknown };
  const parsed = PrivacySettingsSchema.safeParse(merged.privacy);
  return parsed.success ? parsed.data.retentionMonths : DEFAULT_BOOKER.privacy.retentionMonths;
}

export async function sweepRetention(db: Db, now: Date): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = { noticed: 0, erasing: 0 };
  for (const company of await companiesForRetention(db)) {
    const months = retentionMonthsOf(company.booker);
    const candidates = await retentionCandidates(
      db,
      company.id,
      retentionCandidatesBefore(now, months),
      now,
      BATCH,
    );
    for (const customer of candidates) {
      const decision = retentionDecision({
        lastActivityAt: customer.lastActivityAt,
        createdAt: customer.createdAt,
        retentionMonths: months,
        noticeAt: customer.retentionNoticeAt,
        now,
      });
      if (decision === 'notice') {
        await db.transaction((tx) => sendNotice(tx, company.id, customer, months, now));
        outcome.noticed += 1;
      } else if (decision === 'erase') {
        const queued = await db.transaction(async (tx) => {
          const id = await enqueueJob(tx, {
            name: CUSTOMER_ERASE_JOB,
            key: `${CUSTOMER_ERASE_JOB}:${company.id}:${customer.id}`,
            companyId: company.id,
            payload: { companyId: company.id, customerId: customer.id, by: 'system' },
            runAt: now,
          });
          // Already queued (a run again before the erasure ran): logged once.
          if (id !== null)
            await logRetentionRequest(tx, {
              companyId: company.id,
              customerId: customer.id,
              kind: 'retention_erase',
              now,
              done: false,
            });
          return id !== null;
        });
        if (queued) outcome.erasing += 1;
      }
    }
  }
  return outcome;
}

/** The notice mail (when the customer has an address), its instant and its log line, in `tx`. */
async function sendNotice(
  tx: Db,
  companyId: number,
  customer: RetentionCandidate,
  months: number,
  now: Date,
): Promise<void> {
  const since = customer.lastActivityAt ?? customer.createdAt;
  // Sent late, the erasure waits NOTICE_MIN_DAYS from now: the day the mail states is the real one.
  const erasure = new Date(
    Math.max(retentionDates(since, months).limit.getTime(), now.getTime() + NOTICE_MIN_DAYS * DAY_MS),
  );
  if (customer.email) {
    const lang: Lang = isLang(customer.lang) ? customer.lang : 'fr';
    const ctx = await mailContext(tx, companyId, lang);
    await queueMessage(tx, {
      companyId,
      customerId: customer.id,
      channel: 'email',
      to: customer.email,
      lang,
      template: 'retention_notice',
      vars: {
        company: ctx.company,
        brand: ctx.brand,
        retention: {
          customerName: customer.firstname?.trim() || null,
          day: new Intl.DateTimeFormat(LOCALE_CODES[lang], {
            dateStyle: 'long',
            timeZone: 'Europe/Paris',
          }).format(erasure),
          signInLink: ctx.link(SIGN_IN_PAGE),
        },
      },
    });
  }
  // Without an address nobody can be told; the notice counts all the same, or the data would be
  // kept for ever.
  await markNoticeSent(tx, companyId, customer.id, now);
  await logRetentionRequest(tx, {
    companyId,
    customerId: customer.id,
    kind: 'retention_notice',
    now,
    done: true,
  });
}

/** Once a day, each customer in its own transaction (safe to run again: see above). */
export const retentionJob: JobDefinition = {
  everyMs: DAY_MS,
  ownTransactions: true,
  run: (db, { now }) => sweepRetention(db, now),
};
