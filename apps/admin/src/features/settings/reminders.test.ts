import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/i18n.tsx';
import {
  MAX_REMINDERS,
  nextReminderOffset,
  REMINDER_PRESETS,
  reminderChoices,
  reminderLabel,
  remindersValid,
} from './reminders.ts';

const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate('fr', key, vars);

describe('reminder settings in the back office', () => {
  it('labels the presets in days from two days on, in hours below, in minutes otherwise', () => {
    expect(REMINDER_PRESETS.map((m) => reminderLabel(m, t))).toEqual([
      '7 jours avant',
      '2 jours avant',
      '24 h avant',
      '12 h avant',
      '4 h avant',
      '2 h avant',
      '1 h avant',
    ]);
    expect(reminderLabel(90, t)).toBe('90 min avant');
    expect(reminderLabel(4320, t)).toBe('3 jours avant');
  });

  it('offers each reminder the presets no other one uses, and its own value even off the presets', () => {
    expect(reminderChoices([1440, 120], 0)).toEqual([10_080, 2880, 1440, 720, 240, 60]);
    expect(reminderChoices([1440, 120], 1)).toEqual([10_080, 2880, 720, 240, 120, 60]);
    expect(reminderChoices([90], 0)).toEqual([10_080, 2880, 1440, 720, 240, 120, 90, 60]);
  });

  it('adds the usual offsets first, never one twice, never a fourth', () => {
    expect(nextReminderOffset([])).toBe(1440);
    expect(nextReminderOffset([1440])).toBe(120);
    expect(nextReminderOffset([1440, 120])).toBe(60);
    expect(nextReminderOffset([1440, 120, 60])).toBeNull();
    expect(MAX_REMINDERS).toBe(3);
  });

  it('saves what the contracts take, without the same offset twice', () => {
    const ok = { offsetsMinutes: [2880, 120], email: true, sms: false };
    expect(remindersValid(ok)).toBe(true);
    expect(remindersValid({ ...ok, offsetsMinutes: [] })).toBe(true);
    expect(remindersValid({ ...ok, offsetsMinutes: [120, 120] })).toBe(false);
    expect(remindersValid({ ...ok, offsetsMinutes: [10] })).toBe(false);
    expect(remindersValid({ ...ok, offsetsMinutes: [10_081] })).toBe(false);
    expect(remindersValid({ ...ok, offsetsMinutes: [60, 120, 240, 1440] })).toBe(false);
  });
});
