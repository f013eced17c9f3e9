import {
  addLocalDays,
  dateTimeFormat,
  firstDayWithSlots,
  groupSlotsByPart,
  localTime,
  weekDays,
  weekStart,
} from '@eclat/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { DateStrip, type StripDay } from '../../ui/date-strip.tsx';
import { buttonClass } from '../../ui/icon-button.ts';
import { Notice } from '../../ui/notice.tsx';
import { FIRST_SLOT_TIMING, TIMES_PARSED_ID, TimeChips } from '../../ui/time-chips.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import { useShell } from '../shell/use-shell.ts';
import type { AvailabilityDay, AvailabilitySlot, Person } from './types.ts';

/** How far ahead the week arrows go (26 weeks: half a year of bookings). */
const MAX_WEEKS_AHEAD = 26;
const PART_LABELS = { morning: 'partMorning', afternoon: 'partAfternoon', evening: 'partEvening' } as const;

function dayFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = dateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

export type SlotPickerProps = {
  days: AvailabilityDay[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  timeZone: string;
  today: string;
  week: string;
  onWeekChange: (week: string) => void;
  selected: AvailabilitySlot | null;
  onSelect: (slot: AvailabilitySlot) => void;
  /**
   * One choice of collaborator per service (ADR 0017); `name` null when the booking has one
   * service. Services nobody can be chosen for by name are left out.
   */
  collaborators: CollaboratorChoice[];
  onEmployee: (serviceId: number, id: number | null) => void;
  showCabins: boolean;
  /** The day to open on (the day of a time just lost to another customer), if it still has times. */
  initialDay?: string | null;
  /** What happened to the visitor's choice (a time taken meanwhile), said next to the times. */
  notice?: string | null;
  /**
   * Joining the waitlist (issue 21), from a full day (that day) or because no time suits (null);
   * absent when the company has no waitlist.
   */
  onWaitlist?: (fullDay: string | null) => void;
};

export type CollaboratorChoice = {
  serviceId: number;
  name: string | null;
  people: Person[];
  chosen: number | null;
};

/**
 * Date and time (UI.md "The booking moment"): "any collaborator" first, then the collaborators by
 * name; a week view on desktop, a day strip with times grouped morning / afternoon / evening on
 * mobile, opening on the first day with a free time.
 */
export function SlotPicker(props: SlotPickerProps) {
  const t = useT('journeys');
  const { locale } = useShell();
  const { days, timeZone, today, week, selected } = props;
  const monday = weekStart(week);
  const shown = weekDays(monday);
  const byDay = new Map((days ?? []).map((d) => [d.day, d]));
  // Rendered by the server already on the first day with a free time (no flash once scripts run).
  const [mobileDay, setMobileDay] = useState<string | null>(() =>
    props.initialDay ? props.initialDay : days ? (firstDayWithSlots(days)?.day ?? null) : null,
  );
  const hydrated = useMounted();
  const noticeRef = useRef<HTMLDivElement>(null);

  // A lost time: the message takes focus where the times are (and is announced), not at the top.
  useEffect(() => {
    if (!props.notice) return;
    noticeRef.current?.focus({ preventScroll: true });
    noticeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [props.notice]);

  // The mobile list opens on the first day with a free time (its first time is then in view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: byDay is derived from days
  useEffect(() => {
    if (!days) return;
    setMobileDay((current) => {
      if (current && byDay.get(current)?.slots.length) return current;
      return firstDayWithSlots(days)?.day ?? null;
    });
  }, [days]);

  const weekdayShort = dayFormat(locale, { weekday: 'short' });
  const dayNumber = dayFormat(locale, { day: 'numeric' });
  const dayLong = dayFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const weekLabel = dayFormat(locale, { day: 'numeric', month: 'long' });
  const slotsOf = (day: string) => byDay.get(day)?.slots ?? [];
  const isOpen = (day: string) => day >= today && slotsOf(day).length > 0;
  const selectSlot = (id: string) => {
    const slot = (days ?? []).flatMap((d) => d.slots).find((s) => s.start === id);
    if (slot) props.onSelect(slot);
  };
  const chipsOf = (slots: readonly AvailabilitySlot[]) =>
    slots.map((slot) => ({ id: slot.start, label: localTime(slot.start, timeZone) }));
  const stripDays: StripDay[] = shown.map((day) => ({
    day,
    weekday: weekdayShort(day),
    number: dayNumber(day),
    label: dayLong(day),
    disabled: !isOpen(day),
    today: day === today,
  }));
  const weekHasSlots = shown.some(isOpen);
  // Full: a day to come, open, with no free time left (the waitlist's invitation).
  const isFull = (day: string) =>
    day >= today && byDay.get(day)?.shopStatus === 'open' && slotsOf(day).length === 0;
  const fullDays = shown.filter(isFull);
  const onWaitlist = props.onWaitlist;
  const waitlistLink = 'inline-flex min-h-11 items-center text-sm underline underline-offset-2';
  const canGoBack = monday > weekStart(today);
  const canGoForward = monday < addLocalDays(weekStart(today), 7 * MAX_WEEKS_AHEAD);
  const cabinNames = (slot: AvailabilitySlot) => {
    const cabins = byDay.get(slot.day)?.cabins ?? [];
    return slot.freeCabins
      .map((id) => cabins.find((c) => c.id === id && c.visible)?.displayName)
      .filter((name): name is string => Boolean(name));
  };

  return (
    <div className="flex flex-col gap-6">
      {props.collaborators
        .filter((choice) => choice.people.length > 0)
        .map((choice) => (
          <fieldset key={choice.serviceId} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              {choice.name ? t('collaboratorFor', { service: choice.name }) : t('collaboratorLegend')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {[{ id: null, displayName: t('anyCollaborator') }, ...choice.people].map((person) => (
                <button
                  key={person.id ?? 'any'}
                  type="button"
                  aria-pressed={choice.chosen === person.id}
                  onClick={() => props.onEmployee(choice.serviceId, person.id)}
                  className={`min-h-11 rounded-full border px-4 text-sm transition-colors duration-150 ${
                    choice.chosen === person.id
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-line bg-page hover:border-primary'
                  }`}
                >
                  {person.displayName}
                </button>
              ))}
            </div>
          </fieldset>
        ))}

      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={`${buttonClass.outline} px-3`}
          disabled={!hydrated || !canGoBack}
          onClick={() => props.onWeekChange(addLocalDays(monday, -7))}
          aria-label={t('previousWeek')}
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
        <p className="text-center font-medium" aria-live="polite">
          {t('weekOf', { day: weekLabel(monday) })}
        </p>
        <button
          type="button"
          className={`${buttonClass.outline} px-3`}
          disabled={!hydrated || !canGoForward}
          onClick={() => props.onWeekChange(addLocalDays(monday, 7))}
          aria-label={t('nextWeek')}
        >
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>

      {props.notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className="scroll-mt-24 scroll-mb-40 outline-none"
          data-testid="slot-notice"
        >
          <Notice tone="error">{props.notice}</Notice>
        </div>
      ) : null}

      {props.failed ? (
        <Notice tone="error" title={t('slotsFailed')}>
          <button type="button" className="underline" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </Notice>
      ) : props.loading || !days ? (
        <div aria-busy="true" className="grid grid-cols-4 gap-2 lg:grid-cols-7" data-testid="slots-loading">
          {Array.from({ length: 14 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className="h-11 animate-pulse rounded-full bg-surface" />
          ))}
          <span className="sr-only">{t('slotsLoading')}</span>
        </div>
      ) : !weekHasSlots ? (
        <Notice title={t('noSlotsThisWeek')}>
          {canGoForward ? (
            <button
              type="button"
              className="underline"
              onClick={() => props.onWeekChange(addLocalDays(monday, 7))}
            >
              {t('seeNextWeek')}
            </button>
          ) : null}
          {onWaitlist ? (
            <button
              type="button"
              className={`${waitlistLink} block`}
              onClick={() => onWaitlist(fullDays[0] ?? null)}
              data-testid="waitlist-open"
            >
              {t('wlJoinLink')}
            </button>
          ) : null}
        </Notice>
      ) : (
        <>
          {/* Mobile: the day strip and the chosen day's times, grouped. */}
          <div className="flex flex-col gap-5 lg:hidden" data-testid="day-list">
            <DateStrip
              days={stripDays}
              selected={mobileDay}
              onSelect={setMobileDay}
              label={t('chooseDay')}
              todayLabel={t('today')}
            />
            {onWaitlist && fullDays.length > 0 ? (
              <div className="flex flex-col items-start gap-1 text-sm" data-testid="full-days">
                <p className="text-muted">{t('wlFullDays', { days: fullDays.map(dayLong).join(', ') })}</p>
                <button
                  type="button"
                  className={waitlistLink}
                  onClick={() => onWaitlist(fullDays[0] ?? null)}
                  data-testid="waitlist-full-day"
                >
                  {t('wlFullDayJoin')}
                </button>
              </div>
            ) : null}
            {mobileDay ? (
              <section aria-label={dayLong(mobileDay)} className="flex flex-col gap-4">
                {groupSlotsByPart(slotsOf(mobileDay), timeZone).map((group, index) => (
                  <div key={group.part} className="flex flex-col gap-2">
                    <h3 className="text-sm font-medium text-muted">{t(PART_LABELS[group.part])}</h3>
                    <TimeChips
                      chips={chipsOf(group.slots)}
                      timing={index === 0 ? FIRST_SLOT_TIMING : undefined}
                      selected={selected?.start ?? null}
                      onSelect={selectSlot}
                      label={`${dayLong(mobileDay)} · ${t(PART_LABELS[group.part])}`}
                    />
                  </div>
                ))}
              </section>
            ) : null}
          </div>
          {/* Desktop: the week at a glance. */}
          <div className="hidden grid-cols-7 gap-2 lg:grid" data-testid="week-view">
            {shown.map((day) => {
              const open = isOpen(day);
              return (
                <section key={day} aria-label={dayLong(day)} className="flex flex-col gap-2">
                  <h3
                    className={`text-center text-sm ${day === today ? 'font-semibold' : ''} ${open ? '' : 'text-muted'}`}
                  >
                    <span className="block uppercase">{weekdayShort(day)}</span>
                    <span className="text-lg tabular-nums">{dayNumber(day)}</span>
                  </h3>
                  {open ? (
                    <TimeChips
                      chips={chipsOf(slotsOf(day))}
                      timing={day === shown.find(isOpen) ? FIRST_SLOT_TIMING : undefined}
                      selected={selected?.start ?? null}
                      onSelect={selectSlot}
                      label={dayLong(day)}
                      className="flex-col items-stretch [&_button]:w-full [&_button]:min-w-0 [&_button]:px-1"
                    />
                  ) : day < today ? null : (
                    <>
                      <p className="text-center text-xs text-muted">
                        {byDay.get(day)?.shopStatus === 'close' ? t('closedDay') : t('noSlotsDay')}
                      </p>
                      {onWaitlist && isFull(day) ? (
                        <button
                          type="button"
                          className="min-h-11 text-center text-xs underline underline-offset-2"
                          aria-label={`${t('wlTitle')} · ${dayLong(day)}`}
                          onClick={() => onWaitlist(day)}
                        >
                          {t('wlTitle')}
                        </button>
                      ) : null}
                    </>
                  )}
                </section>
              );
            })}
          </div>
          {/* Where the times end in the document (the booking page's first paint waits for it). */}
          <span id={TIMES_PARSED_ID} hidden />
        </>
      )}

      {onWaitlist && !props.failed && !props.loading && days && weekHasSlots ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="waitlist-invite">
          <span>{t('wlNoSlotSuits')}</span>
          <button
            type="button"
            className={waitlistLink}
            onClick={() => onWaitlist(null)}
            data-testid="waitlist-open"
          >
            {t('wlJoinLink')}
          </button>
        </p>
      ) : null}

      {selected ? (
        <p className="rounded-xl bg-surface px-4 py-3 text-sm" role="status">
          {t('slotChosen', { day: dayLong(selected.day), time: localTime(selected.start, timeZone) })}
          {props.showCabins && cabinNames(selected).length > 0
            ? ` · ${t('cabinsFree', { names: cabinNames(selected).join(', ') })}`
            : ''}
        </p>
      ) : null}
    </div>
  );
}
