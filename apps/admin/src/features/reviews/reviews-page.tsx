import { RATING_MAX, RATING_MIN, ResourcesAdminAnswerSchema, StaffReviewListSchema } from '@eclat/contracts';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { FilterSelect, filterGrid } from '../../ui/list-filters.tsx';
import { ListState, useListQuery } from '../../ui/list-page.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { shopOptions, useVisibleShops } from '../shell/use-visible-shops.ts';
import { ReviewCard } from './review-card.tsx';

const FILTERS = ['shopId', 'employeeId', 'rating', 'status'] as const;
const COLLABORATOR = '100';

/**
 * Customers' reviews as staff see them (issue 22): every review, hidden and reported ones too,
 * filtered by shop, collaborator, rating and status; each answered once, reported, or hidden by an
 * owner. Nobody here edits or deletes what a customer wrote.
 */
export function ReviewsPage() {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const query = useListQuery(FILTERS);
  const shops = useVisibleShops();
  const shopId = query.get('shopId');
  const collaborators = useLoad(
    (signal) =>
      api
        .request('/api/resources/bo', {
          query: { type: COLLABORATOR, ...(shopId ? { shopId } : {}) },
          schema: ResourcesAdminAnswerSchema,
          signal,
        })
        .then((r) => r.resources),
    [api, shopId],
  );
  const list = useLoad(
    (signal) =>
      api.request('/api/backoffice/reviews', {
        query: { ...query.filters, page: query.page },
        schema: StaffReviewListSchema,
        signal,
      }),
    [api, query.key],
  );
  const shopName = (id: number) => shops.data?.find((s) => s.id === id)?.name ?? '';
  const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

  return (
    <>
      <PageHeader title={t('nav.reviews')} description={t('reviews.intro')} />
      <div className={filterGrid}>
        <FilterSelect
          query={query}
          param="shopId"
          label={t('today.shop')}
          options={shopOptions(shops.data)}
        />
        <FilterSelect
          query={query}
          param="employeeId"
          label={t('today.collaborator')}
          options={(collaborators.data ?? []).map((r) => ({ value: r.id, label: r.displayName }))}
        />
        <FilterSelect
          query={query}
          param="rating"
          label={t('reviews.rating')}
          options={ratings.map((n) => ({ value: n, label: t('reviews.stars', { count: n }) }))}
        />
        <FilterSelect
          query={query}
          param="status"
          label={t('today.status')}
          options={(['published', 'reported', 'hidden'] as const).map((s) => ({
            value: s,
            label: t(`reviews.status.${s}`),
          }))}
        />
      </div>
      <ListState loaded={list} items={(d) => d.reviews} empty={t('reviews.none')} skeletonRows={6}>
        {(reviews, data) => (
          <>
            <ul className="flex flex-col gap-3">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} shopName={shopName(review.shopId)} onChanged={list.reload} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.page}
              total={data.total}
              perPage={data.pageSize}
              onPage={(p) => query.set({ page: String(p) })}
            />
          </>
        )}
      </ListState>
    </>
  );
}
