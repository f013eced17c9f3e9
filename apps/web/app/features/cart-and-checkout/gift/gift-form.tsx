import { checkGiftAmount, type GiftLimits } from '@eclat/domain';
import { Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { inputClass, TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { type GiftLine, MAX_GIFT_LINES, readGiftCart, sendAtOf, writeGiftCart } from './gift-cart.ts';
import type { GiftTheme } from './types.ts';

/** Amounts offered at a tap, in euros (any other amount within the limits can be typed). */
const PRESETS = [30, 50, 80, 100, 150];

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : String(Date.now() + Math.random());

/**
 * The gift voucher form (issue 8 /gift): a theme, an amount, the recipient and a message, the day
 * it is mailed; "add to cart" keeps it for the checkout of /panier.
 */
export function GiftForm({
  themes,
  limits,
  validityDays,
}: {
  themes: GiftTheme[];
  limits: GiftLimits;
  validityDays: number;
}) {
  const t = useT('journeys');
  const { lang, currency } = useShell();
  const navigate = useNavigate();
  const [themeId, setThemeId] = useState<number | null>(themes[0]?.id ?? null);
  const [preset, setPreset] = useState<number | 'other'>(PRESETS[1] ?? 50);
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const presets = PRESETS.filter((euros) => checkGiftAmount(euros * 100, limits).ok);
  const today = new Date();
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const lastDay = new Date(today.getTime() + (validityDays - 1) * 86_400_000);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = Number(String(form.get('otherAmount') ?? '').replace(',', '.'));
    const amount = preset === 'other' ? Math.round(typed * 100) : preset * 100;
    const check = checkGiftAmount(amount, limits);
    if (!check.ok) {
      setError(t('giftAmountRange', { min: money(limits.minAmount), max: money(limits.maxAmount) }));
      return;
    }
    const stored = readGiftCart();
    if (stored.length >= MAX_GIFT_LINES) {
      setError(t('giftCartFull', { count: MAX_GIFT_LINES }));
      return;
    }
    const message = String(form.get('message') ?? '').trim();
    const line: GiftLine = {
      key: newKey(),
      amount,
      themeId,
      themeName: themes.find((theme) => theme.id === themeId)?.name ?? null,
      recipientName: String(form.get('recipientName') ?? '').trim(),
      recipientEmail: String(form.get('recipientEmail') ?? '').trim(),
      message: message || null,
      sendAt: sendAtOf(String(form.get('sendDate') ?? '')),
    };
    writeGiftCart([...stored, line]);
    navigate(localisePath('/panier', lang));
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-8">
      {themes.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 font-heading text-2xl">{t('giftTheme')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {themes.map((theme) => (
              <label
                key={theme.id}
                className="group flex cursor-pointer flex-col overflow-hidden rounded-2xl border border-line has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme.id}
                  checked={themeId === theme.id}
                  onChange={() => setThemeId(theme.id)}
                  className="sr-only"
                />
                {theme.image ? (
                  <img
                    {...mediaImage(theme.image, '(min-width: 640px) 33vw, 50vw', 828)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <span className="flex aspect-[4/3] items-center justify-center bg-surface">
                    <Gift aria-hidden="true" size={32} />
                  </span>
                )}
                <span className="p-3 text-sm font-medium">{theme.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-heading text-2xl">{t('giftAmount')}</legend>
        <div className="flex flex-wrap gap-2">
          {[...presets, 'other' as const].map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name="amount"
                value={value}
                checked={preset === value}
                onChange={() => setPreset(value)}
                className="sr-only"
              />
              {value === 'other' ? t('giftOtherAmount') : money(value * 100)}
            </label>
          ))}
        </div>
        {preset === 'other' ? (
          <TextField
            label={t('giftAmountEuros')}
            name="otherAmount"
            type="number"
            inputMode="decimal"
            min={limits.minAmount / 100}
            max={limits.maxAmount / 100}
            step="1"
            required
            hint={t('giftAmountRange', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
            className="max-w-xs"
          />
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-heading text-2xl">{t('giftRecipient')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('giftRecipientName')}
            name="recipientName"
            autoComplete="off"
            required
            maxLength={120}
          />
          <TextField
            label={t('giftRecipientEmail')}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            required
          />
        </div>
        <TextAreaField label={t('giftMessage')} name="message" maxLength={1000} hint={t('giftMessageHint')} />
        <div className="flex max-w-xs flex-col gap-1.5">
          <label htmlFor="gift-send-date" className="text-sm font-medium">
            {t('giftSendDate')}
          </label>
          <input
            id="gift-send-date"
            name="sendDate"
            type="date"
            min={day(today)}
            max={day(lastDay)}
            aria-describedby="gift-send-date-hint"
            className={inputClass}
          />
          <p id="gift-send-date-hint" className="text-xs text-muted">
            {t('giftSendDateHint')}
          </p>
        </div>
      </fieldset>

      {error ? <Notice tone="error">{error}</Notice> : null}
      <SubmitButton className={`${buttonClass.primary} self-start`}>{t('giftAddToCart')}</SubmitButton>
      <p className="text-sm text-muted">{t('giftValidity', { days: validityDays })}</p>
    </form>
  );
}
