import type { CustomerProfile } from '@eclat/contracts';
import type { profiles } from '../../../db/schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): CustomerProfile {
  return {
    id: row.id,
    customerId: row.customerId,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    country: row.country,
    city: row.city,
    birthdate: row.birthdate,
    code: row.code,
  };
}
