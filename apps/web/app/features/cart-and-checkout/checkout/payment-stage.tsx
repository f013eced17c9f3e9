import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/browser-api.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { payCart, redirectForm, returnPath } from './payment-flow.ts';
import type { InitializeAnswer, PaymentPurpose } from './payment-types.ts';

// Each provider's front end is its own chunk, fetched when the payment reaches it.
const StripeCard = lazy(() => import('./stripe-card.tsx'));
const PaypalButtons = lazy(() => import('./paypal-buttons.tsx'));
const PayzenForm = lazy(() => import('./payzen-form.tsx'));

export type PaymentStageProps = { answer: InitializeAnswer; purpose: PaymentPurpose };

/** free (or a cart costing nothing): confirmed at once (spec §4), then the return page. */
function ConfirmAtOnce({ answer, purpose }: PaymentStageProps) {
  const t = useT('journeys');
  const caller = useCaller();
  const navigate = useNavigate();
  const { lang } = useShell();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    payCart(caller, answer.cartId)
      .then(() => navigate(localisePath(returnPath(purpose, answer.cartId), lang), { replace: true }))
      .catch((failure: unknown) => setError(errorText(failure, t('paymentError'))));
  }, [answer.cartId, caller, lang, navigate, purpose, t]);
  return error ? <Notice tone="error">{error}</Notice> : <p role="status">{t('paymentConfirming')}</p>;
}

/** Saferpay, Monetico: the provider's own page, reached by a redirect or an auto-submitted form. */
function RedirectToProvider({ answer }: PaymentStageProps) {
  const t = useT('journeys');
  const started = useRef(false);
  useEffect(() => {
    if (started.current || answer.result.scenario.kind !== 'redirect') return;
    started.current = true;
    const target = redirectForm(document, answer.result.scenario);
    if (target.kind === 'location') window.location.assign(target.url);
    else {
      document.body.append(target.form);
      target.form.submit();
    }
  }, [answer]);
  return <p role="status">{t('paymentRedirecting')}</p>;
}

/** The payment step of a cart: what the company's provider needs in the browser (spec §4). */
export function PaymentStage(props: PaymentStageProps) {
  const t = useT('journeys');
  const scenario = props.answer.result.scenario;
  const loading = <p role="status">{t('paymentLoading')}</p>;
  switch (scenario.kind) {
    case 'confirm-at-once':
      return <ConfirmAtOnce {...props} />;
    case 'redirect':
      return <RedirectToProvider {...props} />;
    case 'stripe-card':
      return (
        <Suspense fallback={loading}>
          <StripeCard {...props} scenario={scenario} />
        </Suspense>
      );
    case 'paypal-buttons':
      return (
        <Suspense fallback={loading}>
          <PaypalButtons {...props} scenario={scenario} />
        </Suspense>
      );
    case 'payzen-embedded':
      return (
        <Suspense fallback={loading}>
          <PayzenForm {...props} scenario={scenario} />
        </Suspense>
      );
  }
}
