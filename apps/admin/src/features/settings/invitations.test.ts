import { describe, expect, it } from 'vitest';
import { joinDelay, reviewSettingsValid, splitDelay, waitlistSettingsValid } from './invitations.ts';

describe('review invitation delay and waitlist hold', () => {
  it('splits and joins a delay in hours and minutes', () => {
    expect(splitDelay(195)).toEqual({ hours: 3, minutes: 15 });
    expect(splitDelay(0)).toEqual({ hours: 0, minutes: 0 });
    expect(joinDelay('3', '15')).toBe(195);
    expect(joinDelay('', '45')).toBe(45);
    expect(joinDelay('2', '')).toBe(120);
    for (let total = 0; total <= 10_080; total += 37) {
      const { hours, minutes } = splitDelay(total);
      expect(joinDelay(String(hours), String(minutes))).toBe(total);
    }
  });

  it('refuses what is not a delay', () => {
    expect(joinDelay('1.5', '0')).toBeNull();
    expect(joinDelay('-1', '0')).toBeNull();
    expect(joinDelay('1', '60')).toBeNull();
    expect(joinDelay('x', '0')).toBeNull();
  });

  it('validates with the contracts: up to 7 days for the invitation, 5 min to 24 h for the hold', () => {
    const review = { enabled: true, inviteDelayMinutes: 180, email: true, sms: false };
    expect(reviewSettingsValid(review)).toBe(true);
    expect(reviewSettingsValid({ ...review, inviteDelayMinutes: 10_080 })).toBe(true);
    expect(reviewSettingsValid({ ...review, inviteDelayMinutes: 10_081 })).toBe(false);
    const waitlist = { enabled: true, offerMinutes: 15, email: true, sms: true };
    expect(waitlistSettingsValid(waitlist)).toBe(true);
    expect(waitlistSettingsValid({ ...waitlist, offerMinutes: 4 })).toBe(false);
    expect(waitlistSettingsValid({ ...waitlist, offerMinutes: 1441 })).toBe(false);
    expect(waitlistSettingsValid({ ...waitlist, offerMinutes: 7.5 })).toBe(false);
  });
});
