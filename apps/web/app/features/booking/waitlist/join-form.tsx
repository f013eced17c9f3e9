import type { DayPart } from '@eclat/contracts';
import { DAY_PARTS } from '@eclat/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { inputClass } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { dropSession } from '../../account/auth/session.ts';
import { useShell } from '../../shell/use-shell.ts';
import type { Person } from '../types.ts';
import {
  type JoinProblem,
  joinBody,
  joinDefaults,
  joinErrorKey,
  joinProblems,
  lastWaitDay,
  toggled,
} from './join-values.ts';
import { PART_KEYS, weekdayName } from './wish-text.ts';

export type WaitlistJoinProps = {
  shopId: number;
  shopName: string;
  serviceIds: number[];
  serviceNames: string[];
  /** The shop's today (its time zone). */
  today: string;
  maxDays: number;
  /** Who can be chosen (one service only; a chain waits for anyone). */
  people: Person[];
  employeeId: number | null;
  /** Opened from this full day: its weekday comes checked. */
  fullDay: string | null;
  onClose: () => void;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const box = 'size-5 shrink-0 accent-[var(--color-primary)]';
const choice = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3';

/**
 * Joining the waitlist (issue 21, POST /api/waitlist) from the slot picker: the days and parts of
 * day that suit, with whom, until when. Its own chunk: the booking page loads it on demand.
 */
export default function WaitlistJoinForm(props: WaitlistJoinProps) {
  const t = useT('journeys');
  const { lang, locale } = useShell();
  const caller = useCaller();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(() =>
    joinDefaults(props.today, props.maxDays, props.employeeId, props.fullDay),
  );
  const [problems, setProblems] = useState<JoinProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const last = lastWaitDay(props.today, props.maxDays);
  const dayText = (day: string) => formatDay(`${day}T12:00:00Z`, lang, 'UTC');

  // Opened: the form's heading takes focus (the visitor hears where they are).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = joinProblems(values, props.today, props.maxDays);
    setProblems(found);
    setError(null);
    if (found.length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`[data-problem="${found[0]}"] input`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(caller, '/api/waitlist', {
        method: 'POST',
        answer: 'WaitlistEntryAnswerSchema',
        body: joinBody(values, { shopId: props.shopId, serviceIds: props.serviceIds }, props.today),
      });
      setJoined(answer.entry.untilDate);
    } catch (failure) {
      if (failure instanceof BrowserApiError && failure.status === 401) {
        dropSession();
        setError(t('sessionExpired'));
      } else if (failure instanceof BrowserApiError) setError(t(joinErrorKey(failure.status, failure.kind)));
      else setError(t('errorService'));
    } finally {
      setBusy(false);
    }
  }

  const frame = 'flex scroll-mt-24 flex-col gap-5 rounded-xl border border-line p-4 sm:p-6';
  if (joined) {
    return (
      <section className={frame} aria-labelledby={`${id}-title`} data-testid="waitlist-joined">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-heading text-2xl outline-none">
          {t('wlTitle')}
        </h2>
        <Notice tone="success" title={t('wlJoinedTitle')}>
          {t('wlJoinedText', { date: dayText(joined) })}
        </Notice>
        <div className="flex flex-wrap gap-3">
          <Link to="/profile/waitlist" className={buttonClass.primary}>
            {t('wlSeeMine')}
          </Link>
          <button type="button" className={buttonClass.outline} onClick={props.onClose}>
            {t('wlClose')}
          </button>
        </div>
      </section>
    );
  }

  const problemText = (problem: JoinProblem) =>
    problems.includes(problem)
      ? problem === 'weekdays'
        ? t('wlPickDay')
        : problem === 'parts'
          ? t('wlPickPart')
          : t('wlBadUntil', { date: dayText(last) })
      : null;
  const errorOf = (problem: JoinProblem) => {
    const text = problemText(problem);
    return text ? (
      <p id={`${id}-${problem}`} className="text-sm font-medium" role="alert">
        {text}
      </p>
    ) : null;
  };
  const described = (problem: JoinProblem) => (problems.includes(problem) ? `${id}-${problem}` : undefined);

  return (
    <section className={frame} aria-labelledby={`${id}-title`} data-testid="waitlist-form">
      <div className="flex flex-col gap-2">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-heading text-2xl outline-none">
          {t('wlTitle')}
        </h2>
        <p className="text-sm text-muted">{t('wlIntro')}</p>
        <p className="text-sm font-medium">
          {t('wlFor', { services: props.serviceNames.join(' + '), shop: props.shopName })}
        </p>
      </div>
      <form className="flex flex-col gap-5" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          className="flex flex-col gap-2"
          data-problem="weekdays"
          aria-describedby={described('weekdays')}
        >
          <legend className="mb-2 text-sm font-medium">{t('wlDaysLegend')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <label key={day} className={choice}>
                <input
                  type="checkbox"
                  className={box}
                  checked={values.weekdays.includes(day)}
                  onChange={(event) =>
                    setValues((v) => ({ ...v, weekdays: toggled(v.weekdays, day, event.target.checked) }))
                  }
                />
                <span className="first-letter:uppercase">{weekdayName(day, locale)}</span>
              </label>
            ))}
          </div>
          {errorOf('weekdays')}
        </fieldset>

        <fieldset className="flex flex-col gap-2" data-problem="parts" aria-describedby={described('parts')}>
          <legend className="mb-2 text-sm font-medium">{t('wlPartsLegend')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {DAY_PARTS.map((part: DayPart) => (
              <label key={part} className={choice}>
                <input
                  type="checkbox"
                  className={box}
                  checked={values.parts.includes(part)}
                  onChange={(event) =>
                    setValues((v) => ({ ...v, parts: toggled(v.parts, part, event.target.checked) }))
                  }
                />
                {t(PART_KEYS[part])}
              </label>
            ))}
          </div>
          {errorOf('parts')}
        </fieldset>

        {props.people.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('wlWithLegend')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {[{ id: null, displayName: t('anyCollaborator') }, ...props.people].map((person) => (
                <label key={person.id ?? 'any'} className={choice}>
                  <input
                    type="radio"
                    name={`${id}-employee`}
                    className={box}
                    checked={values.employeeId === person.id}
                    onChange={() => setValues((v) => ({ ...v, employeeId: person.id }))}
                  />
                  {person.displayName}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm">{t('wlWithAnyone')}</p>
        )}

        <div className="flex flex-col gap-1.5" data-problem="untilDate">
          <label htmlFor={`${id}-until`} className="text-sm font-medium">
            {t('wlUntil')}
          </label>
          <input
            id={`${id}-until`}
            type="date"
            className={`${inputClass} sm:max-w-xs`}
            min={props.today}
            max={last}
            required
            value={values.untilDate}
            aria-invalid={problems.includes('untilDate') || undefined}
            aria-describedby={[`${id}-until-hint`, described('untilDate')].filter(Boolean).join(' ')}
            onChange={(event) => setValues((v) => ({ ...v, untilDate: event.target.value }))}
          />
          <p id={`${id}-until-hint`} className="text-xs text-muted">
            {t('wlUntilHint', { date: dayText(last) })}
          </p>
          {errorOf('untilDate')}
        </div>

        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? t('pleaseWait') : t('wlSubmit')}
          </button>
          <button type="button" className={buttonClass.outline} onClick={props.onClose}>
            {t('wlClose')}
          </button>
        </div>
      </form>
    </section>
  );
}
