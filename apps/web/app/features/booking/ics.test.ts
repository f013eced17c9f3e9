import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDateTime, icsText } from './ics.ts';

describe('the add-to-calendar file (RFC 5545)', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime('2026-03-03T09:30:00.000Z')).toBe('20260303T093000Z');
    expect(icsDateTime('2026-07-01T10:30:00+02:00')).toBe('20260701T083000Z');
  });

  it('escapes text values', () => {
    expect(icsText('Soin; visage, éclat\\\nligne 2')).toBe('Soin\\; visage\\, éclat\\\\\\nligne 2');
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(line);
  });

  it('builds one event with CRLF lines', () => {
    const ics = buildIcs({
      uid: 'booking-12@maison-eclat.localhost',
      start: '2026-03-03T09:30:00.000Z',
      end: '2026-03-03T10:30:00.000Z',
      summary: 'Soin Éclat Signature',
      location: 'Maison Éclat Marais, 24 rue de Bretagne, 75003 Paris',
      description: 'Réservation 12',
      geo: { lat: 48.86, lng: 2.36 },
      now: new Date('2026-03-01T08:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260303T093000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260303T103000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:Maison Éclat Marais\\, 24 rue de Bretagne\\, 75003 Paris\r\n');
    expect(ics).toContain('\r\nGEO:48.86;2.36\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
});
