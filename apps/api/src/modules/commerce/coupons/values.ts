// A staff coupon body → its columns, for the generic CRUD's prepare hook.
import type { CouponInputSchema } from '@eclat/contracts';
import type { z } from 'zod';
import { toDate } from '../../../platform/crud/serialize.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import type { CouponRow } from './serialize.ts';

export type CouponInput = Partial<z.infer<typeof CouponInputSchema>>;

/** Body → columns, with the cross-field rules checked against the stored row on a change. */
export function couponValues(input: CouponInput, existing: CouponRow | null): Record<string, unknown> {
  const { start, end, code, ...rest } = input;
  const startsAt = start === undefined ? existing?.startsAt : toDate(start);
  const endsAt = end === undefined ? existing?.endsAt : toDate(end);
  if (startsAt && endsAt && startsAt >= endsAt)
    throw badRequest('Requête invalide', [{ path: 'body.end', message: 'end must be after start' }]);
  const reductionType = input.reductionType ?? existing?.reductionType;
  const amount = input.amount ?? existing?.amount ?? 0;
  if (reductionType === 'percentage' && amount > 100)
    throw badRequest('Requête invalide', [{ path: 'body.amount', message: 'a percentage is at most 100' }]);
  return { ...rest, code: code?.toUpperCase(), startsAt: toDate(start), endsAt: toDate(end) };
}
