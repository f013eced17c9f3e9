import { canAddService } from '@eclat/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useJT } from '../i18n.ts';
import { formatDuration } from '../lib/format.ts';
import type { BookableService, BookingCartState } from './types.ts';

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-primary disabled:opacity-40';

/** The services of the booking cart (counts, remove) and the extras the service offers (upsells). */
export function ServiceStep({
  cart,
  upsells,
  shopId,
  onCount,
  onAdd,
  onContinue,
}: {
  cart: BookingCartState;
  upsells: BookableService[];
  shopId: number | null;
  onCount: (id: number, nb: number) => void;
  onAdd: (service: BookableService) => void;
  onContinue: () => void;
}) {
  const t = useJT();
  const { lang, locale, currency } = useShell();
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const addable = canAddService(cart);
  const extras = upsells.filter((u) => !cart.items.some((line) => line.id === u.id));
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-heading text-2xl">{t('yourServices')}</h2>
      {cart.items.length === 0 ? <p className="text-muted">{t('cartEmptyBooking')}</p> : null}
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {cart.items.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted">
                {line.durationMinutes ? `${formatDuration(line.durationMinutes, locale)} · ` : ''}
                {money(line.price)}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={round}
                aria-label={t('lessOf', { name: line.name })}
                onClick={() => onCount(line.id, line.nb - 1)}
              >
                {line.nb > 1 ? (
                  <Minus aria-hidden="true" size={16} />
                ) : (
                  <Trash2 aria-hidden="true" size={16} />
                )}
              </button>
              <span className="w-6 text-center tabular-nums">
                <span className="sr-only">{t('quantityOf', { name: line.name, count: line.nb })}</span>
                <span aria-hidden="true">{line.nb}</span>
              </span>
              <button
                type="button"
                className={round}
                aria-label={t('moreOf', { name: line.name })}
                disabled={!addable}
                onClick={() => onCount(line.id, line.nb + 1)}
              >
                <Plus aria-hidden="true" size={16} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {extras.length > 0 && shopId !== null ? (
        <section aria-labelledby="upsells-heading" className="flex flex-col gap-3">
          <h3 id="upsells-heading" className="font-heading text-xl">
            {t('upsellsTitle')}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {extras.map((service) => (
              <li key={service.id} className="flex items-center gap-3 rounded-2xl border border-line p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{service.name}</p>
                  <p className="text-sm text-muted">
                    {service.durationMinutes ? `${formatDuration(service.durationMinutes, locale)} · ` : ''}
                    {money(service.prices.byShop[shopId] ?? service.prices.base)}
                  </p>
                </div>
                <button
                  type="button"
                  className={`${buttonClass.secondary} px-4`}
                  disabled={!addable}
                  onClick={() => onAdd(service)}
                  aria-label={t('addNamed', { name: service.name })}
                >
                  <Plus aria-hidden="true" size={16} />
                  {t('add')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cart.items.length > 0 ? (
        <button type="button" className={`${buttonClass.primary} self-start`} onClick={onContinue}>
          {t('chooseTime')}
        </button>
      ) : null}
    </div>
  );
}
