import type { ReviewableVisit } from '@eclat/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError } from '../../lib/browser-api.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { Notice } from '../../ui/notice.tsx';
import type { MyReviewsPage } from './my-reviews.server.ts';
import { OwnReviewCard } from './own-review.tsx';
import { createReview } from './review-calls.ts';
import { primaryButton, ReviewForm } from './review-form.tsx';
import { VisitSummary } from './visit-summary.tsx';

const DEFAULT_ZONE = 'Europe/Paris';

function VisitToReview({
  visit,
  timeZone,
  onSent,
}: {
  visit: ReviewableVisit;
  timeZone: string;
  onSent: (what: 'sent' | 'already') => void;
}) {
  const t = useT('reviews');
  const caller = useCaller();
  const [open, setOpen] = useState(false);
  const formId = `review-form-${visit.appointmentId}`;
  const name = visit.serviceName ?? visit.shopName;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line p-5" data-testid="visit-to-review">
      <VisitSummary visit={visit} timeZone={timeZone} />
      {open ? (
        <div id={formId}>
          <ReviewForm
            employeeName={visit.employeeName}
            submitLabel={t('send')}
            onCancel={() => setOpen(false)}
            onSubmit={async (values) => {
              try {
                await createReview(caller, { appointmentId: visit.appointmentId }, values);
                onSent('sent');
                return null;
              } catch (error) {
                if (error instanceof BrowserApiError && error.status === 409) {
                  onSent('already');
                  return null;
                }
                return t('errorSave');
              }
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          className={`${primaryButton} self-start`}
          aria-expanded={false}
          aria-controls={formId}
          aria-label={t('writeReviewFor', { name })}
          onClick={() => setOpen(true)}
        >
          {t('writeReview')}
        </button>
      )}
    </li>
  );
}

/** /profile/reviews (issue 22): the visits still to review and the customer's own reviews. */
export function MyReviewsView({ page }: { page: MyReviewsPage }) {
  const t = useT('reviews');
  const revalidator = useRevalidator();
  const [done, setDone] = useState<'sent' | 'saved' | 'deleted' | 'already' | null>(null);
  const changed = async (what: 'sent' | 'saved' | 'deleted' | 'already') => {
    await revalidator.revalidate();
    setDone(what);
  };
  const zone = (shopId: number) => page.shops[shopId]?.timeZone ?? DEFAULT_ZONE;
  return (
    <main id="main" className="flex flex-col gap-8">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('myReviewsTitle')}</h1>
      <div aria-live="polite">
        {done === 'sent' ? (
          <Notice tone="success" title={t('thanksTitle')} />
        ) : done === 'saved' ? (
          <Notice tone="success">{t('saved')}</Notice>
        ) : done === 'deleted' ? (
          <Notice tone="success">{t('deleted')}</Notice>
        ) : done === 'already' ? (
          <Notice>{t('alreadyReviewed')}</Notice>
        ) : null}
      </div>
      <section aria-labelledby="to-review-heading" className="flex flex-col gap-4">
        <h2 id="to-review-heading" className="font-heading text-2xl">
          {t('toReviewTitle')}
        </h2>
        {page.toReview.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {page.toReview.map((visit) => (
              <VisitToReview
                key={visit.appointmentId}
                visit={visit}
                timeZone={zone(visit.shopId)}
                onSent={(what) => void changed(what)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('toReviewEmpty')}</p>
        )}
      </section>
      <section aria-labelledby="my-reviews-heading" className="flex flex-col gap-4">
        <h2 id="my-reviews-heading" className="font-heading text-2xl">
          {t('myReviewsList')}
        </h2>
        {page.reviews.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {page.reviews.map((review) => (
              <li key={review.id} className="rounded-2xl border border-line px-5 pb-5">
                <OwnReviewCard
                  review={review}
                  token={null}
                  replierName={page.shops[review.shopId]?.name ?? ''}
                  onChanged={(what) => void changed(what)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('myReviewsEmpty')}</p>
        )}
      </section>
    </main>
  );
}
