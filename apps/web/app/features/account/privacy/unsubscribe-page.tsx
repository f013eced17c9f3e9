import type { UnsubscribeAnswer } from '@eclat/contracts';
import { useEffect, useRef, useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import type { UnsubscribePage } from './privacy-types.ts';

const frame = 'mx-auto flex w-full max-w-xl flex-col gap-5 px-5 pt-10 pb-24';

/** /desinscription/{token} (issue 23): the marketing message's one-click unsubscribe, confirmed by a button. */
export function UnsubscribeView({ page, token }: { page: UnsubscribePage; token: string }) {
  const t = useT('privacy');
  const caller = useCaller();
  const [answer, setAnswer] = useState<UnsubscribeAnswer | null>(page.state === 'open' ? page.answer : null);
  const [justDone, setJustDone] = useState(false);
  const [state, setState] = useState<'idle' | 'pending' | 'failed' | 'invalid'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);

  // Done: focus goes to the heading of what the page now says (the button is gone).
  useEffect(() => {
    if (justDone) heading.current?.focus();
  }, [justDone]);

  async function unsubscribe() {
    setState('pending');
    try {
      const next = await callApi(caller, `/api/consents/unsubscribe/${encodeURIComponent(token)}`, {
        method: 'POST',
        authToken: null,
        answer: 'UnsubscribeAnswerSchema',
      });
      setAnswer(next);
      setJustDone(true);
      setState('idle');
    } catch (error) {
      setState(error instanceof BrowserApiError && error.status === 404 ? 'invalid' : 'failed');
    }
  }

  if (!answer || state === 'invalid') {
    return (
      <main id="main" className={frame} data-testid="unsubscribe-invalid">
        <h1 className="font-heading text-3xl">{t('unsubInvalidTitle')}</h1>
        <p>{t('unsubInvalid')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile/privacy" className={buttonClass.primary}>
            {t('unsubManage')}
          </Link>
          <Link to="/" className={buttonClass.outline}>
            {t('backHome')}
          </Link>
        </div>
      </main>
    );
  }
  const company = answer.companyName;
  return (
    <main id="main" className={frame} data-testid="unsubscribe">
      <h1 ref={heading} tabIndex={-1} className="font-heading text-3xl outline-none">
        {t('unsubTitle')}
      </h1>
      {answer.unsubscribed ? (
        <Notice tone="success">{t(justDone ? 'unsubDone' : 'unsubAlready', { company })}</Notice>
      ) : (
        <>
          <p>{t('unsubText', { company })}</p>
          <button
            type="button"
            className={`${buttonClass.primary} self-start`}
            disabled={state === 'pending'}
            aria-busy={state === 'pending' || undefined}
            onClick={() => void unsubscribe()}
          >
            {t('unsubButton')}
          </button>
          {state === 'failed' ? <Notice tone="error">{t('unsubFailed')}</Notice> : null}
        </>
      )}
      <Link to="/" className="min-h-11 self-start underline underline-offset-2">
        {t('backHome')}
      </Link>
    </main>
  );
}
