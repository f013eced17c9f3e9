import type { ReviewSettings, WaitlistSettings } from '@eclat/contracts';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { CheckboxField, SwitchField, TextField } from '../../ui/fields.tsx';
import { Card } from '../../ui/page.tsx';
import { joinDelay, privacySettingsValid, splitDelay } from './invitations.ts';
import type { SettingsDraft } from './settings-sections.tsx';

/** A number typed in a field, kept as typed while it is not a number (NaN in the draft: refused on save). */
function useTyped(value: number, format: (v: number) => string) {
  const [text, setText] = useState(() => (Number.isNaN(value) ? '' : format(value)));
  // A discard or a reload puts the saved value back in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the value matters.
  useEffect(() => {
    if (!Number.isNaN(value)) setText(format(value));
  }, [value]);
  return [text, setText] as const;
}

/**
 * Review invitations after an honoured visit (booker.reviews, issue 22), the waitlist's offers
 * of freed times (booker.appointment.waitlist, issue 21) and the retention of inactive customers'
 * data (booker.privacy, issue 23), saved with the rest of the settings.
 */
export function InvitationsSection({
  draft,
  set,
}: {
  draft: SettingsDraft;
  set: (draft: SettingsDraft) => void;
}) {
  return (
    <>
      <ReviewInvitations draft={draft} set={set} />
      <WaitlistOffers draft={draft} set={set} />
      <PrivacyRetention draft={draft} set={set} />
    </>
  );
}

function ReviewInvitations({ draft, set }: { draft: SettingsDraft; set: (draft: SettingsDraft) => void }) {
  const { t } = useI18n();
  const reviews = draft.booker.reviews;
  const change = (changes: Partial<ReviewSettings>) =>
    set({ ...draft, booker: { ...draft.booker, reviews: { ...reviews, ...changes } } });
  const delay = reviews.inviteDelayMinutes;
  const [hours, setHours] = useTyped(delay, (v) => String(splitDelay(v).hours));
  const [minutes, setMinutes] = useTyped(delay, (v) => String(splitDelay(v).minutes));
  const retype = (h: string, m: string) => {
    setHours(h);
    setMinutes(m);
    change({ inviteDelayMinutes: joinDelay(h, m) ?? Number.NaN });
  };
  const invalid = Number.isNaN(delay) || delay > 10_080;
  return (
    <div data-testid="review-invitations">
      <Card title={t('invitations.reviewsTitle')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('invitations.reviewsHint')}</p>
          <SwitchField
            label={t('invitations.reviewsEnabled')}
            checked={reviews.enabled}
            onChange={(enabled) => change({ enabled })}
          />
          <fieldset className="flex flex-col gap-2" disabled={!reviews.enabled}>
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('invitations.delay')}</legend>
            <div className="grid max-w-sm grid-cols-2 gap-3">
              <TextField
                label={t('invitations.hours')}
                name="review-delay-hours"
                type="number"
                inputMode="numeric"
                min={0}
                max={168}
                step={1}
                value={hours}
                error={invalid ? t('invitations.delayInvalid') : null}
                onChange={(e) => retype(e.target.value, minutes)}
              />
              <TextField
                label={t('invitations.minutes')}
                name="review-delay-minutes"
                type="number"
                inputMode="numeric"
                min={0}
                max={59}
                step={1}
                value={minutes}
                onChange={(e) => retype(hours, e.target.value)}
              />
            </div>
          </fieldset>
          <Channels
            prefix="reviews"
            email={reviews.email}
            sms={reviews.sms}
            enabled={reviews.enabled}
            onChange={change}
          />
        </div>
      </Card>
    </div>
  );
}

function WaitlistOffers({ draft, set }: { draft: SettingsDraft; set: (draft: SettingsDraft) => void }) {
  const { t } = useI18n();
  const appointment = draft.booker.appointment;
  const waitlist = appointment.waitlist;
  const change = (changes: Partial<WaitlistSettings>) =>
    set({
      ...draft,
      booker: { ...draft.booker, appointment: { ...appointment, waitlist: { ...waitlist, ...changes } } },
    });
  const [hold, setHold] = useTyped(waitlist.offerMinutes, String);
  const minutes = waitlist.offerMinutes;
  const invalid = !Number.isInteger(minutes) || minutes < 5 || minutes > 1440;
  return (
    <div data-testid="waitlist-settings">
      <Card title={t('invitations.waitlistTitle')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('invitations.waitlistHint')}</p>
          <SwitchField
            label={t('invitations.waitlistEnabled')}
            checked={waitlist.enabled}
            onChange={(enabled) => change({ enabled })}
          />
          <TextField
            label={t('invitations.offerMinutes')}
            hint={t('invitations.offerMinutesHint')}
            name="waitlist-offer-minutes"
            className="max-w-xs"
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            disabled={!waitlist.enabled}
            value={hold}
            error={invalid ? t('invitations.offerMinutesInvalid') : null}
            onChange={(e) => {
              setHold(e.target.value);
              const typed = e.target.value.trim() === '' ? Number.NaN : Number(e.target.value);
              change({ offerMinutes: typed });
            }}
          />
          <Channels
            prefix="waitlist"
            email={waitlist.email}
            sms={waitlist.sms}
            enabled={waitlist.enabled}
            onChange={change}
          />
        </div>
      </Card>
    </div>
  );
}

/**
 * booker.privacy.retentionMonths (issue 23): how long an inactive customer's data is kept before
 * the queue anonymises it (a notice mail goes a month before); CNIL advises 3 years.
 */
function PrivacyRetention({ draft, set }: { draft: SettingsDraft; set: (draft: SettingsDraft) => void }) {
  const { t } = useI18n();
  const months = draft.booker.privacy.retentionMonths;
  const [text, setText] = useTyped(months, String);
  const invalid = !privacySettingsValid({ retentionMonths: months });
  return (
    <div data-testid="privacy-retention">
      <Card title={t('privacy.retentionTitle')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('privacy.retentionHint')}</p>
          <TextField
            label={t('privacy.retentionMonths')}
            name="privacy-retention-months"
            className="max-w-xs"
            type="number"
            inputMode="numeric"
            min={12}
            max={120}
            step={1}
            value={text}
            error={invalid ? t('privacy.retentionInvalid') : null}
            onChange={(e) => {
              setText(e.target.value);
              const typed = e.target.value.trim() === '' ? Number.NaN : Number(e.target.value);
              set({ ...draft, booker: { ...draft.booker, privacy: { retentionMonths: typed } } });
            }}
          />
        </div>
      </Card>
    </div>
  );
}

function Channels({
  prefix,
  email,
  sms,
  enabled,
  onChange,
}: {
  prefix: string;
  email: boolean;
  sms: boolean;
  enabled: boolean;
  onChange: (changes: { email?: boolean; sms?: boolean }) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="flex flex-col gap-2" disabled={!enabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('reminders.channels')}</legend>
      <CheckboxField
        label={t('reminders.email')}
        name={`${prefix}-email`}
        checked={email}
        onChange={(e) => onChange({ email: e.target.checked })}
      />
      <CheckboxField
        label={t('reminders.sms')}
        hint={t('reminders.smsHint')}
        name={`${prefix}-sms`}
        checked={sms}
        onChange={(e) => onChange({ sms: e.target.checked })}
      />
      {enabled && !email && !sms ? (
        <p className="text-xs font-medium text-amber-900">{t('invitations.noChannel')}</p>
      ) : null}
    </fieldset>
  );
}
