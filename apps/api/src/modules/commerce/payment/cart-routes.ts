// The storefront's payment calls of spec §7: initialize, update-message, pay, token,
// get-scenario, success/{id}. Who may read a cart: cart-access.ts.
import {
  ApiErrorSchema,
  CartRefSchema,
  PaymentInitializeAnswerSchema,
  PaymentInitializeSchema,
  PaymentScenarioAnswerSchema,
  PaymentSuccessAnswerSchema,
  PaymentSummarySchema,
  PaymentTokenAnswerSchema,
  PaySchema,
  TooManyAttemptsSchema,
  UpdateMessageAnswerSchema,
  UpdateMessageSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { codeGuesses } from '../../../platform/rate-limit/code-guesses.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { cartFor } from './cart-access.ts';
import { paymentSettings } from './context.ts';
import { initializePayment } from './initialize.ts';
import { payCart, refreshFromProvider } from './pay.ts';
import { paymentSummary, purchaseOf } from './summary.ts';
import { updateCartMessage } from './update-message.ts';

const tags = ['payment'];
/** The refusals of quoteCart that answer for a coupon or voucher code. */
// Only codes that match nothing count (ADR 0013): a limited coupon running out during a sale must
// not lock its customers out of checkout.
const CODE_REFUSALS = /^(coupon_unknown|gift_unusable)$/;
const description =
  'Errors answer { code, message, type?, errors?, error, customErrorMsg } (ADR 0010): `error` is a stable word, `customErrorMsg` a text for the customer.';

/** The plain values cartFor checks: the company, the caller and the cart they name. */
const cartOf = (request: FastifyRequest, cartId: string) => ({
  companyId: request.company.id,
  principal: request.principal,
  cartId,
});

export function cartRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/payment/initialize',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Start paying a cart of appointments, gift vouchers and products; prices computed here',
        description,
        body: PaymentInitializeSchema,
        response: { 200: PaymentInitializeAnswerSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      if (principal?.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
      // A coupon or voucher code refused here tells as much as coupons/apply: counted the same.
      const withCode = Boolean(request.body.couponCode || request.body.giftCode);
      const guesses = codeGuesses(deps.limiter, request);
      const locked = withCode ? await guesses.locked() : 0;
      if (locked) return tooManyAttempts(reply, locked);
      try {
        return await initializePayment(
          deps,
          request.company,
          principal.customerId,
          request.lang,
          request.body,
        );
      } catch (error) {
        if (withCode && error instanceof HttpError && CODE_REFUSALS.test(error.type ?? ''))
          await guesses.miss();
        throw error;
      }
    },
  );

  r.post(
    '/api/payment/update-message',
    {
      schema: {
        tags,
        summary: "The appointment's custom message, on the payment and its booking order",
        description,
        body: UpdateMessageSchema,
        response: { 200: UpdateMessageAnswerSchema },
      },
    },
    async (request) =>
      updateCartMessage(deps.db, {
        payment: await cartFor(deps.db, cartOf(request, request.body.cartId)),
        message: request.body.message,
        now: deps.now(),
      }),
  );

  r.post(
    '/api/payment/pay',
    {
      schema: {
        tags,
        summary: 'Complete the payment with the provider (free: at once; PayPal: capture with payId)',
        description,
        body: PaySchema,
        response: { 200: PaymentSummarySchema },
      },
    },
    async (request) => {
      const payment = await cartFor(deps.db, cartOf(request, request.body.cartId));
      const paid = await payCart(deps, request.company, payment, request.body.payId ?? null, request.log);
      return paymentSummary(deps.db, paid, request.lang);
    },
  );

  r.post(
    '/api/payment/token',
    {
      schema: {
        tags,
        summary: "The cart's payment token and the provider's public key (generic flow)",
        description,
        body: CartRefSchema,
        response: { 200: PaymentTokenAnswerSchema },
      },
    },
    async (request) => {
      const payment = await cartFor(deps.db, cartOf(request, request.body.cartId));
      return {
        cartId: payment.cartId,
        provider: payment.provider,
        token: payment.cart.token,
        publicKey: payment.provider === 'free' ? null : paymentSettings(request.company).keys.publicKey,
      };
    },
  );

  r.post(
    '/api/payment/get-scenario',
    {
      schema: {
        tags,
        summary: 'What the storefront does next for this cart (generic flow)',
        description,
        body: CartRefSchema,
        response: { 200: PaymentScenarioAnswerSchema },
      },
    },
    async (request) => {
      const payment = await cartFor(deps.db, cartOf(request, request.body.cartId));
      return {
        cartId: payment.cartId,
        provider: payment.provider,
        status: payment.status,
        scenario: payment.cart.scenario,
      };
    },
  );

  r.post(
    '/api/payment/success/:id',
    {
      schema: {
        tags,
        summary: 'Confirm with the provider if not done yet; the order summary and the purchase event',
        description,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: PaymentSuccessAnswerSchema },
      },
    },
    async (request) => {
      const payment = await cartFor(deps.db, cartOf(request, request.params.id));
      const settled = await refreshFromProvider(deps, request.company, payment, request.log);
      return { ...(await paymentSummary(deps.db, settled, request.lang)), purchase: purchaseOf(settled) };
    },
  );
}
