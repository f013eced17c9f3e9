import { Clock } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { mediaImage } from '../../../lib/media-srcset.ts';
import { ArticleGallery } from '../../../ui/article-gallery.tsx';
import { LaterPicture } from '../../../ui/later-picture.tsx';
import { Link } from '../../../ui/link.tsx';
import { Breadcrumbs, type Crumb, PageFrame } from '../../../ui/page-frame.tsx';
import { PriceTag } from '../../../ui/service-card.tsx';
import { type TabDef, Tabs } from '../../../ui/tabs.tsx';
import { useMounted } from '../../../ui/use-mounted.ts';
import { ReviewsSection } from '../../reviews/reviews-section.tsx';
import type { ShopChoiceDialogProps } from '../shop-choice/shop-choice-dialog.tsx';
import { bookingPathFor } from './booking-path.ts';
import type { ServicePageData } from './service-types.ts';

const loadDialog = () => import('../shop-choice/shop-choice-dialog.tsx');

/**
 * 'Réserver': a link to the booking step (works without JavaScript). When several shops can be
 * booked and none is chosen yet, the shop-choice dialog (loaded on demand) asks which one first.
 */
function BookButton({ service }: { service: ServicePageData }) {
  const t = useT('shell');
  const dt = useT('discovery');
  const [Dialog, setDialog] = useState<ComponentType<ShopChoiceDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const mounted = useMounted();
  const choosing = service.shop === null && service.shops.filter((s) => s.bookable).length > 1;

  if (service.shop && !service.shop.bookable) {
    return <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">{t('bookingUnavailable')}</p>;
  }
  if (!service.shop && service.shops.length > 0 && service.shops.every((s) => !s.bookable)) {
    return <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">{t('bookingUnavailable')}</p>;
  }
  return (
    <>
      <Link
        to={service.bookingPath}
        data-testid="book-service"
        data-ready={mounted ? 'true' : 'false'}
        onPointerEnter={choosing ? () => void loadDialog() : undefined}
        onFocus={choosing ? () => void loadDialog() : undefined}
        onClick={
          choosing
            ? (event) => {
                event.preventDefault();
                void loadDialog().then((module) => {
                  setDialog(() => module.ShopChoiceDialog);
                  setOpen(true);
                });
              }
            : undefined
        }
        className="inline-flex min-h-12 w-full items-center justify-center rounded-button bg-primary px-6 font-medium text-on-primary shadow-button transition-colors duration-200 hover:bg-primary-hover sm:w-auto"
      >
        {t('book')}
      </Link>
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          serviceName={service.name}
          shops={service.shops}
          hrefFor={(shop) => bookingPathFor(service.id, shop.id)}
        />
      ) : null}
      {choosing ? <p className="mt-2 text-sm text-muted">{dt('chooseShopHint')}</p> : null}
    </>
  );
}

function PricesByShop({ service }: { service: ServicePageData }) {
  const t = useT('shell');
  const dt = useT('discovery');
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{dt('pricesByShop')}</caption>
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-2 pr-4 font-normal">
            {dt('shop')}
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            {dt('price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {service.shops.map((shop) => (
          <tr key={shop.id} className="border-b border-line last:border-0">
            <th scope="row" className="py-3 pr-4 text-left font-normal">
              {shop.bookable ? (
                <Link to={`/${shop.slug}`} className="font-medium underline-offset-4 hover:underline">
                  {shop.name}
                </Link>
              ) : (
                <span className="font-medium">{shop.name}</span>
              )}
              <span className="block text-muted">{shop.city}</span>
              {shop.bookable ? null : <span className="block text-muted">{t('bookingUnavailable')}</span>}
            </th>
            <td className="py-3 text-right tabular-nums">{shop.price ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Upsells({ service }: { service: ServicePageData }) {
  return (
    <ul className="flex flex-col gap-3">
      {service.upsells.map((upsell) => (
        <li key={upsell.id} className="flex items-center gap-4 rounded-xl border border-line p-3">
          {upsell.image ? (
            <LaterPicture
              {...mediaImage(upsell.image.url, '96px', 480)}
              box="aspect-[4/3] w-24 shrink-0 rounded-lg bg-surface"
              width={96}
              height={72}
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-medium">{upsell.name}</p>
            {upsell.summary ? <p className="text-sm text-muted">{upsell.summary}</p> : null}
          </div>
          <p className="shrink-0 text-right text-sm">
            <PriceTag price={upsell.price} from={upsell.priceFrom} />
            {upsell.duration ? <span className="block text-muted">{upsell.duration}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 service page: description, images, price by shop, upsells; booking entry. */
export function ServicePage({ service }: { service: ServicePageData }) {
  const dt = useT('discovery');
  const crumbs: Crumb[] = service.shop
    ? [
        { label: dt('home'), to: '/' },
        { label: service.shop.name, to: `/${service.shop.slug}` },
        { label: service.category.name, to: service.category.href },
        { label: service.name },
      ]
    : [
        { label: dt('home'), to: '/' },
        { label: dt('servicesTitle'), to: '/services' },
        { label: service.category.name, to: service.category.href },
        { label: service.name },
      ];
  const tabs: TabDef[] = [
    {
      id: 'description',
      label: dt('tabDescription'),
      panel: (
        <div className="flex max-w-2xl flex-col gap-4 leading-relaxed">
          {service.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ),
    },
    ...(service.shop === null && service.shops.length > 0
      ? [{ id: 'shops', label: dt('tabShops'), panel: <PricesByShop service={service} /> }]
      : []),
    ...(service.upsells.length > 0
      ? [{ id: 'options', label: dt('tabOptions'), panel: <Upsells service={service} /> }]
      : []),
  ];
  return (
    <PageFrame>
      <Breadcrumbs items={crumbs} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-start">
        <ArticleGallery images={service.images} shape="landscape" />
        <div className="flex flex-col gap-5 lg:sticky lg:top-24">
          <div>
            <p className="text-sm tracking-wide text-muted uppercase">{service.category.name}</p>
            <h1 className="mt-1 font-heading text-4xl leading-tight tracking-tight sm:text-5xl">
              {service.name}
            </h1>
            {service.shop ? <p className="mt-2 text-muted">{service.shop.name}</p> : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-lg">
            <PriceTag price={service.price} from={service.priceFrom} />
            {service.duration ? (
              <span className="inline-flex items-center gap-1.5 text-muted">
                <Clock aria-hidden="true" size={18} />
                {service.duration}
              </span>
            ) : null}
          </p>
          <div>
            <BookButton service={service} />
          </div>
        </div>
      </div>
      <section className="mt-12" aria-label={dt('serviceDetails')}>
        <Tabs tabs={tabs} label={dt('serviceDetails')} />
      </section>
      {service.reviews ? <ReviewsSection data={service.reviews} /> : null}
    </PageFrame>
  );
}
