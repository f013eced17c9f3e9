import type { OwnReview } from '@eclat/contracts';
import { useState } from 'react';
import { BrowserApiError } from '../../lib/browser-api.ts';
import { formatDay } from '../../lib/format.ts';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { Notice } from '../../ui/notice.tsx';
import { deleteReview, updateReview } from './review-calls.ts';
import { primaryButton, ReviewForm, secondaryButton } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * The author's own review (issue 22): as published, or hidden by a company owner with the recorded
 * reason; edit and delete. `token` is the invitation link's (no sign-in), null for the account.
 */
export function OwnReviewCard({
  review,
  token,
  replierName,
  onChanged,
}: {
  review: OwnReview;
  token: string | null;
  replierName: string;
  onChanged: (what: 'saved' | 'deleted') => void;
}) {
  const t = useT('reviews');
  const lang = useLang();
  const caller = useCaller();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteReview(caller, review.id, token);
      onChanged('deleted');
    } catch (cause) {
      // Already gone (another tab): the page is brought up to date all the same.
      if (cause instanceof BrowserApiError && cause.status === 404) onChanged('deleted');
      else setError(t('errorSave'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (editing) {
    return (
      <ReviewForm
        employeeName={review.employeeName}
        initial={{
          rating: review.rating,
          employeeRating: review.employeeRating,
          comment: review.comment ?? '',
        }}
        submitLabel={t('saveChanges')}
        onCancel={() => setEditing(false)}
        onSubmit={async (values) => {
          try {
            await updateReview(caller, review.id, token, values);
            setEditing(false);
            onChanged('saved');
            return null;
          } catch {
            return t('errorSave');
          }
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="own-review" data-status={review.status}>
      {review.hidden ? (
        <Notice title={t('hiddenTitle')}>
          {t('hiddenText', { date: formatDay(review.hidden.at, lang), reason: review.hidden.reason })}
        </Notice>
      ) : null}
      <div>
        <ReviewItem review={review} replierName={replierName} headingLevel={3} />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl border border-line p-4">
          <p className="text-sm">{t('deleteConfirm')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void remove()}>
              {t('deleteYes')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
          {/* A hidden review is kept (the API answers 409): it can be edited, not deleted. */}
          {review.status === 'hidden' ? null : (
            <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
