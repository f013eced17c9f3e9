import type { ServicePolicy } from '@eclat/contracts';
import { bookedServiceIds, type CompanyPolicy, orderAmountDue, policySnapshot } from '@eclat/domain';
import type { PolicyPart } from './cancellation-terms.tsx';
import type { AvailabilitySlot, BookableService, BookingCartState } from './types.ts';

/**
 * The policy each service of the cart will be booked under at this slot (issue 20), as the API
 * will save it (policySnapshot with the service's overrides), and what is to be paid now. The
 * no-show rule is the server's alone (it counts the customer's no-shows): a customer it asks
 * more of sees the amount in the payment step.
 */
export function cartPolicyParts(input: {
  cart: BookingCartState;
  slot: AvailabilitySlot;
  company: CompanyPolicy;
  paymentActive: boolean;
  services: readonly BookableService[];
}): { parts: PolicyPart[]; amountDue: number } {
  const overrides = new Map<number, ServicePolicy | null>();
  for (const s of input.services) overrides.set(s.id, s.bookingPolicy);
  const priceOf = new Map(input.cart.items.map((line) => [line.id, line.price]));
  const ids = bookedServiceIds(input.cart);
  const parts = ids.map((id, i) => {
    const price = priceOf.get(id) ?? 0;
    return {
      start: input.slot.segments?.[i]?.start ?? input.slot.start,
      price,
      policy: policySnapshot(input.company, overrides.get(id) ?? null, price),
    };
  });
  const amountDue = orderAmountDue(
    parts.map((p) => ({ price: p.price, snapshot: p.policy })),
    input.paymentActive,
  );
  return { parts, amountDue };
}
