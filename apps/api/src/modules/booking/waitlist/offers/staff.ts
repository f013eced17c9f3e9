// Staff offer a time to a waiting entry by hand (issue 21): the same offer as matching makes.
import type { Db } from '../../../../db/client.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import type { CompanyRow } from '../../../../platform/tenant/companies.ts';
import { lockBookingDays } from '../../appointments/book.ts';
import { createOffer } from './create.ts';
import { loadEntry, lockShopMatching, lockWaitingEntry, type OfferRow } from './repository.ts';

export async function staffOffer(
  db: Db,
  keys: MessageKeys,
  company: CompanyRow,
  p: {
    entryId: number;
    start: Date;
    employeeId: number | null;
    scope: number[] | null;
    staffId: number | null;
    now: Date;
  },
): Promise<OfferRow> {
  const seen = await loadEntry(db, company.id, p.entryId);
  if (!seen || (p.scope && !p.scope.includes(seen.shopId))) throw new HttpError(404, 'entry not found');
  return db.transaction(async (tx) => {
    // The shop's matching and this offer take turns, then the day's bookings (as a booking does).
    await lockShopMatching(tx, seen.shopId);
    await lockBookingDays(tx, company.id, [p.start]);
    const entry = await lockWaitingEntry(tx, company.id, p.entryId);
    if (!entry)
      throw new HttpError(409, 'Cette personne n’attend plus ou a déjà une proposition en cours.', {
        type: 'entry_not_waiting',
      });
    return createOffer(
      tx,
      keys,
      company,
      entry,
      { start: p.start, employeeId: p.employeeId },
      { origin: 'staff', freedSlotId: null, offeredById: p.staffId, now: p.now },
    );
  });
}
