// A signed-in customer joins the waitlist (issue 21): for a service or chain the shop offers, with
// a collaborator who performs it or anyone, on the days and parts of day that suit up to a last
// date. One live entry per customer, services and overlapping period; the customer's row is locked
// while checking, so two identical joins at once make one entry and one 409.
import { WAITLIST_MAX_DAYS, type WaitlistEntry, type WaitlistJoin } from '@eclat/contracts';
import { checkWish, type DomainLang, waitlistServiceKey, wishesOverlap } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../../platform/tenant/companies.ts';
import { appointmentSettings } from '../../appointments/settings.ts';
import { askForMatching } from './matching.ts';
import {
  bookableServiceIds,
  collaboratorServices,
  entryById,
  entryViews,
  insertEntry,
  liveEntriesFor,
  lockCustomer,
  shopToWait,
} from './repository.ts';

export async function joinWaitlist(
  db: Db,
  company: CompanyRow,
  p: { customerId: number; wish: WaitlistJoin; now: Date; lang: DomainLang },
): Promise<WaitlistEntry> {
  const { wish, now } = p;
  if (!appointmentSettings(company).waitlist.enabled)
    throw new HttpError(409, 'La liste d’attente n’est pas proposée.', { type: 'waitlist_off' });
  const shop = await shopToWait(db, company.id, wish.shopId);
  if (!shop) throw new HttpError(404, 'shop not found');
  if (!shop.bookerActive)
    throw new HttpError(409, 'Réservation en ligne non disponible', { type: 'booking_off' });
  const bookable = await bookableServiceIds(db, company.id, shop.id, wish.serviceIds);
  if (wish.serviceIds.some((id) => !bookable.has(id)))
    throw new HttpError(404, 'service not found in this shop');
  const employeeId = wish.employeeId ?? null;
  if (employeeId !== null) {
    const performs = await collaboratorServices(db, company.id, shop.id, employeeId);
    if (!performs) throw new HttpError(404, 'collaborator not found in this shop');
    if (wish.serviceIds.some((id) => !performs.has(id)))
      throw new HttpError(409, 'Ce collaborateur ne réalise pas ces prestations.', {
        type: 'collaborator_services',
      });
  }
  const period = checkWish(wish, now.getTime(), shop.timeZone, WAITLIST_MAX_DAYS);
  if (!period.ok) throw new HttpError(400, period.message, { type: period.reason });

  const serviceKey = waitlistServiceKey(wish.serviceIds);
  const id = await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, company.id, p.customerId))) throw new HttpError(401, 'invalid token');
    const live = await liveEntriesFor(tx, company.id, p.customerId, serviceKey);
    if (live.some((entry) => wishesOverlap(entry, { serviceIds: wish.serviceIds, ...period })))
      throw new HttpError(409, 'Vous êtes déjà sur la liste d’attente pour ces prestations sur ces dates.', {
        type: 'waitlist_duplicate',
      });
    const entryId = await insertEntry(tx, {
      companyId: company.id,
      shopId: shop.id,
      customerId: p.customerId,
      serviceIds: wish.serviceIds,
      serviceKey,
      employeeId,
      weekdays: [...wish.weekdays].sort((a, b) => a - b),
      parts: wish.parts,
      fromDate: period.fromDate,
      untilDate: period.untilDate,
      status: 'waiting',
      createdAt: now,
      updatedAt: now,
    });
    // A freed time still free and to come that suits is offered at once, by the offer engine.
    await askForMatching(tx, { companyId: company.id, shopId: shop.id, now });
    return entryId;
  });
  const [entry] = await entryViews(db, { where: entryById(company.id, id), lang: p.lang, orderBy: [] });
  if (!entry) throw new Error('waitlist entry not found after its creation');
  const { customerId: _, ...answer } = entry;
  return answer;
}
