import { canAddService } from '@eclat/domain';
import { ChevronDown, Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDuration, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { useShell } from '../shell/use-shell.ts';
import type { BookableService, BookingCartState, ServiceCatalogue } from './types.ts';

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-primary disabled:opacity-40';

/** One service offered to add: what it is, how long, its price here, and the add button. */
function ServiceOffer({
  service,
  shopId,
  disabled,
  onAdd,
}: {
  service: BookableService;
  shopId: number;
  disabled: boolean;
  onAdd: (service: BookableService) => void;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line p-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{service.name}</p>
        <p className="text-sm text-muted">
          {service.durationMinutes ? `${formatDuration(service.durationMinutes, locale)} · ` : ''}
          {formatMoney(service.prices.byShop[shopId] ?? service.prices.base, lang, currency.code)}
        </p>
      </div>
      <button
        type="button"
        className={`${buttonClass.secondary} px-4`}
        disabled={disabled}
        onClick={() => onAdd(service)}
        aria-label={t('addNamed', { name: service.name })}
      >
        <Plus aria-hidden="true" size={16} />
        {t('add')}
      </button>
    </li>
  );
}

/**
 * The services of the booking cart (counts, remove), the extras the service offers (upsells) and
 * every other service of the shop, by category (ADR 0017: a booking may chain services done by
 * different collaborators).
 */
export function ServiceStep({
  cart,
  upsells,
  catalogue,
  catalogueOpen,
  shopId,
  onCount,
  onAdd,
  onAddFromCatalogue,
  onContinue,
}: {
  cart: BookingCartState;
  upsells: BookableService[];
  /** The shop's other services, not in the cart yet. */
  catalogue: ServiceCatalogue;
  /** The visitor asked to add a service: the list starts open. */
  catalogueOpen: boolean;
  shopId: number | null;
  onCount: (id: number, nb: number) => void;
  onAdd: (service: BookableService) => void;
  onAddFromCatalogue: (service: BookableService) => void;
  onContinue: () => void;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const addable = canAddService(cart);
  const extras = upsells.filter((u) => !cart.items.some((line) => line.id === u.id));
  const [open, setOpen] = useState(catalogueOpen);
  // The extras above are not offered twice.
  const others = catalogue
    .map((group) => ({
      ...group,
      services: group.services.filter((s) => !extras.some((e) => e.id === s.id)),
    }))
    .filter((group) => group.services.length > 0);
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
              <ServiceOffer
                key={service.id}
                service={service}
                shopId={shopId}
                disabled={!addable}
                onAdd={onAdd}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {others.length > 0 && shopId !== null ? (
        <section className="flex flex-col gap-4">
          <h3 className="font-heading text-xl">
            <button
              type="button"
              aria-expanded={open}
              aria-controls="service-catalogue"
              className="inline-flex min-h-11 items-center gap-2 text-left"
              onClick={() => setOpen(!open)}
            >
              {t('addAnotherService')}
              <ChevronDown
                aria-hidden="true"
                size={20}
                className={`shrink-0 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
              />
            </button>
          </h3>
          {open ? (
            // One category at a time, as a salon's menu reads (a whole catalogue is metres long on
            // a phone); the way the visitor came from the times opens on the list.
            <div id="service-catalogue" className="flex flex-col gap-2" data-testid="service-catalogue">
              {others.map((group) => (
                <details key={group.name ?? 'other'} className="group rounded-2xl border border-line">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium">
                    <span>
                      {group.name ?? t('otherServices')}{' '}
                      <span className="text-sm font-normal text-muted">({group.services.length})</span>
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      size={18}
                      className="shrink-0 transition-transform duration-150 group-open:rotate-180"
                    />
                  </summary>
                  <ul className="grid gap-3 px-4 pb-4 sm:grid-cols-2">
                    {group.services.map((service) => (
                      <ServiceOffer
                        key={service.id}
                        service={service}
                        shopId={shopId}
                        disabled={!addable}
                        onAdd={onAddFromCatalogue}
                      />
                    ))}
                  </ul>
                </details>
              ))}
            </div>
          ) : null}
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
