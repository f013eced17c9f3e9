import type { PolicySnapshot } from '@eclat/contracts';
import { bookingCancellationTerms, legacySnapshot } from '@eclat/domain';
import { Mail, Phone } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { useShell } from '../shell/use-shell.ts';
import type { BookingShop } from './types.ts';

export type PolicyPart = { start: string; price: number; policy: PolicySnapshot | null };

/**
 * The cancellation conditions (issues 17 and 20) from the policy saved with — or, before
 * confirming, about to be saved with — each appointment: the free-cancellation deadline while
 * it is ahead (never one already past), what cancelling after it costs or that it is closed,
 * the no-show fee, and the deposit to pay now. Said by cancellationTerms (@eclat/domain), the
 * one place the storefront and the mails read.
 */
export function PolicyTerms({
  parts,
  now,
  noticeHours,
  timeZone,
  deposit = 'now',
}: {
  parts: readonly PolicyPart[];
  now: Date;
  /** The company's notice, for appointments booked before issue 20 (no snapshot). */
  noticeHours: number;
  timeZone: string;
  /** Before confirming: "to pay now"; after: "paid". */
  deposit?: 'now' | 'paid' | 'hidden';
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const terms = bookingCancellationTerms(
    parts.map((p) => ({
      startsAt: new Date(p.start),
      price: p.price,
      snapshot: p.policy ?? legacySnapshot(noticeHours),
    })),
    now,
  );
  const total = parts.reduce((sum, p) => sum + p.price, 0);
  const sentences: string[] = [];
  if (terms.kind === 'free-until') {
    sentences.push(
      t('cancellationUntil', { deadline: formatDateTime(terms.deadline.toISOString(), locale, timeZone) }),
    );
    sentences.push(
      terms.late.kind === 'refused'
        ? t('lateCancellationRefused')
        : terms.late.fee > 0
          ? t('lateCancellationFee', { fee: money(terms.late.fee) })
          : t('lateCancellationFree'),
    );
  } else {
    sentences.push(
      terms.late.kind === 'refused'
        ? t('cancellationWithinNotice', { hours: terms.noticeHours })
        : t('withinNoticeFee', { hours: terms.noticeHours, fee: money(terms.late.fee) }),
    );
  }
  if (terms.noShowFee > 0) sentences.push(t('noShowFee', { fee: money(terms.noShowFee) }));
  if (terms.deposit > 0 && deposit !== 'hidden') {
    const full = terms.deposit >= total;
    sentences.push(
      deposit === 'now'
        ? full
          ? t('prepaymentNow', { amount: money(terms.deposit) })
          : t('depositNow', { amount: money(terms.deposit) })
        : t('depositPaid', { amount: money(terms.deposit) }),
    );
  }
  return (
    <>
      {sentences.map((sentence, i) => (
        // The sentences are fixed in number and order for one render: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={i} className="block">
          {sentence}
        </span>
      ))}
    </>
  );
}

/** The policy terms of one appointment (or a booking made before issue 20: the company's notice). */
export function CancellationSentence({
  start,
  now,
  noticeHours,
  timeZone,
  price = 0,
  policy = null,
}: {
  start: string;
  now: Date;
  noticeHours: number;
  timeZone: string;
  price?: number;
  policy?: PolicySnapshot | null;
}) {
  return (
    <PolicyTerms parts={[{ start, price, policy }]} now={now} noticeHours={noticeHours} timeZone={timeZone} />
  );
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
