import { describe, expect, it } from 'vitest';
import { nextSlotLabel } from './next-slot-label.ts';

const now = new Date('2026-06-01T20:00:00Z'); // 22:00 in Paris, Monday 1 June

describe('nextSlotLabel', () => {
  it('says tomorrow with the relative day word of the language, at the shop’s local time', () => {
    expect(nextSlotLabel('2026-06-02T08:30:00Z', 'Europe/Paris', 'fr-FR', now)).toBe('demain 10:30');
    expect(nextSlotLabel('2026-06-02T08:30:00Z', 'Europe/Paris', 'en-GB', now)).toBe('tomorrow 10:30');
    expect(nextSlotLabel('2026-06-02T08:30:00Z', 'Europe/Paris', 'de-DE', now)).toBe('morgen 10:30');
  });
  it('says today for a time later the same local day', () => {
    expect(nextSlotLabel('2026-06-01T21:00:00Z', 'Europe/Paris', 'fr-FR', now)).toBe('aujourd’hui 23:00');
  });
  it('counts days in the shop’s zone, not in UTC', () => {
    // 23:30 UTC on 1 June is already 2 June in Paris: tomorrow, 01:30.
    expect(nextSlotLabel('2026-06-01T23:30:00Z', 'Europe/Paris', 'en-GB', now)).toBe('tomorrow 01:30');
  });
  it('gives the weekday and date past tomorrow', () => {
    expect(nextSlotLabel('2026-06-04T07:00:00Z', 'Europe/Paris', 'fr-FR', now)).toBe('jeu. 4 juin 09:00');
  });
});
