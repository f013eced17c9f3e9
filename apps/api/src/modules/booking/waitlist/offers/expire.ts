// The `waitlist-offer-expire` job: queued at each offer's deadline, in the job's transaction.
import type { JobDefinition } from '../../../../platform/jobs/worker.ts';
import type { OfferExpirePayload } from './create.ts';
import { expireOffer } from './respond.ts';

export const offerExpireJob: JobDefinition = {
  run: async (tx, { job, payload, now }) => {
    const { offerId } = payload as OfferExpirePayload;
    if (job.companyId === null || typeof offerId !== 'number') throw new Error('expiry without its offer');
    return expireOffer(tx, job.companyId, offerId, now);
  },
};
