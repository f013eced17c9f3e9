// The company's booking reminders (issue 20 item 4) as the back office edits them: chosen among
// presets, stored as minutes before the appointment (contracts ReminderSettings).
import { type ReminderSettings, ReminderSettingsSchema } from '@eclat/contracts';
import type { T } from '../../lib/i18n/i18n.tsx';

/** The offsets offered, longest first: 7 days, 2 days, 24 h, 12 h, 4 h, 2 h, 1 h before. */
export const REMINDER_PRESETS = [10_080, 2880, 1440, 720, 240, 120, 60] as const;

/** The contracts' limit (at most three reminders). */
export const MAX_REMINDERS = 3;

/** The offset a new reminder starts with: the usual ones first, then the others. */
const ADD_ORDER = [1440, 120, 60, 2880, 240, 720, 10_080] as const;

export const nextReminderOffset = (offsets: readonly number[]): number | null =>
  offsets.length >= MAX_REMINDERS ? null : (ADD_ORDER.find((m) => !offsets.includes(m)) ?? null);

/**
 * The presets one reminder may take: those no other reminder uses, and its own value even when
 * it is not a preset (set through the API), so that it shows as it is.
 */
export const reminderChoices = (offsets: readonly number[], index: number): number[] => {
  const own = offsets[index];
  const others = offsets.filter((_, i) => i !== index);
  const choices: number[] = REMINDER_PRESETS.filter((m) => !others.includes(m));
  if (own !== undefined && !choices.includes(own)) choices.push(own);
  return choices.sort((a, b) => b - a);
};

/** "2 jours avant", "24 h avant", "90 min avant": days from two days on, hours when whole. */
export const reminderLabel = (minutes: number, t: T): string => {
  if (minutes >= 2880 && minutes % 1440 === 0) return t('reminders.daysBefore', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('reminders.hoursBefore', { count: minutes / 60 });
  return t('reminders.minutesBefore', { count: minutes });
};

/** Whether the settings may be saved: the contracts' schema, and no offset twice. */
export const remindersValid = (reminders: ReminderSettings): boolean =>
  ReminderSettingsSchema.safeParse(reminders).success &&
  new Set(reminders.offsetsMinutes).size === reminders.offsetsMinutes.length;
