import type { WaitlistOffer, WaitlistOfferView } from '@eclat/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatLongDate, formatMoney, formatTime } from '../../../lib/format.ts';
import { stripLangPrefix } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { loginPath } from '../../account/auth/return-path.ts';
import { useCustomerSession } from '../../account/customer-session.tsx';
import type { InitializeAnswer } from '../../cart-and-checkout/checkout/payment-types.ts';
import { useShell } from '../../shell/use-shell.ts';
import { ShopAddress } from '../shop-address.tsx';
import type { BookingShop } from '../types.ts';
import { announceStep, clockText } from './countdown.ts';
import { useCountdown } from './use-countdown.ts';

// The payment providers' front ends come only when an accepted offer has something to pay.
const PaymentStage = lazy(() =>
  import('../../cart-and-checkout/checkout/payment-stage.tsx').then((m) => ({ default: m.PaymentStage })),
);

type Stage =
  | { kind: 'open' }
  | { kind: 'declining' }
  | { kind: 'pending' }
  | { kind: 'booked'; orderId: number }
  | { kind: 'paying'; orderId: number; payment: InitializeAnswer | null }
  | { kind: 'declined' };

const GONE_KEYS = {
  accepted: 'wlGoneAccepted',
  declined: 'wlGoneDeclined',
  expired: 'wlGoneExpired',
  withdrawn: 'wlGoneWithdrawn',
} as const;

