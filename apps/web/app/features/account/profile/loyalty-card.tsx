import type { LoyaltyCard, LoyaltyReward, LoyaltyTier } from '@eclat/contracts';
import { dateTimeFormat, previewExchange } from '@eclat/domain';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { AUTH_CHANGED_EVENT } from '../customer-session.tsx';

/** What the confirmation says: the points spent and left, the tier lost, what the reward becomes. */
function ExchangeConfirm({
  card,
  tier,
  onCancel,
  onConfirm,
}: {
  card: LoyaltyCard;
  tier: LoyaltyTier;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT('journeys');
  const { lang, currency } = useShell();
  const preview = previewExchange(card.points, tier, card.tiers);
  if (!preview) return null;
  const before = preview.tierBefore?.name;
  const after = preview.tierAfter?.name;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('loyaltyConfirmTitle')}
      closeLabel={t('loyaltyCancel')}
    >
      <div className="flex flex-col gap-3" data-testid="loyalty-confirm">
        <p>{t('loyaltyConfirmSpend', { spent: preview.spent, reward: tier.reward })}</p>
        <p className="font-medium">{t('loyaltyConfirmRemain', { remaining: preview.remaining })}</p>
        {preview.tierDrops && before ? (
          <p>
            {after ? t('loyaltyConfirmTierDrop', { before, after }) : t('loyaltyConfirmTierLost', { before })}
          </p>
        ) : null}
        <p className="text-muted">
          {tier.rewardValue > 0
            ? t('loyaltyConfirmCoupon', { amount: formatMoney(tier.rewardValue, lang, currency.code) })
            : t('loyaltyConfirmInShop')}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} onClick={onConfirm}>
            {t('loyaltyConfirm')}
          </button>
          <button type="button" className={buttonClass.outline} onClick={onCancel}>
            {t('loyaltyCancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The reward coupons from earlier exchanges (GET /api/loyalty/rewards): code, value, until when. */
export function LoyaltyRewards({ rewards }: { rewards: LoyaltyReward[] }) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  if (rewards.length === 0) return null;
  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
      <h2 id="rewards-heading" className="font-heading text-2xl">
        {t('loyaltyRewardsTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rewards.map((reward) => (
          <li
            key={reward.id}
            className="flex flex-col gap-1 rounded-2xl border border-line p-5"
            data-testid="loyalty-reward"
          >
            <p className="font-medium">{formatMoney(reward.amount, lang, currency.code)}</p>
            <p className="font-mono tracking-wider">{reward.code}</p>
            <p className="text-sm text-muted">
              {reward.used
                ? t('loyaltyRewardUsed')
                : !reward.usable
                  ? t('loyaltyRewardExpired')
                  : reward.endsAt
                    ? t('loyaltyRewardUntil', {
                        date: dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(reward.endsAt)),
                      })
                    : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The loyalty card (spec §3 "Loyalty"): number, points, the tier reached and the next one, and the
 * tiers whose reward the points can buy (POST /api/loyalty/exchange with palierId).
 */
export function LoyaltyCardView({ card }: { card: LoyaltyCard }) {
  const t = useT('journeys');
  const { lang, currency } = useShell();
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<LoyaltyTier | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const next = card.next;
  const progress = next ? Math.round((card.points / next.tier.pointsRequired) * 100) : 100;

  async function exchange(palierId: number) {
    setPending(palierId);
    setResult(null);
    try {
      const answer = await callApi(caller, '/api/loyalty/exchange', {
        answer: 'LoyaltyExchangeAnswerSchema',
        method: 'POST',
        body: { palierId },
      });
      setResult({
        tone: 'success',
        text: answer.coupon
          ? t('loyaltyExchangedCoupon', {
              code: answer.coupon.code,
              amount: formatMoney(answer.coupon.amount, lang, currency.code),
            })
          : t('loyaltyExchanged', { reward: answer.reward.reward, points: answer.reward.points }),
      });
      window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
      void revalidator.revalidate();
    } catch (failure) {
      setResult({
        tone: 'error',
        text:
          failure instanceof BrowserApiError && failure.kind === 'insufficient_points'
            ? t('loyaltyNotEnough')
            : t('errorService'),
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label={t('loyaltyCardLabel')}
        className="flex flex-col gap-4 rounded-3xl bg-primary p-6 text-on-primary shadow-dialog sm:max-w-md"
      >
        <p className="text-sm opacity-80">{t('loyaltyCardNumber', { number: card.number })}</p>
        <p className="font-heading text-5xl tabular-nums" data-testid="loyalty-points">
          {t('loyaltyPoints', { count: card.points })}
        </p>
        {card.tier ? <p className="text-sm">{t('loyaltyTier', { tier: card.tier.name })}</p> : null}
        {next ? (
          <div className="flex flex-col gap-2">
            <div
              role="progressbar"
              aria-label={t('loyaltyProgress')}
              aria-valuemin={0}
              aria-valuemax={next.tier.pointsRequired}
              aria-valuenow={card.points}
              className="h-2 overflow-hidden rounded-full bg-[color-mix(in_oklab,currentColor_25%,transparent)]"
            >
              <span
                className="block h-full rounded-full bg-current"
                style={{ width: `${Math.min(100, progress)}%` }}
              />
            </div>
            <p className="text-sm">{t('loyaltyNext', { count: next.missing, tier: next.tier.name })}</p>
          </div>
        ) : null}
      </section>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      {confirming ? (
        <ExchangeConfirm
          card={card}
          tier={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const tier = confirming;
            setConfirming(null);
            void exchange(tier.id);
          }}
        />
      ) : null}
      <section aria-labelledby="tiers-heading" className="flex flex-col gap-4">
        <h2 id="tiers-heading" className="font-heading text-2xl">
          {t('loyaltyTiers')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {card.tiers.map((tier) => {
            const affordable = card.points >= tier.pointsRequired;
            return (
              <li
                key={tier.id}
                className="flex flex-col gap-3 rounded-2xl border border-line p-5"
                data-testid="loyalty-tier"
              >
                <div className="flex items-start gap-3">
                  <Gift aria-hidden="true" size={20} className="mt-1 shrink-0" />
                  <div>
                    <h3 className="font-medium">{tier.name}</h3>
                    <p className="text-sm">{tier.reward}</p>
                    <p className="text-sm text-muted">
                      {t('loyaltyTierCost', { count: tier.pointsRequired })}
                      {tier.rewardValue > 0 ? ` · ${formatMoney(tier.rewardValue, lang, currency.code)}` : ''}
                    </p>
                  </div>
                </div>
                <button
                  type="button"
                  className={`${affordable ? buttonClass.primary : buttonClass.outline} self-start`}
                  disabled={!affordable || pending !== null}
                  onClick={() => setConfirming(tier)}
                  aria-label={t('loyaltyExchangeNamed', { tier: tier.name })}
                >
                  {pending === tier.id ? t('pleaseWait') : t('loyaltyExchange')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
