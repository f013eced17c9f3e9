import { REVIEW_REPLY_MAX, type StaffReview } from '@eclat/contracts';
import { EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { canHideReviews } from '../../lib/permissions.ts';
import { useAction } from '../../lib/use-action.ts';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Card } from '../../ui/page.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { Stars } from './stars.tsx';

/**
 * One review with what staff may do to it: reply once (then the reply is shown, never edited
 * here), report it with a reason, and — a company owner — hide it with a reason the author sees.
 */
export function ReviewCard({
  review,
  shopName,
  onChanged,
}: {
  review: StaffReview;
  shopName: string;
  onChanged: () => void;
}) {
  const { api, viewer } = useSignedIn();
  const { t, lang } = useI18n();
  const [reply, setReply] = useState('');
  const [asking, setAsking] = useState<'report' | 'hide' | null>(null);
  const action = useAction();
  const hidden = review.status === 'hidden';

  const send = async () => {
    const text = reply.trim();
    if (!text) {
      action.setError(t('reviews.replyRequired'));
      return;
    }
    const done = await action.run(
      () =>
        api
          .request(`/api/reviews/${review.id}/reply`, { method: 'POST', body: { text }, schema: NoContent })
          .then(() => true),
      t('reviews.replied'),
    );
    if (done) onChanged();
  };

  return (
    <Card>
      <article aria-labelledby={`review-${review.id}`} data-testid="review" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={`review-${review.id}`} className="font-semibold">
              {review.authorName}
            </h2>
            <p className="text-sm text-stone-600">
              {[shopName, review.serviceName, review.employeeName].filter(Boolean).join(' · ')}
            </p>
            <p className="text-xs text-stone-600">
              {t('reviews.visited', { date: formatDate(review.visitedAt, lang) })} ·{' '}
              {t('reviews.written', { date: formatDate(review.createdAt, lang) })}
              {review.editedAt ? ` · ${t('reviews.edited')}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            {hidden ? (
              <Badge tone="bad">{t('reviews.status.hidden')}</Badge>
            ) : (
              <Badge tone="good">{t('reviews.status.published')}</Badge>
            )}
            {review.reported && <Badge tone="warn">{t('reviews.status.reported')}</Badge>}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Stars value={review.rating} label={t('reviews.overall')} />
          {review.employeeRating !== null && review.employeeName && (
            <Stars value={review.employeeRating} label={review.employeeName} />
          )}
        </div>
        {review.comment ? (
          <p className="whitespace-pre-line text-sm text-stone-900" lang={review.lang ?? undefined}>
            {review.comment}
          </p>
        ) : (
          <p className="text-sm italic text-stone-600">{t('reviews.noComment')}</p>
        )}
        {review.reported && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {t('reviews.reportedBecause', {
              date: formatDateTime(review.reported.at, lang),
              reason: review.reported.reason,
            })}
            {review.reported.by ? ` (${review.reported.by})` : ''}
          </p>
        )}
        {review.hidden && (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-950">
            {t('reviews.hiddenBecause', {
              date: formatDateTime(review.hidden.at, lang),
              reason: review.hidden.reason,
            })}
            {review.hidden.by ? ` (${review.hidden.by})` : ''}
          </p>
        )}
        {review.reply ? (
          <div className="rounded-lg border-l-4 border-brand-800 bg-stone-50 p-3">
            <p className="text-xs font-semibold text-stone-700">
              {t('reviews.ourReply', { date: formatDate(review.reply.at, lang) })}
              {review.repliedBy ? ` — ${review.repliedBy}` : ''}
            </p>
            <p className="mt-1 whitespace-pre-line text-sm">{review.reply.text}</p>
          </div>
        ) : hidden ? null : (
          // A hidden review is answered no more: nobody but its author sees it.
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <TextAreaField
              label={t('reviews.reply')}
              hint={t('reviews.replyHint')}
              name={`reply-${review.id}`}
              rows={3}
              maxLength={REVIEW_REPLY_MAX}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
            <FormError error={action.error} />
            <div>
              <Button type="submit" variant="primary" size="sm" disabled={action.busy}>
                {t('reviews.sendReply')}
              </Button>
            </div>
          </form>
        )}
        <div className="flex flex-wrap gap-2">
          {!review.reported && !hidden && (
            <Button size="sm" icon={<Flag aria-hidden size={16} />} onClick={() => setAsking('report')}>
              {t('reviews.report')}
            </Button>
          )}
          {canHideReviews(viewer) && !hidden && (
            <Button size="sm" icon={<EyeOff aria-hidden size={16} />} onClick={() => setAsking('hide')}>
              {t('reviews.hide')}
            </Button>
          )}
        </div>
      </article>
      {asking && (
        <ReasonDialog
          reviewId={review.id}
          kind={asking}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
