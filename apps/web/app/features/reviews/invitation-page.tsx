import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError } from '../../lib/browser-api.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { Link } from '../../ui/link.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { InvitationPage } from './invitation.server.ts';
import { OwnReviewCard } from './own-review.tsx';
import { createReview } from './review-calls.ts';
import { ReviewForm, secondaryButton } from './review-form.tsx';
import { VisitSummary } from './visit-summary.tsx';

const frame = 'mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 pt-6 pb-24 sm:pt-10';

function InvalidLink() {
  const t = useT('reviews');
  return (
    <main id="main" className={frame} data-testid="review-link-invalid">
      <h1 className="font-heading text-3xl">{t('invalidTitle')}</h1>
      <p>{t('invalidText')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile/reviews" className={secondaryButton}>
          {t('toMyReviews')}
        </Link>
        <Link to="/" className={secondaryButton}>
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}

/**
 * /avis/{token} (issue 22): the invitation mail's link, without sign-in. The visit, then the form;
 * once written, the review with edit and delete.
 */
export function ReviewInvitationView({ page, token }: { page: InvitationPage; token: string }) {
  const t = useT('reviews');
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [done, setDone] = useState<'sent' | 'saved' | 'deleted' | 'already' | null>(null);
  const [gone, setGone] = useState(false);
  if (page.state === 'invalid' || gone) return <InvalidLink />;
  const { visit, review } = page.invitation;
  const timeZone = page.shop?.timeZone ?? 'Europe/Paris';

  const changed = async (what: 'sent' | 'saved' | 'deleted' | 'already') => {
    await revalidator.revalidate();
    setDone(what);
  };

  return (
    <main id="main" className={frame}>
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl">{t('inviteTitle')}</h1>
        {review ? null : <p className="text-muted">{t('inviteIntro')}</p>}
      </div>
      <section aria-labelledby="visit-heading" className="rounded-2xl border border-line p-5">
        <h2 id="visit-heading" className="mb-3 font-heading text-xl">
          {t('visitTitle')}
        </h2>
        <VisitSummary visit={visit} timeZone={timeZone} />
      </section>
      <div aria-live="polite">
        {done === 'sent' ? (
          <Notice tone="success" title={t('thanksTitle')}>
            {t('thanksText', { shop: visit.shopName })}{' '}
            {page.shop ? (
              <Link to={`/${page.shop.slug}`} className="underline underline-offset-4">
                {visit.shopName}
              </Link>
            ) : null}
          </Notice>
        ) : done === 'saved' ? (
          <Notice tone="success">{t('saved')}</Notice>
        ) : done === 'deleted' ? (
          <Notice tone="success">{t('deleted')}</Notice>
        ) : done === 'already' ? (
          <Notice>{t('alreadyReviewed')}</Notice>
        ) : null}
      </div>
      {review ? (
        <section aria-labelledby="own-review-heading" className="flex flex-col gap-3">
          <h2 id="own-review-heading" className="font-heading text-2xl">
            {t('yourReview')}
          </h2>
          <OwnReviewCard
            review={review}
            token={token}
            replierName={visit.shopName}
            onChanged={(what) => void changed(what)}
          />
        </section>
      ) : (
        <ReviewForm
          employeeName={visit.employeeName}
          submitLabel={t('send')}
          onSubmit={async (values) => {
            try {
              await createReview(caller, { token }, values);
              await changed('sent');
              return null;
            } catch (error) {
              if (error instanceof BrowserApiError && error.status === 409) {
                await changed('already');
                return null;
              }
              if (error instanceof BrowserApiError && [403, 404, 410].includes(error.status)) {
                setGone(true);
                return null;
              }
              return t('errorSave');
            }
          }}
        />
      )}
    </main>
  );
}
