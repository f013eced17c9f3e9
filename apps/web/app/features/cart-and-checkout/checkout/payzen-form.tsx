import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/browser-api.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { loadScript, waitForGlobal } from '../../../lib/load-script.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { PAYZEN_SCRIPT, payCart, returnPath } from './payment-flow.ts';
import type { PaymentStageProps } from './payment-stage.tsx';
import type { Scenario } from './payment-types.ts';

type Krypton = {
  setFormConfig: (config: Record<string, string>) => Promise<unknown>;
  renderElements: (selector: string | HTMLElement) => Promise<unknown>;
  onSubmit: (callback: (response: unknown) => boolean | Promise<boolean>) => void;
  onError: (callback: (error: { errorMessage?: string }) => void) => void;
};

/**
 * PayZen's embedded form (spec §4): its script renders the card fields in PayZen's frames with the
 * form token of initialize; when PayZen accepted the card, pay settles the cart with the API.
 */
export default function PayzenForm({
  answer,
  purpose,
  scenario,
}: PaymentStageProps & { scenario: Extract<Scenario, { kind: 'payzen-embedded' }> }) {
  const t = useT('journeys');
  const { lang, locale } = useShell();
  const caller = useCaller();
  const navigate = useNavigate();
  const mount = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadScript(PAYZEN_SCRIPT, { 'kr-public-key': scenario.publicKey, 'kr-language': locale })
      .then(() => waitForGlobal(() => (window as Window & { KR?: Krypton }).KR, 200, 10_000))
      .then(async (KR) => {
        if (cancelled || !mount.current) return;
        await KR.setFormConfig({ formToken: scenario.formToken, 'kr-language': locale });
        KR.onError((failure) => setError(failure.errorMessage || t('paymentError')));
        KR.onSubmit(async () => {
          try {
            await payCart(caller, answer.cartId);
            navigate(localisePath(returnPath(purpose, answer.cartId), lang), { replace: true });
          } catch (failure) {
            setError(errorText(failure, t('paymentError')));
          }
          // false: PayZen must not post the answer to a page of its own.
          return false;
        });
        await KR.renderElements(mount.current);
      })
      .catch((failure: unknown) => {
        console.warn('[storefront] payzen could not be loaded', failure);
        if (!cancelled) setError(t('paymentProviderUnavailable'));
      });
    return () => {
      cancelled = true;
    };
  }, [scenario.publicKey, scenario.formToken, locale, answer.cartId, caller, lang, navigate, purpose, t]);

  return (
    <div className="flex flex-col gap-4">
      <div ref={mount} className="kr-embedded" />
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
