import { ChevronRight, Clock } from 'lucide-react';
import type { ServiceCardData } from '../features/catalogue/services/service-types.ts';
import { useT } from '../lib/i18n/use-lang.ts';
import { mediaImage } from '../lib/media-srcset.ts';
import { LaterPicture } from './later-picture.tsx';
import { Link } from './link.tsx';
import { NextSlot } from './next-slot.tsx';

/** A small 4:3 picture beside the service's name; the intrinsic size reserves the space. */
const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 120;

export function PriceTag({ price, from }: { price: string | null; from: boolean }) {
  const t = useT('discovery');
  if (!price) return null;
  return (
    <span className="font-medium whitespace-nowrap text-ink">{from ? t('priceFrom', { price }) : price}</span>
  );
}

/**
 * A service in a list, as a row (the way visitors compare treatments on a phone): picture, name,
 * summary, then price and duration as the business chose to show them (services.list.display).
 */
export function ServiceCard({ service, eager = false }: { service: ServiceCardData; eager?: boolean }) {
  return (
    <Link
      to={service.href}
      className="group flex h-full items-center gap-4 rounded-2xl border border-line bg-page p-3 transition-colors duration-200 hover:border-primary sm:p-4"
    >
      {service.image ? (
        <LaterPicture
          {...mediaImage(service.image.url, '(min-width: 640px) 96px, 80px', 480)}
          box="aspect-[4/3] w-20 shrink-0 rounded-xl bg-surface sm:w-24"
          eager={eager}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-heading text-lg leading-snug sm:text-xl">{service.name}</h3>
        {service.summary ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted">{service.summary}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm">
          <PriceTag price={service.price} from={service.priceFrom} />
          {service.duration ? (
            <span className="inline-flex items-center gap-1 text-muted">
              <Clock aria-hidden="true" size={14} />
              {service.duration}
            </span>
          ) : null}
        </p>
        <NextSlot label={service.nextSlot} />
      </div>
      <ChevronRight
        aria-hidden="true"
        size={20}
        className="shrink-0 text-muted transition-transform duration-200 group-hover:translate-x-0.5"
      />
    </Link>
  );
}

/** Services as rows: one column, two side by side on wide pages (wide: the page has no aside). */
export function ServiceGrid({
  services,
  eagerFirst = false,
  wide = true,
}: {
  services: ServiceCardData[];
  eagerFirst?: boolean;
  wide?: boolean;
}) {
  return (
    <ul className={`grid grid-cols-1 gap-3 ${wide ? 'md:grid-cols-2' : ''}`}>
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard service={service} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
