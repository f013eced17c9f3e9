// A customer leaves the waitlist (issue 21): their live entry is cancelled, whether it waits or
// holds an offer. Only their own entry: any other id is a 404.
import type { Db } from '../../../../db/client.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import { withdrawEntryOffers } from '../offers/index.ts';
import { closeEntries, lockOwnEntry } from './repository.ts';

/**
 * Cancels the customer's entry. An entry already cancelled or expired stays as it is (leaving
 * twice is leaving); a booked one has nothing to leave: its booking is cancelled like any other.
 */
export async function cancelEntry(
  db: Db,
  p: { companyId: number; customerId: number; id: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: the offer engine accepting or expiring its offer meanwhile waits for this to finish.
    const entry = await lockOwnEntry(tx, p.companyId, p.customerId, p.id);
    if (!entry) throw new HttpError(404, 'waitlist entry not found');
    if (entry.status === 'booked')
      throw new HttpError(409, 'Cette demande a déjà abouti à un rendez-vous : annulez le rendez-vous.', {
        type: 'waitlist_booked',
      });
    if (entry.status !== 'waiting' && entry.status !== 'offered') return;
    if (entry.status === 'offered')
      await withdrawEntryOffers(tx, { companyId: p.companyId, entryId: entry.id, now: p.now });
    await closeEntries(tx, { ids: [entry.id], to: 'cancelled', from: ['waiting', 'offered'], now: p.now });
  });
}
