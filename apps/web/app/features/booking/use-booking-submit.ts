import { useState } from 'react';
import { BrowserApiError, errorText } from '../../lib/browser-api.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { dropSession } from '../account/auth/session.ts';
import type { InitializeAnswer } from '../cart-and-checkout/checkout/payment-types.ts';
import type { DetailsValues } from './details-step.tsx';
import type { AvailabilitySlot, BookingCartState, BookingShop } from './types.ts';

/**
 * Confirming a booking (POST /api/appointments, ADR 0008): confirmed at once, or held and paid
 * through the company's provider when appointment payment is active. A slot taken meanwhile (409
 * slot_taken) gives the slot back to the picker; a held order is kept so that a failed payment
 * start is tried again without booking twice.
 */
export function useBookingSubmit(input: {
  cart: BookingCartState;
  shop: BookingShop | null;
  slot: AvailabilitySlot | null;
  employeeId: number | null;
  /** A chain: per booked service, the collaborator chosen for it or null (ADR 0017). */
  employeeIds: (number | null)[] | null;
  details: DetailsValues;
  onSlotTaken: () => void;
  onConfirmed: (orderId: number) => void;
}) {
  const t = useT('journeys');
  const caller = useCaller();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<{ orderId: number; slot: string } | null>(null);
  const [payment, setPayment] = useState<InitializeAnswer | null>(null);

  // The requests come with the confirmation (booking-request.ts, with the payment flow).
  const requests = () => import('./booking-request.ts');

  async function startPayment(orderId: number) {
    const { startBookingPayment } = await requests();
    setPayment(await startBookingPayment(caller, orderId, input.details));
  }

  async function confirm() {
    const { shop, slot } = input;
    if (!shop || !slot || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (held && held.slot === slot.start) {
        await startPayment(held.orderId);
        return;
      }
      const { bookAppointment } = await requests();
      const order = await bookAppointment(caller, {
        cart: input.cart,
        shop,
        slot,
        employeeId: input.employeeId,
        employeeIds: input.employeeIds,
        details: input.details,
      });
      if (order.confirmed) {
        input.onConfirmed(order.orderId);
        return;
      }
      setHeld({ orderId: order.orderId, slot: slot.start });
      await startPayment(order.orderId);
    } catch (failure) {
      if (failure instanceof BrowserApiError && failure.kind === 'slot_taken') {
        input.onSlotTaken();
      } else if (failure instanceof BrowserApiError && failure.status === 401) {
        // The session ended meanwhile: sign in again, the slot stays chosen.
        dropSession();
        setError(t('sessionExpired'));
      } else if (failure instanceof BrowserApiError && failure.kind === 'booking_off') {
        setError(t('bookingOff'));
      } else {
        setError(errorText(failure, t('bookingFailed')));
      }
    } finally {
      setBusy(false);
    }
  }

  return { confirm, busy, error, payment };
}