/** The link that does not open an offer (forged, cut, another salon's): what happened and where to go. */
export function InvalidOfferLink() {
  const t = useT('journeys');
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 pt-6 pb-24 sm:pt-10">
      <h1 className="font-heading text-3xl">{t('wlBadLinkTitle')}</h1>
      <p>{t('wlBadLinkText')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile/waitlist" className={buttonClass.primary}>
          {t('wlSeeMine')}
        </Link>
        <Link to="/" className={buttonClass.outline}>
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}

/**
 * The waitlist offer link's page (issue 21): the time held for the customer, what it costs, the
 * time left to answer (extendable once, WCAG 2.2.1), and the answer: book (paying first when the
 * policy asks) or decline for the next person. No sign-in, except to pay.
 */
export function OfferView({
  view,
  shop,
  now,
  token,
}: {
  view: WaitlistOfferView;
  shop: BookingShop | null;
  now: string;
  token: string;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const caller = useCaller();
  const session = useCustomerSession();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [offer, setOffer] = useState<WaitlistOffer>(view.offer);
  const [stage, setStage] = useState<Stage>({ kind: 'open' });
  const [error, setError] = useState<string | null>(null);
  const [extended, setExtended] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const left = useCountdown(offer.expiresAt, now);
  const step = announceStep(left);
  const timeZone = shop?.timeZone ?? 'Europe/Paris';
  const money = (cents: number) => formatMoney(cents, lang, view.currency || currency.code);
  const path = `/api/waitlist/offers/${encodeURIComponent(token)}`;
  const { entry } = view;

  // The page's data follows the offer (a new status from the server replaces the local copy).
  useEffect(() => setOffer(view.offer), [view.offer]);
  // Time up: the server has passed the time on; its data says so (a moment later, its clock).
  const over = left <= 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once when the time runs out
  useEffect(() => {
    if (!over || offer.status !== 'open') return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), 2000);
    return () => window.clearTimeout(timer);
  }, [over]);
  // The answer's result takes focus (announced, and in view on a phone).
  useEffect(() => {
    if (stage.kind === 'booked' || stage.kind === 'declined' || stage.kind === 'paying')
      resultRef.current?.focus({ preventScroll: false });
  }, [stage.kind]);

  async function failed(failure: unknown) {
    setStage({ kind: 'open' });
    // Answered or over meanwhile: the page reloads its data and says what happened.
    if (failure instanceof BrowserApiError && [404, 409, 410].includes(failure.status)) {
      await revalidator.revalidate();
    }
    setError(t('wlAnswerFailed'));
  }

  async function startPayment(orderId: number) {
    setStage({ kind: 'paying', orderId, payment: null });
    try {
      const payment = await callApi(caller, '/api/payment/initialize', {
        answer: 'PaymentInitializeAnswerSchema',
        method: 'POST',
        body: { items: [{ kind: 'booking', bookingOrderId: orderId }] },
      });
      setStage({ kind: 'paying', orderId, payment });
    } catch {
      setError(t('paymentError'));
    }
  }

  async function accept() {
    setStage({ kind: 'pending' });
    setError(null);
    try {
      const answer = await callApi(caller, `${path}/accept`, {
        method: 'POST',
        answer: 'WaitlistAcceptAnswerSchema',
        // The link is the customer's right here; a stored session adds nothing to it.
        authToken: null,
      });
      if (answer.status === 'confirmed') setStage({ kind: 'booked', orderId: answer.orderId });
      else await startPayment(answer.orderId);
    } catch (failure) {
      await failed(failure);
    }
  }

  async function decline() {
    setStage({ kind: 'pending' });
    setError(null);
    try {
      await callApi(caller, `${path}/decline`, {
        method: 'POST',
        answer: 'WaitlistOfferAnswerSchema',
        authToken: null,
      });
      setStage({ kind: 'declined' });
    } catch (failure) {
      await failed(failure);
    }
  }

  async function extend() {
    setError(null);
    try {
      const answer = await callApi(caller, `${path}/extend`, {
        method: 'POST',
        answer: 'WaitlistOfferAnswerSchema',
        authToken: null,
      });
      setOffer(answer.offer);
      setExtended(true);
    } catch (failure) {
      await failed(failure);
    }
  }

  const details = (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line p-5 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted">{t('wlOfferWhen')}</dt>
      <dd className="font-medium first-letter:uppercase" data-testid="offer-time">
        {formatLongDate(offer.startsAt, locale, timeZone)}, {formatTime(offer.startsAt, locale, timeZone)} –{' '}
        {formatTime(offer.endsAt, locale, timeZone)}
      </dd>
      <dt className="text-muted">{t('wlOfferServices')}</dt>
      <dd>{entry.serviceNames.join(' + ')}</dd>
      <dt className="text-muted">{t('wlOfferWith')}</dt>
      <dd>{offer.employeeName ?? t('anyCollaborator')}</dd>
      <dt className="text-muted">{t('wlOfferPrice')}</dt>
      <dd className="tabular-nums">{money(view.total)}</dd>
      {view.amountDue > 0 ? (
        <>
          <dt className="text-muted">{t('wlOfferAmountDue')}</dt>
          <dd className="font-medium tabular-nums" data-testid="offer-amount-due">
            {money(view.amountDue)}
          </dd>
        </>
      ) : null}
    </dl>
  );
  const frame = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 pt-6 pb-24 sm:pt-10';
  const result = 'flex scroll-mt-24 flex-col gap-4 outline-none';

  if (stage.kind === 'booked') {
    return (
      <main id="main" className={frame}>
        <div ref={resultRef} tabIndex={-1} className={result} data-testid="offer-booked">
          <h1 className="font-heading text-3xl">{t('wlBookedTitle')}</h1>
          <Notice tone="success">{t('wlBookedText')}</Notice>
        </div>
        {details}
        {shop ? <ShopAddress shop={shop} /> : null}
        <Link
          to={`/reservation/confirmation/${stage.orderId}`}
          className={`${buttonClass.primary} self-start`}
        >
          {t('wlSeeBooking')}
        </Link>
      </main>
    );
  }
  if (stage.kind === 'declined') {
    return (
      <main id="main" className={frame}>
        <div ref={resultRef} tabIndex={-1} className={result} data-testid="offer-declined">
          <h1 className="font-heading text-3xl">{t('wlDeclinedTitle')}</h1>
          <p>{t('wlDeclinedText')}</p>
        </div>
        <Link to="/profile/waitlist" className={`${buttonClass.outline} self-start`}>
          {t('wlSeeMine')}
        </Link>
      </main>
    );
  }
  if (stage.kind === 'paying') {
    return (
      <main id="main" className={frame}>
        <div ref={resultRef} tabIndex={-1} className={result}>
          <h1 className="font-heading text-3xl">{t('paymentTitle')}</h1>
        </div>
        {details}
        {stage.payment ? (
          <Suspense fallback={<p role="status">{t('paymentLoading')}</p>}>
            <PaymentStage answer={stage.payment} purpose="booking" />
          </Suspense>
        ) : error ? (
          <>
            <Notice tone="error">{error}</Notice>
            <button
              type="button"
              className={`${buttonClass.primary} self-start`}
              onClick={() => void startPayment(stage.orderId)}
            >
              {t('retry')}
            </button>
          </>
        ) : (
          <p role="status">{t('paymentLoading')}</p>
        )}
      </main>
    );
  }

  if (offer.status !== 'open') {
    return (
      <main id="main" className={frame}>
        <h1 className="font-heading text-3xl">{t('wlTitle')}</h1>
        <Notice title={t(GONE_KEYS[offer.status])} />
        {offer.status === 'accepted' ? null : details}
        <div className="flex flex-wrap gap-3">
          <Link to="/profile/waitlist" className={buttonClass.primary}>
            {t('wlSeeMine')}
          </Link>
          <Link to="/" className={buttonClass.outline}>
            {t('backHome')}
          </Link>
        </div>
      </main>
    );
  }

  const deadline = formatTime(offer.expiresAt, locale, timeZone);
  // Paying needs the account that joined: signed in first, the time still held meanwhile.
  const mustSignIn = view.amountDue > 0 && session.status !== 'customer';
  const back = `${stripLangPrefix(location.pathname)}${location.search}`;
  const canExtend = view.canExtend && !offer.extended && !over;

  return (
    <main id="main" className={frame}>
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl">{t('wlOfferTitle')}</h1>
        <p className="text-sm text-muted">{t('wlOfferIntro', { deadline })}</p>
      </div>

      <div className="flex flex-col gap-2 rounded-xl bg-surface p-4" data-testid="offer-countdown">
        {/* Shown to the second; read out only at a few steps (the live region below). */}
        <p className="font-medium tabular-nums" aria-hidden="true">
          {over ? t('wlTimeUp') : t('wlTimeLeft', { time: clockText(left) })}
        </p>
        <p className="sr-only" role="status">
          {step === null ? '' : step === 0 ? t('wlTimeUp') : t('wlTimeLeftSay', { minutes: step })}
        </p>
        {extended ? (
          <p className="text-sm" role="status">
            {t('wlExtended', { deadline })}
          </p>
        ) : null}
        {canExtend ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">{t('wlExtendHint')}</p>
            <button type="button" className={buttonClass.outline} onClick={() => void extend()}>
              {t('wlExtend')}
            </button>
          </div>
        ) : null}
      </div>

      {details}
      {shop ? <ShopAddress shop={shop} /> : null}

      {error ? <Notice tone="error">{error}</Notice> : null}

      {over ? null : mustSignIn ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('wlPaySignIn')}</p>
          <Link to={loginPath(back)} className={`${buttonClass.primary} self-start`}>
            {t('loginLink')}
          </Link>
        </div>
      ) : stage.kind === 'declining' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="decline-confirm">
          <p className="font-medium">{t('wlDeclineAsk')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass.primary} onClick={() => void decline()}>
              {t('wlDeclineYes')}
            </button>
            <button type="button" className={buttonClass.outline} onClick={() => setStage({ kind: 'open' })}>
              {t('wlDeclineNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={stage.kind === 'pending'}
            onClick={() => void accept()}
          >
            {stage.kind === 'pending'
              ? t('pleaseWait')
              : view.amountDue > 0
                ? t('wlAcceptAndPay', { amount: money(view.amountDue) })
                : t('wlAccept')}
          </button>
          <button
            type="button"
            className={buttonClass.outline}
            disabled={stage.kind === 'pending'}
            onClick={() => setStage({ kind: 'declining' })}
          >
            {t('wlDecline')}
          </button>
        </div>
      )}
    </main>
  );
}
