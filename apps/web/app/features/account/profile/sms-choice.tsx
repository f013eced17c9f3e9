import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';

/** The form field that carries the choice (checked: SMS on); profile-action.ts reads it. */
export const SMS_FIELD = 'sms';

/**
 * "Customers can turn SMS off" (issue 20): a real checkbox with its label and a hint saying what
 * turning it off means. Saved with the profile form (PUT /api/users/me { smsOptOut }).
 */
export function SmsChoice({ smsOptOut }: { smsOptOut: boolean }) {
  const t = useT('journeys');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line p-3">
      {/* The whole row is the label: a 44 px target on a phone. */}
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          id={id}
          type="checkbox"
          name={SMS_FIELD}
          value="on"
          defaultChecked={!smsOptOut}
          aria-describedby={`${id}-hint`}
          className="size-5 shrink-0 accent-[var(--color-primary)]"
        />
        {t('smsReminders')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('smsRemindersHint')}
      </p>
    </div>
  );
}
