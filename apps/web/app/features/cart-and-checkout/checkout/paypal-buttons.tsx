import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/browser-api.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { loadScript, waitForGlobal } from '../../../lib/load-script.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { approvePaypal, paypalSdkUrl, returnPath } from './payment-flow.ts';
import type { PaymentStageProps } from './payment-stage.tsx';
import type { Scenario } from './payment-types.ts';

type PaypalSdk = {
  Buttons: (options: {
    createOrder: () => string;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }) => { render: (el: HTMLElement) => Promise<void> };
};

/**
 * PayPal (spec §4): initialize made the order; the buyer approves it in PayPal's buttons; the
 * callback records the pay id and pay captures. The SDK is polled every 500 ms (spec §7) and not
 * loaded at all without a client id (spec §5).
 */
export default function PaypalButtons({
  answer,
  purpose,
  scenario,
}: PaymentStageProps & { scenario: Extract<Scenario, { kind: 'paypal-buttons' }> }) {
  const t = useT('journeys');
  const { lang } = useShell();
  const caller = useCaller();
  const navigate = useNavigate();
  const mount = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const src = paypalSdkUrl(scenario.clientId);
    if (!src) {
      setError(t('paymentProviderUnavailable'));
      return;
    }
    let cancelled = false;
    loadScript(src)
      .then(() => waitForGlobal(() => (window as Window & { paypal?: PaypalSdk }).paypal, 500))
      .then((paypal) => {
        if (cancelled || !mount.current) return;
        return paypal
          .Buttons({
            createOrder: () => scenario.orderId,
            onApprove: async (data) => {
              setPending(true);
              try {
                await approvePaypal(caller, {
                  cartId: answer.cartId,
                  paymentToken: answer.result.token,
                  payId: data.orderID,
                  prices: answer.prices,
                });
                navigate(localisePath(returnPath(purpose, answer.cartId), lang), { replace: true });
              } catch (failure) {
                setError(errorText(failure, t('paymentError')));
                setPending(false);
              }
            },
            onCancel: () => setError(t('paymentCancelled')),
            onError: (failure) => {
              console.warn('[storefront] paypal error', failure);
              setError(t('paymentError'));
            },
          })
          .render(mount.current);
      })
      .catch((failure: unknown) => {
        console.warn('[storefront] paypal could not be loaded', failure);
        if (!cancelled) setError(t('paymentProviderUnavailable'));
      });
    return () => {
      cancelled = true;
    };
  }, [scenario.clientId, scenario.orderId, answer, caller, lang, navigate, purpose, t]);

  return (
    <div className="flex flex-col gap-4">
      <div ref={mount} aria-busy={pending} />
      {pending ? <p role="status">{t('paymentConfirming')}</p> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
