import type { AccessAccount } from '@eclat/contracts';
import type { accessAccounts } from '../../../db/schema.ts';

export type AccessRow = typeof accessAccounts.$inferSelect;

export function toAccess(row: AccessRow): AccessAccount {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    shopIds: row.shopIds,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
