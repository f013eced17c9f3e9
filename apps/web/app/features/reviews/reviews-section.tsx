import type { Review } from '@eclat/contracts';
import { LOCALE_CODES } from '@eclat/contracts/langs';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { callApi } from '../../lib/browser-api.ts';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { ReviewItem } from './review-item.tsx';
import type { ReviewsSectionData } from './review-types.ts';
import { formatAverage, Stars } from './stars.tsx';

function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const t = useT('reviews');
  return (
    <ul className="flex w-full max-w-xs flex-col gap-1.5 text-sm" aria-label={t('distributionLabel')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        return (
          <li key={stars} className="grid grid-cols-[1.75rem_1fr_2.5rem] items-center gap-2">
            <span className="sr-only">{t('distributionRow', { stars, count: n })}</span>
            <span className="tabular-nums" aria-hidden="true">
              {stars}★
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-ink"
                style={{ width: `${count > 0 ? (n / count) * 100 : 0}%` }}
              />
            </span>
            <span className="text-right text-muted tabular-nums" aria-hidden="true">
              {n}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Issue 22: the verified reviews of a shop or a service. The first page comes with the page
 * (server-rendered, no browser call); the next ones are asked on demand.
 */
export function ReviewsSection({ data }: { data: ReviewsSectionData }) {
  const lang = useLang();
  // From one shop's page to another's the route stays mounted: the pages loaded start over.
  return <Reviews key={`${data.filter.shopId}:${data.filter.serviceId}:${lang}`} data={data} />;
}

function Reviews({ data }: { data: ReviewsSectionData }) {
  const t = useT('reviews');
  const lang = useLang();
  const caller = useCaller();
  const { stats } = data.list;
  const [reviews, setReviews] = useState<Review[]>(data.list.reviews);
  const [page, setPage] = useState(data.list.page);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (stats.count === 0 || stats.average === null) return null;
  const more = reviews.length < data.list.total;

  const loadMore = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await callApi(caller, '/api/reviews', {
        query: { ...data.filter, page: page + 1 },
        answer: 'ReviewListSchema',
        authToken: null,
      });
      // A review published meanwhile shifts the pages: no review is listed twice.
      setReviews((shown) => [...shown, ...next.reviews.filter((r) => !shown.some((s) => s.id === r.id))]);
      setPage(next.page);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="reviews-heading" className="mt-16" id="avis" data-testid="reviews">
      <h2 id="reviews-heading" className="mb-6 font-heading text-3xl">
        {t('reviewsTitle')}
      </h2>
      <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-4" data-testid="reviews-average">
            <p className="font-heading text-5xl leading-none tabular-nums" aria-hidden="true">
              {formatAverage(stats.average, LOCALE_CODES[lang])}
            </p>
            <div className="flex flex-col gap-1">
              <Stars
                value={stats.average}
                size={20}
                label={t('averageLabel', { average: formatAverage(stats.average, LOCALE_CODES[lang]) })}
              />
              <p className="text-sm text-muted">{t('reviewCount', { count: stats.count })}</p>
            </div>
          </div>
          <Distribution distribution={stats.distribution} count={stats.count} />
          <p className="flex gap-2 text-sm text-muted">
            <BadgeCheck aria-hidden="true" size={18} className="shrink-0 text-ink" />
            <span>
              <span className="font-medium text-ink">{t('verified')}</span> · {t('verifiedExplained')}
            </span>
          </p>
        </div>
        <div className="min-w-0">
          <div aria-live="polite" aria-busy={busy || undefined}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} replierName={data.replierName} />
            ))}
          </div>
          {failed ? (
            <p role="alert" className="mt-3 text-sm">
              {t('loadMoreFailed')}
            </p>
          ) : null}
          {more ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="mt-4 inline-flex min-h-11 items-center rounded-button border border-line px-5 text-sm font-medium hover:bg-surface disabled:opacity-60"
            >
              {t('loadMore')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
