// Listing vouchers: a buyer's own history (staff may read a customer's) and the staff list.
import { MESSAGES } from '@eclat/contracts';
import type { DomainLang } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import {
  countGifts,
  type GiftListFilter,
  giftFilter,
  loadGifts,
  serializeGifts,
  serializeStaffGifts,
} from './repository.ts';

type Page = { page: number; itemPerPage: number };
type Listing = { companyId: number; lang: DomainLang; now: Date };

export const signInRequired = () => new HttpError(401, 'authentication required', { type: 'auth' });

async function pageOf(db: Db, where: ReturnType<typeof giftFilter>, { page, itemPerPage }: Page) {
  return Promise.all([
    loadGifts(db, where, { limit: itemPerPage, offset: (page - 1) * itemPerPage }),
    countGifts(db, where),
  ]);
}

/** The vouchers a customer bought: the caller's own, or for staff the customer they name. */
export async function buyerGiftHistory(
  db: Db,
  input: Listing & Page & { principal: Principal | null; customerId?: number },
) {
  const p = input.principal;
  if (!p) throw signInRequired();
  let buyerCustomerId: number;
  if (p.type === 'customer') buyerCustomerId = p.customerId;
  else if (input.customerId) buyerCustomerId = input.customerId;
  else
    throw new HttpError(400, MESSAGES.missingParams, {
      errors: [{ path: 'querystring.customerId', message: 'required for staff' }],
    });
  const { page, itemPerPage } = input;
  const [rows, total] = await pageOf(db, giftFilter(input.companyId, { buyerCustomerId }, input.now), input);
  return { gifts: await serializeGifts(db, rows, input.lang, input.now), total, page, itemPerPage };
}

/** The company's vouchers as staff see them, filtered and paged. */
export async function companyGiftList(db: Db, input: Listing & Page & { filter: GiftListFilter }) {
  const { page, itemPerPage } = input;
  const [rows, total] = await pageOf(db, giftFilter(input.companyId, input.filter, input.now), input);
  return { gifts: await serializeStaffGifts(db, rows, input.lang, input.now), total, page, itemPerPage };
}
