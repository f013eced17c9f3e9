// The signed-in customer's own choices on their account (PUT /api/users/me). Today one: SMS off
// (issue 20), which the booking messages read (booking/notifications/queue.ts) to send by e-mail only.
import type { CustomerUser, MeUpdateBody } from '@eclat/contracts';
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerView, updateCustomer } from './repository.ts';
import { signedInCustomer } from './signed-in.ts';

export async function saveAccountChoices(
  db: Db,
  companyId: number,
  principal: Principal | null,
  body: MeUpdateBody,
  now: Date,
): Promise<CustomerUser> {
  const customer = await signedInCustomer(db, companyId, principal);
  // One row, the customer's own: the company and the id both come from the session, never the body.
  const row = await updateCustomer(db, companyId, customer.id, {
    updatedAt: now,
    ...(body.smsOptOut !== undefined ? { smsOptOut: body.smsOptOut } : {}),
  });
  if (!row) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return customerView(db, companyId, row);
}
