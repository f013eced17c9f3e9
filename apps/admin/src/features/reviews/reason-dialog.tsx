import { REVIEW_REASON_MAX } from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** Reporting a review (staff) or hiding it (owner) takes a reason, which is recorded. */
export function ReasonDialog({
  reviewId,
  kind,
  onClose,
  onDone,
}: {
  reviewId: number;
  kind: 'report' | 'hide';
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const action = useAction();
  const submit = async () => {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    const done = await action.run(
      () =>
        api
          .request(`/api/reviews/${reviewId}/${kind}`, {
            method: 'POST',
            body: { reason: text },
            schema: NoContent,
          })
          .then(() => true),
      t(kind === 'hide' ? 'reviews.hiddenDone' : 'reviews.reportedDone'),
    );
    if (done) onDone();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(kind === 'hide' ? 'reviews.hideTitle' : 'reviews.reportTitle')}
      description={t(kind === 'hide' ? 'reviews.hideHint' : 'reviews.reportHint')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={action.busy}>
            {t(kind === 'hide' ? 'reviews.hide' : 'reviews.report')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextAreaField
          label={t('reviews.reason')}
          name="review-reason"
          rows={3}
          required
          maxLength={REVIEW_REASON_MAX}
          value={reason}
          error={missing ? t('reviews.reasonRequired') : null}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
