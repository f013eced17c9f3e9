import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import type { ReviewValues } from './review-calls.ts';
import { StarInput } from './star-input.tsx';

/** REVIEW_COMMENT_MAX of the contracts (review-form.test.ts): importing it would bring zod into the page. */
export const REVIEW_COMMENT_MAX = 2000;

const button =
  'inline-flex min-h-11 items-center justify-center rounded-button px-6 text-sm font-medium transition-colors duration-200';
export const primaryButton = `${button} bg-primary text-on-primary shadow-button hover:bg-primary-hover disabled:opacity-60`;
export const secondaryButton = `${button} border border-line hover:bg-surface`;

/**
 * Writing or editing a review (issue 22): overall stars (required), the collaborator's stars
 * (optional, when the visit had one), a comment in any language. `onSubmit` answers an error text,
 * or null when it went through.
 */
export function ReviewForm({
  employeeName,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  employeeName: string | null;
  initial?: ReviewValues;
  submitLabel: string;
  onSubmit: (values: ReviewValues) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const t = useT('reviews');
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [employeeRating, setEmployeeRating] = useState<number | null>(initial?.employeeRating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setError(await onSubmit({ rating, employeeRating: employeeName ? employeeRating : null, comment }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <StarInput
        legend={t('overallRating')}
        name="rating"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissing(false);
        }}
        error={missing ? t('chooseRating') : null}
      />
      {employeeName ? (
        <StarInput
          legend={t('collaboratorRatingField', { name: employeeName })}
          name="employeeRating"
          value={employeeRating}
          onChange={setEmployeeRating}
          clearLabel={t('clearCollaboratorRating', { name: employeeName })}
        />
      ) : null}
      <TextAreaField
        label={t('comment')}
        hint={t('commentHint', { max: REVIEW_COMMENT_MAX })}
        name="comment"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        rows={5}
        onChange={(event) => setComment(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} className={primaryButton}>
          {busy ? t('sending') : submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
