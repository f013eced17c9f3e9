import { Check } from 'lucide-react';
import { useT } from '../../lib/i18n/use-lang.ts';

export const BOOKING_STEPS = ['service', 'shop', 'slot', 'details', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const LABELS = {
  service: 'stepService',
  shop: 'stepShop',
  slot: 'stepSlot',
  details: 'stepDetails',
  confirmation: 'stepConfirmation',
} as const;

/**
 * The step indicator of the booking moment (UI.md): service → shop → date & time → details →
 * confirmation, in the theme's bookingBreadDefault / Done / Current colours. A done step can be
 * reopened when `onOpen` allows it.
 */
export function BookingBreadcrumb({
  current,
  onOpen,
  canOpen = () => false,
}: {
  current: BookingStep;
  onOpen?: (step: BookingStep) => void;
  canOpen?: (step: BookingStep) => boolean;
}) {
  const t = useT('journeys');
  const index = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label={t('bookingProgress')} className="mb-6">
      <ol className="flex gap-1.5">
        {BOOKING_STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'default';
          const colour =
            state === 'done'
              ? 'var(--eclat-booking-bread-done)'
              : state === 'current'
                ? 'var(--eclat-booking-bread-current)'
                : 'var(--eclat-booking-bread-default)';
          const label = t(LABELS[step]);
          const content = (
            <>
              <span
                aria-hidden="true"
                className="block h-1.5 w-full rounded-full"
                style={{ backgroundColor: colour }}
              />
              <span
                className={`flex items-center gap-1 text-xs ${state === 'current' ? 'font-semibold' : 'text-muted'}`}
              >
                {state === 'done' ? <Check aria-hidden="true" size={12} /> : null}
                <span className={state === 'current' ? '' : 'sr-only sm:not-sr-only'}>{label}</span>
              </span>
            </>
          );
          return (
            <li
              key={step}
              className="flex-1"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              {state === 'done' && onOpen && canOpen(step) ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className="flex min-h-11 w-full flex-col gap-1.5 text-left"
                >
                  {content}
                  <span className="sr-only">{t('stepDone')}</span>
                </button>
              ) : (
                <div className="flex min-h-11 flex-col gap-1.5">
                  {content}
                  {state === 'done' ? <span className="sr-only">{t('stepDone')}</span> : null}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
