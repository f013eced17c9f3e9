import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/browser-api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { loadScript, waitForGlobal } from '../../../lib/load-script.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { confirmStripe, payCart, returnPath, type StripeLike } from './payment-flow.ts';
import type { PaymentStageProps } from './payment-stage.tsx';
import type { Scenario } from './payment-types.ts';

type StripeWindow = Window & { Stripe?: (publicKey: string) => StripeLike };

/**
 * Stripe (spec §4): js.stripe.com is loaded only here, its card element is mounted in Stripe's
 * own frame, and the payment is confirmed with a redirect only when the bank requires one.
 */
export default function StripeCard({
  answer,
  purpose,
  scenario,
}: PaymentStageProps & { scenario: Extract<Scenario, { kind: 'stripe-card' }> }) {
  const t = useT('journeys');
  const { lang, locale } = useShell();
  const caller = useCaller();
  const navigate = useNavigate();
  const mount = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: StripeLike; elements: ReturnType<StripeLike['elements']> } | null>(null);
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: { destroy?: () => void } | null = null;
    loadScript('https://js.stripe.com/v3/')
      .then(() => waitForGlobal(() => (window as StripeWindow).Stripe, 100, 10_000))
      .then((Stripe) => {
        if (cancelled || !mount.current) return;
        const stripe = Stripe(scenario.publicKey);
        const elements = stripe.elements({ clientSecret: scenario.clientSecret, locale: locale.slice(0, 2) });
        const created = elements.create('payment', { layout: 'tabs' });
        created.mount(mount.current);
        element = created;
        session.current = { stripe, elements };
        setReady(true);
      })
      .catch((failure: unknown) => {
        console.warn('[storefront] stripe could not be loaded', failure);
        if (!cancelled) setError(t('paymentProviderUnavailable'));
      });
    return () => {
      cancelled = true;
      element?.destroy?.();
    };
  }, [scenario.publicKey, scenario.clientSecret, locale, t]);

  async function pay() {
    if (!session.current) return;
    setPending(true);
    setError(null);
    const back = localisePath(returnPath(purpose, answer.cartId), lang);
    const outcome = await confirmStripe(
      session.current.stripe,
      session.current.elements,
      `${location.origin}${back}`,
    );
    if (!outcome.ok) {
      setError(outcome.message ?? t('paymentError'));
      setPending(false);
      return;
    }
    try {
      await payCart(caller, answer.cartId);
      navigate(back, { replace: true });
    } catch (failure) {
      setError(errorText(failure, t('paymentError')));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div ref={mount} className="min-h-32 rounded-xl border border-line bg-page p-3" />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <button
        type="button"
        className={buttonClass.primary}
        disabled={!ready || pending}
        onClick={() => void pay()}
      >
        {pending ? t('pleaseWait') : t('payAmount', { amount: formatMoney(answer.prices.total, lang) })}
      </button>
      <p className="text-xs text-muted">{t('paymentSecureNote')}</p>
    </div>
  );
}
