// The error body of the payment routes (spec §7: the storefront reads data.error and
// data.customErrorMsg; ADR 0010). The API's one format { code, message, type?, errors? } is kept
// and two fields are added: `error`, a stable word, and `customErrorMsg`, a text for the customer.
import { MESSAGES, type PaymentErrorBody } from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/http/errors.ts';
import { markErrorShape } from '../../../platform/http/route-table.ts';
import { ProviderError } from '../../../platform/payments/provider.ts';

/** An HttpError with the text the customer should read. */
export class PaymentError extends HttpError {
  readonly customErrorMsg: string;
  constructor(status: number, message: string, type: string, customErrorMsg: string = message) {
    super(status, message, { type });
    this.customErrorMsg = customErrorMsg;
  }
}

export const PAYMENT_MESSAGES = {
  declined: 'Le paiement a été refusé.',
  failed: 'Le paiement n’a pas abouti.',
  expired: 'Le délai de paiement est dépassé : votre panier a été libéré.',
  closed: 'Ce paiement est terminé.',
  couponRefused:
    'Ce code promo n’est plus disponible : votre paiement n’a pas été accepté et vous est remboursé.',
  generic: 'Une erreur est survenue pendant le paiement.',
} as const;

/** A provider's failure as the HTTP answer the storefront understands (spec §8 for Stripe). */
export function providerFailure(error: ProviderError): PaymentError {
  switch (error.kind) {
    case 'declined':
      return new PaymentError(
        402,
        error.message,
        'card_declined',
        error.customerMessage ?? PAYMENT_MESSAGES.declined,
      );
    case 'signature':
      return new PaymentError(400, 'signature mismatch', 'signature', PAYMENT_MESSAGES.generic);
    case 'timeout':
      return new PaymentError(504, error.message, 'provider_timeout', MESSAGES.serviceUnavailable);
    case 'unavailable':
      return new PaymentError(503, error.message, 'provider_unavailable', MESSAGES.serviceUnavailable);
    case 'config':
      return new PaymentError(503, error.message, 'payment_not_configured', MESSAGES.serviceUnavailable);
    default:
      return new PaymentError(400, error.message, 'provider_invalid', PAYMENT_MESSAGES.generic);
  }
}

const WORD_BY_STATUS: Record<number, string> = {
  400: 'invalid',
  401: 'auth',
  403: 'auth',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
};

/**
 * Registers `routes` in a child scope whose error answers carry `error` and `customErrorMsg`.
 * ProviderErrors become their HTTP answer first; the app's error handler then writes the body and
 * this scope's onSend adds the two fields, so every failure (validation, auth, tenant) has them.
 */
export function paymentScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    markErrorShape(scope, 'PaymentError');
    const caught = new WeakMap<FastifyRequest, Error>();
    scope.addHook('onError', async (request, _reply, error) => {
      if (!caught.has(request)) caught.set(request, error);
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(payload) as Record<string, unknown>;
      } catch {
        return payload;
      }
      const error = caught.get(request);
      const status = reply.statusCode;
      const message = typeof body.message === 'string' ? body.message : PAYMENT_MESSAGES.generic;
      const word =
        typeof body.type === 'string'
          ? body.type
          : message === MESSAGES.missingParams
            ? 'missing_params'
            : (WORD_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'error'));
      const customErrorMsg =
        error instanceof PaymentError
          ? error.customErrorMsg
          : status >= 500
            ? status === 503 || status === 504
              ? MESSAGES.serviceUnavailable
              : PAYMENT_MESSAGES.generic
            : message;
      return JSON.stringify({ ...body, error: word, customErrorMsg } satisfies Partial<PaymentErrorBody>);
    });
    scope.setErrorHandler((error, request) => {
      // Mapped here, then handed to the app's handler (the one error format).
      const mapped = error instanceof ProviderError ? providerFailure(error) : error;
      if (mapped instanceof Error) caught.set(request, mapped);
      throw mapped;
    });
    routes(scope);
  });
}
