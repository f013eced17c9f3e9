import { ChevronDown } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { Breadcrumbs, EmptyState, PageFrame, PageHeading } from '../../../ui/page-frame.tsx';
import { ShopHours } from '../../../ui/shop-hours.tsx';
import { ShopContact } from '../../catalogue/shop/shop-page.tsx';
import type { ShopSummaryData } from '../../catalogue/shop/shop-types.ts';
import type { ContactGroup } from './contact.server.ts';

function ContactCard({ shop }: { shop: ShopSummaryData }) {
  const t = useT('shell');
  const dt = useT('discovery');
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-page p-5"
      aria-labelledby={`shop-${shop.id}`}
    >
      <h3 id={`shop-${shop.id}`} className="font-heading text-2xl leading-snug">
        {shop.bookable ? (
          <Link to={`/${shop.slug}`} className="underline-offset-4 hover:underline">
            {shop.name}
          </Link>
        ) : (
          shop.name
        )}
      </h3>
      <ShopContact shop={shop} />
      <details className="group rounded-xl bg-surface px-4 py-2 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-medium [&::-webkit-details-marker]:hidden">
          {dt('openingHours')}
          <ChevronDown
            aria-hidden="true"
            size={18}
            className="transition-transform duration-200 group-open:rotate-180"
          />
        </summary>
        <ShopHours hours={shop.hours} compact />
      </details>
      {shop.bookable ? null : <p className="text-sm text-muted">{t('bookingUnavailable')}</p>}
    </article>
  );
}

/** Spec §2 /contact: all shops by geo group. */
export function ContactPage({ title, groups }: { title: string; groups: ContactGroup[] }) {
  const t = useT('discovery');
  const single = groups.length === 1;
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, { label: title }]} />
      <PageHeading title={title} intro={t('contactIntro')} />
      {groups.length === 0 ? <EmptyState text={t('noShops')} /> : null}
      <div className="flex flex-col gap-12">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} data-testid="contact-group">
            <h2 id={`group-${group.id}`} className={single ? 'sr-only' : 'mb-2 font-heading text-3xl'}>
              {group.name}
            </h2>
            {group.description && !single ? <p className="mb-5 text-muted">{group.description}</p> : null}
            <ul className={`grid grid-cols-1 gap-5 sm:grid-cols-2 ${single ? '' : 'mt-5'}`}>
              {group.shops.map((shop) => (
                <li key={shop.id}>
                  <ContactCard shop={shop} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
