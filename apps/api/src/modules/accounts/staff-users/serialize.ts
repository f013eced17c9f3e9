import type { CompanyUser } from '@eclat/contracts';
import type { companyUsers } from '../../../db/schema.ts';
import type { StaffRole } from '../../../platform/http/auth.ts';

export type CompanyUserRow = typeof companyUsers.$inferSelect;

export function toCompanyUser(row: CompanyUserRow): CompanyUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    firstname: row.firstname,
    lastname: row.lastname,
    active: row.active,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
