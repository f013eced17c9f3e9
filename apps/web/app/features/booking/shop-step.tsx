import { MapPin } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import type { ShopChoiceDialogProps } from '../catalogue/shop-choice/index.ts';
import type { BookingShop } from './types.ts';

/**
 * The shop step (spec §2 shop choice): the discovery pages' shop-choice dialog lists the shops that
 * offer the service (one with online booking off is shown, not choosable, with 'Réservation en
 * ligne non disponible'); choosing one opens /reservation with that shop. The dialog (Radix) is
 * fetched when the step shows; the list under it is the same choice without it.
 */
export function ShopStep({
  shops,
  serviceId,
  serviceName,
  priceAt,
  unavailableText,
}: {
  shops: BookingShop[];
  serviceId: number;
  serviceName: string;
  priceAt: (shop: BookingShop) => string;
  unavailableText: string;
}) {
  const t = useT('journeys');
  const [Dialog, setDialog] = useState<ComponentType<ShopChoiceDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const hrefFor = (shop: { id: number }) => `/reservation?service=${serviceId}&shop=${shop.id}`;

  useEffect(() => {
    let cancelled = false;
    import('../catalogue/shop-choice/index.ts').then((module) => {
      if (cancelled) return;
      setDialog(() => module.ShopChoiceDialog);
      setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-heading text-2xl">{t('chooseShop')}</h2>
      {shops.length === 0 ? <p className="text-muted">{t('noShopOffers')}</p> : null}
      {Dialog && shops.length > 0 ? (
        <>
          <button type="button" className={`${buttonClass.primary} self-start`} onClick={() => setOpen(true)}>
            {t('chooseShop')}
          </button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            shops={shops.map((shop) => ({
              id: shop.id,
              name: shop.name,
              city: `${shop.zipcode} ${shop.city}`,
              price: priceAt(shop),
              bookable: shop.bookable,
            }))}
            hrefFor={hrefFor}
            serviceName={serviceName}
          />
        </>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {shops.map((shop) => {
          const body = (
            <>
              <span className="font-medium">{shop.name}</span>
              <span className="flex items-start gap-1.5 text-sm text-muted">
                <MapPin aria-hidden="true" size={14} className="mt-1 shrink-0" />
                {shop.address}, {shop.zipcode} {shop.city}
              </span>
            </>
          );
          return (
            <li key={shop.id}>
              {shop.bookable ? (
                <Link
                  to={hrefFor(shop)}
                  className="flex min-h-11 w-full flex-col gap-1 rounded-2xl border border-line bg-page p-4 transition-colors duration-150 hover:border-primary"
                  data-shop-link=""
                >
                  {body}
                </Link>
              ) : (
                <div
                  aria-disabled="true"
                  className="flex flex-col gap-1 rounded-2xl border border-line p-4 opacity-70"
                >
                  {body}
                  <span className="mt-2 rounded-lg bg-surface px-2 py-1 text-center text-xs">
                    {unavailableText}
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
