import { bookingDuration, localTime } from '@eclat/domain';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { formatDuration, formatLongDate, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { useCoverInset } from '../../lib/use-cover-inset.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { useShell } from '../shell/use-shell.ts';
import type { AvailabilitySlot, BookingCartState, BookingShop } from './types.ts';

function SummaryBody({
  cart,
  shop,
  slot,
  whenId,
}: {
  cart: BookingCartState;
  shop: BookingShop | null;
  slot: AvailabilitySlot | null;
  /** The id the action's description points to (one layout names it; ids stay unique). */
  whenId: string | null;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const duration = bookingDuration(cart.items);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <ul className="flex flex-col gap-2">
        {cart.items.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3">
            <span>
              {line.nb > 1 ? `${line.nb} × ` : ''}
              {line.name}
              {line.durationMinutes ? (
                <span className="block text-xs text-muted">
                  {formatDuration(line.durationMinutes * line.nb, locale)}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatMoney(line.price * line.nb, lang, currency.code)}</span>
          </li>
        ))}
      </ul>
      {shop ? (
        <p className="flex items-start gap-2">
          <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>
            {shop.name}
            <span className="block text-xs text-muted">
              {shop.address}, {shop.zipcode} {shop.city}
            </span>
          </span>
        </p>
      ) : null}
      {slot && shop ? (
        <p className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span id={whenId ?? undefined}>
            {formatLongDate(slot.start, locale, shop.timeZone)} · {localTime(slot.start, shop.timeZone)}
          </span>
        </p>
      ) : null}
      {duration > 0 ? (
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" size={16} className="shrink-0" />
          {formatDuration(duration, locale)}
        </p>
      ) : null}
      <p className="flex items-center justify-between border-t border-line pt-3 text-base font-medium">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="booking-total">
          {formatMoney(cart.total, lang, currency.code)}
        </span>
      </p>
    </div>
  );
}

/** The chosen date and time, which the action button names as its description. */
const WHEN_ID = 'booking-summary-when';

/** The step's primary action, carried by the summary so that it is always in reach (issue 17). */
export type SummaryAction = {
  label: string;
  disabled: boolean;
  busy?: boolean;
  /** A button of this form (the details step's), or a plain button with onClick. */
  form?: string;
  onClick?: () => void;
};

/** The element a step moves focus to after a choice: the visible one of the two layouts. */
export function focusPrimaryAction(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-primary-action]')];
  const visible = buttons.find((button) => button.checkVisibility?.() ?? button.offsetParent !== null);
  if (!visible) return;
  visible.focus({ preventScroll: true });
  visible.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

function ActionButton({
  action,
  describedBy,
  className = '',
}: {
  action: SummaryAction;
  describedBy: string | undefined;
  className?: string;
}) {
  return (
    <button
      type={action.form ? 'submit' : 'button'}
      form={action.form}
      disabled={action.disabled || action.busy}
      aria-busy={action.busy || undefined}
      aria-describedby={describedBy}
      onClick={action.onClick}
      data-primary-action=""
      data-testid="primary-action"
      className={`${buttonClass.primary} w-full ${className}`}
    >
      {action.label}
    </button>
  );
}

/**
 * The basket summary that stays in view (UI.md) and carries the step's primary action (issue 17):
 * a side panel on desktop, a bottom sheet fixed above the phone's bottom bar whose details open on
 * demand while the action stays on screen (fixed, not sticky: a sticky sheet cannot rise above
 * its own column, which starts below the fold under a long title or the cookie choice).
 */
export function BookingSummary(props: {
  cart: BookingCartState;
  shop: BookingShop | null;
  slot: AvailabilitySlot | null;
  action: SummaryAction | null;
  terms: ReactNode;
}) {
  const t = useT('journeys');
  const { lang, currency } = useShell();
  const { action, terms, ...body } = props;
  const sheet = useRef<HTMLDivElement>(null);
  useCoverInset(sheet, props.cart.items.length > 0, '--sheet-cover');
  if (props.cart.items.length === 0) return null;
  return (
    <>
      <aside aria-label={t('summaryTitle')} className="hidden lg:block">
        <div className="sticky top-24 flex flex-col gap-4 rounded-2xl border border-line bg-page p-5">
          <h2 className="font-heading text-xl">{t('summaryTitle')}</h2>
          <SummaryBody {...body} whenId={WHEN_ID} />
          {terms ? <p className="text-xs text-muted">{terms}</p> : null}
          {action ? <ActionButton action={action} describedBy={props.slot ? WHEN_ID : undefined} /> : null}
        </div>
      </aside>
      {/* Above the bottom bar; the cookie dialog never floats on a journey page (it is in flow). */}
      <div
        ref={sheet}
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-page px-5 py-3 shadow-menu lg:hidden"
        data-testid="summary-sheet"
      >
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3">
            <span className="font-medium">{t('summaryTitle')}</span>
            <span className="tabular-nums">
              {t('summaryCount', { count: props.cart.items.reduce((n, l) => n + l.nb, 0) })} ·{' '}
              {formatMoney(props.cart.total, lang, currency.code)}
            </span>
          </summary>
          <div className="max-h-[40dvh] overflow-y-auto pt-3">
            <SummaryBody {...body} whenId={null} />
            {terms ? <p className="mt-3 text-xs text-muted">{terms}</p> : null}
          </div>
        </details>
        {action ? (
          <ActionButton action={action} describedBy={props.slot ? WHEN_ID : undefined} className="mt-2" />
        ) : null}
      </div>
    </>
  );
}
