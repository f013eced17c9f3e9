import type { CompanyUpdateSchema } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import type { z } from 'zod';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

/** Payment and sign-in credentials are the owner's (ADR 0004, 0005): a manager may resend them unchanged. */
export function assertNoOwnerChange(row: CompanyRow, body: z.infer<typeof CompanyUpdateSchema>): void {
  const stored = mergeSettings(DEFAULT_BOOKER, row.booker);
  const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);
  const touched =
    (body.booker &&
      (!same(body.booker.payment, stored.payment) || !same(body.booker.oauthKeys, stored.oauthKeys))) ||
    body.paymentSecrets !== undefined ||
    (body.stripeConnectEnabled !== undefined && body.stripeConnectEnabled !== row.stripeConnectEnabled) ||
    (body.stripeConnectId !== undefined && body.stripeConnectId !== row.stripeConnectId);
  if (touched) throw new HttpError(403, 'owner role required for payment settings', { type: 'auth' });
}

/** JSON with object keys sorted, to compare documents whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
