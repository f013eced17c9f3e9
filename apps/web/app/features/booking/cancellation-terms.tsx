import { cancellationTerms } from '@eclat/domain';
import { Mail, Phone } from 'lucide-react';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { useShell } from '../shell/use-shell.ts';
import type { BookingShop } from './types.ts';

/**
 * The cancellation conditions in one sentence (issue 17 item 4), from the company's notice: the
 * free-cancellation deadline while it is ahead, otherwise that online cancellation is not
 * possible — never a deadline already past.
 */
export function CancellationSentence({
  start,
  now,
  noticeHours,
  timeZone,
}: {
  start: string;
  now: Date;
  noticeHours: number;
  timeZone: string;
}) {
  const t = useT('journeys');
  const { locale } = useShell();
  const terms = cancellationTerms(new Date(start), now, noticeHours);
  return terms.kind === 'free-until'
    ? t('cancellationUntil', { deadline: formatDateTime(terms.deadline.toISOString(), locale, timeZone) })
    : t('cancellationWithinNotice', { hours: noticeHours });
}

/** The ways to reach the shop when self-service stops: its phone, its e-mail, else the contact page. */
export function ShopContact({ shop }: { shop: BookingShop | null }) {
  const t = useT('journeys');
  return (
    <div className="flex flex-wrap gap-3" data-testid="shop-contact">
      {shop?.phone ? (
        <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} className={buttonClass.primary}>
          <Phone aria-hidden="true" size={18} />
          {t('callShop', { phone: shop.phone })}
        </a>
      ) : null}
      {shop?.email ? (
        <a href={`mailto:${shop.email}`} className={buttonClass.outline}>
          <Mail aria-hidden="true" size={18} />
          {t('writeToShop')}
        </a>
      ) : (
        <Link to="/contact" className={buttonClass.outline}>
          <Mail aria-hidden="true" size={18} />
          {t('contactPageLink')}
        </Link>
      )}
    </div>
  );
}
