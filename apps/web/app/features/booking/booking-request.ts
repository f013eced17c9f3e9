import { bookedServiceIds } from '@eclat/domain';
import { type ApiCaller, callApi } from '../../lib/browser-api.ts';
import { updateMessage } from '../cart-and-checkout/checkout/payment-flow.ts';
import type { InitializeAnswer } from '../cart-and-checkout/checkout/payment-types.ts';
import type { DetailsValues } from './details-step.tsx';
import type { AvailabilitySlot, BookingCartState, BookingShop } from './types.ts';

/**
 * The booking's requests (ADR 0008), loaded when the visitor confirms (issue 19: with the payment
 * flow, off the booking page's first script): the appointment, then the payment's start when the
 * company takes appointment payments.
 */
export async function startBookingPayment(
  caller: ApiCaller,
  orderId: number,
  details: DetailsValues,
): Promise<InitializeAnswer> {
  const { message, couponCode, giftCode } = details;
  const answer = await callApi(caller, '/api/payment/initialize', {
    answer: 'PaymentInitializeAnswerSchema',
    method: 'POST',
    body: {
      items: [{ kind: 'booking', bookingOrderId: orderId }],
      ...(message.trim() ? { customMessage: message.trim() } : {}),
      ...(couponCode.trim() ? { couponCode: couponCode.trim() } : {}),
      ...(giftCode.trim() ? { giftCode: giftCode.trim() } : {}),
    },
  });
  await updateMessage(caller, answer.cartId, message);
  return answer;
}

/** POST /api/appointments: the order, confirmed at once or held until paid. */
export async function bookAppointment(
  caller: ApiCaller,
  input: {
    cart: BookingCartState;
    shop: BookingShop;
    slot: AvailabilitySlot;
    employeeId: number | null;
    employeeIds: (number | null)[] | null;
    details: DetailsValues;
  },
): Promise<{ orderId: number; confirmed: boolean }> {
  const message = input.details.message.trim();
  const answer = await callApi(caller, '/api/appointments', {
    answer: 'BookingAnswerSchema',
    method: 'POST',
    body: {
      shopId: input.shop.id,
      serviceIds: bookedServiceIds(input.cart),
      start: input.slot.start,
      employeeId: input.employeeId,
      ...(input.employeeIds ? { employeeIds: input.employeeIds } : {}),
      ...(message ? { customMessage: message } : {}),
    },
  });
  return { orderId: answer.order.id, confirmed: answer.order.status === 'confirmed' };
}
