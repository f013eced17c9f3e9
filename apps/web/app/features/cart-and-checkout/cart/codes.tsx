import type { LoyaltyReward } from '@eclat/contracts';
import { dateTimeFormat } from '@eclat/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { type Translate, useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import type { TextKey } from '../../../locales/index.ts';
import { inputClass } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useCustomerSession } from '../../account/customer-session.tsx';
import { useShell } from '../../shell/use-shell.ts';

export type AppliedCoupon = { code: string; reductionType: string; amount: number; discount: number };

const COUPON_ERRORS: Record<string, TextKey<'journeys'>> = {
  coupon_unknown: 'couponUnknown',
  coupon_inactive: 'couponUnknown',
  coupon_not_started: 'couponNotStarted',
  coupon_expired: 'couponExpired',
  coupon_exhausted: 'couponExhausted',
  coupon_below_min_amount: 'couponBelowMin',
  coupon_sign_in_required: 'couponSignIn',
  coupon_already_used: 'couponAlreadyUsed',
};

/** Too many wrong codes from this address (429, ADR 0013): how long to wait, in sign-in's words. */
function lockedText(failure: unknown, t: Translate<'journeys'>): string | null {
  if (!(failure instanceof BrowserApiError) || failure.kind !== 'locked') return null;
  return t('loginErrorLocked', { minutes: Math.max(1, Math.ceil((failure.body.retryAfter ?? 60) / 60)) });
}

function CodeForm({
  id,
  label,
  submitLabel,
  onSubmit,
  pending,
}: {
  id: string;
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  pending: boolean;
}) {
  return (
    <form
      method="post"
      className="flex flex-col gap-1.5"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
        if (code) onSubmit(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} name="code" autoComplete="off" autoCapitalize="characters" className={inputClass} />
        <SubmitButton className={`${buttonClass.outline} shrink-0`} busy={pending}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The coupon field (POST /api/coupons/apply on the products' amount: a coupon never reduces gift
 * vouchers, ADR 0010). The discount is computed by the server and again at payment.
 */
export function CouponField({
  productsAmount,
  applied,
  onApplied,
}: {
  productsAmount: number;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}) {
  const t = useT('journeys');
  const caller = useCaller();
  const { lang, currency } = useShell();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rewards = useUsableRewards();

  async function apply(code: string) {
    setPending(true);
    setError(null);
    try {
      const answer = await callApi(caller, '/api/coupons/apply', {
        answer: 'CouponApplyAnswerSchema',
        method: 'POST',
        body: { code, amount: productsAmount },
      });
      onApplied({ ...answer.coupon, discount: answer.discount });
    } catch (failure) {
      const key = failure instanceof BrowserApiError ? COUPON_ERRORS[failure.kind ?? ''] : undefined;
      setError(
        lockedText(failure, t) ??
          (key
            ? t(key)
            : failure instanceof BrowserApiError && failure.status === 400
              ? t('couponUnknown')
              : t('errorService')),
      );
    } finally {
      setPending(false);
    }
  }

  if (applied) {
    return (
      <Notice tone="success" title={t('couponApplied', { code: applied.code })}>
        <p>{t('couponDiscount', { amount: formatMoney(applied.discount, lang, currency.code) })}</p>
        <button type="button" className="mt-1 underline" onClick={() => onApplied(null)}>
          {t('couponRemove')}
        </button>
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {rewards.length > 0 ? (
        <section
          aria-labelledby="cart-rewards-heading"
          className="flex flex-col gap-2"
          data-testid="cart-rewards"
        >
          <h3 id="cart-rewards-heading" className="text-sm font-medium">
            {t('cartRewardsTitle')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {rewards.map((reward) => (
              <button
                key={reward.id}
                type="button"
                className={buttonClass.outline}
                disabled={pending}
                onClick={() => void apply(reward.code)}
              >
                {t('cartRewardApply', {
                  amount: formatMoney(reward.amount, lang, currency.code),
                  code: reward.code,
                })}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <CodeForm
        id="coupon-code"
        label={t('couponLabel')}
        submitLabel={t('couponApply')}
        onSubmit={(c) => void apply(c)}
        pending={pending}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}

/** The signed-in member's reward coupons still usable (ADR 0019), read once in the browser. */
function useUsableRewards(): LoyaltyReward[] {
  const session = useCustomerSession();
  const caller = useCaller();
  const [rewards, setRewards] = useState<LoyaltyReward[]>([]);
  const member = session.status === 'customer' && session.hasLoyaltyCard;
  useEffect(() => {
    if (!member) return;
    let live = true;
    callApi(caller, '/api/loyalty/rewards', { answer: 'LoyaltyRewardsAnswerSchema' })
      .then((answer) => {
        if (live) setRewards(answer.rewards.filter((r) => r.usable));
      })
      // The rewards are a shortcut: without them the code field still takes the code.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [member, caller]);
  return rewards;
}

/**
 * The gift voucher code field (GET /api/gifts/check/{code}): it tells the balance; the payment
 * service lets a voucher pay appointments only (ADR 0010), so the cart says where to use it.
 */
export function GiftCodeField() {
  const t = useT('journeys');
  const caller = useCaller();
  const { lang, currency, locale } = useShell();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function check(code: string) {
    setPending(true);
    setResult(null);
    try {
      const answer = await callApi(caller, `/api/gifts/check/${encodeURIComponent(code)}`, {
        answer: 'GiftCheckAnswerSchema',
        authToken: null,
      });
      setResult(
        answer.valid
          ? {
              tone: 'info',
              text: t('giftCodeValid', {
                balance: formatMoney(answer.balance, lang, currency.code),
                date: answer.expiresAt
                  ? dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(answer.expiresAt))
                  : '—',
              }),
            }
          : { tone: 'error', text: t('giftCodeInvalid') },
      );
    } catch (failure) {
      setResult({ tone: 'error', text: lockedText(failure, t) ?? t('errorService') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <CodeForm
        id="gift-code"
        label={t('giftCodeLabel')}
        submitLabel={t('giftCodeCheck')}
        onSubmit={(c) => void check(c)}
        pending={pending}
      />
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
    </div>
  );
}
