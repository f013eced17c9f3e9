import type { StaffLoyaltyTier } from '@eclat/contracts';
import type { TierRow } from './repository.ts';

export const toStaffTier = (row: TierRow): StaffLoyaltyTier => ({
  id: row.id,
  name: row.name,
  reward: row.reward,
  pointsRequired: row.pointsRequired,
  rewardValue: row.rewardValue,
  order: row.order,
});
