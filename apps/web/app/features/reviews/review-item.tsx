import type { Review } from '@eclat/contracts';
import { BadgeCheck } from 'lucide-react';
import { formatDay } from '../../lib/format.ts';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';
import { Stars } from './stars.tsx';

/**
 * One published review: stars, author, the visit's day, the comment in its own language (`lang`,
 * whatever the page's), the collaborator's rating, and the business's reply under it.
 */
export function ReviewItem({
  review,
  replierName,
  headingLevel = 3,
}: {
  review: Review;
  replierName: string;
  headingLevel?: 3 | 4;
}) {
  const t = useT('reviews');
  const lang = useLang();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex flex-col gap-2 border-b border-line py-5 last:border-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} label={t('starsLabel', { rating: review.rating })} />
        <Heading className="font-medium">{review.authorName}</Heading>
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <BadgeCheck aria-hidden="true" size={14} />
          {t('verified')}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t('visitedOn', { date: formatDay(review.visitedAt, lang) })}
        {review.serviceName ? <> · {t('serviceLabel', { name: review.serviceName })}</> : null}
        {review.editedAt ? <> · {t('editedOn', { date: formatDay(review.editedAt, lang) })}</> : null}
      </p>
      {review.comment ? (
        <p lang={review.lang ?? undefined} className="leading-relaxed whitespace-pre-line break-words">
          {review.comment}
        </p>
      ) : null}
      {review.employeeName && review.employeeRating !== null ? (
        <p className="flex items-center gap-2 text-sm">
          <Stars value={review.employeeRating} size={14} />
          <span>{t('collaboratorRating', { name: review.employeeName, rating: review.employeeRating })}</span>
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-1 rounded-xl bg-surface p-4 text-sm" data-testid="review-reply">
          <p className="font-medium">{t('reply', { name: replierName })}</p>
          <p className="mt-1 leading-relaxed whitespace-pre-line break-words">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
