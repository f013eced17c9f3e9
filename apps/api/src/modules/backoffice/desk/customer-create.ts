import { normalisePhone } from '@eclat/domain';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { UNIQUE_VIOLATION } from '../../../db/errors.ts';
import { customers, profiles } from '../../../db/schema.ts';
import { pgCode } from '../../../platform/crud/db-errors.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { insertProfile } from '../../accounts/profiles/repository.ts';
import { insertCustomer } from '../../accounts/users/repository.ts';

export type NewCustomer = {
  email: string;
  firstname: string;
  lastname: string;
  phone?: string;
  country: string;
  lang: string;
};

const taken = (type: 'email_taken' | 'phone_taken') => new HttpError(409, 'Conflict', { type });

/**
 * A customer taken on the phone by staff: an active account without password (they choose one
 * later through the reset link, ADR 0006) and its first profile, both or neither.
 */
export async function createCustomer(db: Db, companyId: number, input: NewCustomer): Promise<number> {
  const phone = input.phone ? normalisePhone(input.phone, input.country) : null;
  if (input.phone && !phone)
    throw new HttpError(400, 'phone number not recognised', {
      errors: [{ path: 'body.phone', message: 'not a phone number' }],
    });
  try {
    return await db.transaction(async (tx) => {
      if (phone) {
        const [holder] = await tx
          .select({ id: customers.id })
          .from(customers)
          .leftJoin(profiles, eq(profiles.customerId, customers.id))
          .where(
            and(
              eq(customers.companyId, companyId),
              or(eq(customers.phone, phone), and(isNotNull(profiles.id), eq(profiles.phone, phone))),
            ),
          )
          .limit(1);
        if (holder) throw taken('phone_taken');
      }
      // An active account without password: staff took the customer on the phone.
      const customer = await insertCustomer(tx, {
        companyId,
        email: input.email,
        phone,
        status: 'active',
        lang: input.lang,
      });
      await insertProfile(tx, {
        companyId,
        customerId: customer.id,
        firstname: input.firstname,
        lastname: input.lastname,
        phone,
        country: input.country,
      });
      return customer.id;
    });
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw taken('email_taken');
    throw error;
  }
}
