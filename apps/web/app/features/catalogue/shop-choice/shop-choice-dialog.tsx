import { ChevronRight } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Link } from '../../../ui/link.tsx';

/** A shop the visitor may choose. */
export type ShopChoice = {
  id: number;
  name: string;
  /** Shown under the name ('Paris', '75003 Paris'). */
  city: string;
  /** The service's formatted price at that shop; null to show none. */
  price?: string | null;
  /** Online booking on. Off: listed, not clickable, with 'Réservation en ligne non disponible' (spec §2). */
  bookable: boolean;
};

export type ShopChoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shops offering the service (spec §2 "lists the shops that offer a service"), in display order. */
  shops: readonly ShopChoice[];
  /** Where choosing a shop leads: an unprefixed path ('/reservation?service=3&shop=2'); the language prefix is added. */
  hrefFor: (shop: ShopChoice) => string;
  /** The service being booked: the title then names it ('Boutiques proposant « Soin Éclat »'). */
  serviceName?: string;
  /** A title of your own for the list of linked shops; wins over the one built from serviceName. */
  title?: string;
  /** Called when a shop is chosen, before the navigation (e.g. to remember it); optional. */
  onChoose?: (shop: ShopChoice) => void;
};

/**
 * Spec §2 shop-choice dialog: the shops that offer a service, a close button and a title for the
 * linked shops. A modal on Radix (focus trap, Escape); import it lazily — it is not needed for the
 * first paint: `const { ShopChoiceDialog } = await import('…/shop-choice/index.ts')`.
 */
export function ShopChoiceDialog({
  open,
  onOpenChange,
  shops,
  hrefFor,
  serviceName,
  title,
  onChoose,
}: ShopChoiceDialogProps) {
  const t = useT('shell');
  // The shell's catalogue (server-filled with the company's word for its shops, ADR 0020): the
  // dialog opens on discovery and journey pages alike.
  const heading =
    title ?? (serviceName ? t('shopChoiceTitleFor', { service: serviceName }) : t('shopChoiceTitle'));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading}
      closeLabel={t('close')}
      sizeClassName="max-w-lg"
    >
      {shops.length === 0 ? (
        <p className="text-muted">{t('shopChoiceEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="shop-choice-list">
          {shops.map((shop) => {
            const body = (bookable: boolean) => (
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">
                  {/* Said before the name by screen readers: what choosing this shop does. */}
                  {bookable ? <span className="sr-only">{t('shopChoiceBook')} </span> : null}
                  {shop.name}
                </span>
                <span className="text-sm text-muted">{shop.city}</span>
                {shop.price ? (
                  <span className="text-sm">{t('shopChoicePrice', { price: shop.price })}</span>
                ) : null}
              </span>
            );
            return (
              <li key={shop.id}>
                {shop.bookable ? (
                  <Link
                    to={hrefFor(shop)}
                    onClick={() => onChoose?.(shop)}
                    className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line px-4 py-3 transition-colors duration-200 hover:border-primary hover:bg-surface"
                  >
                    {body(true)}
                    <ChevronRight aria-hidden="true" size={20} className="shrink-0" />
                  </Link>
                ) : (
                  <div
                    aria-disabled="true"
                    className="flex min-h-14 flex-col gap-1 rounded-xl border border-line px-4 py-3 opacity-70"
                  >
                    {body(false)}
                    <span className="text-sm text-muted">{t('bookingUnavailable')}</span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
