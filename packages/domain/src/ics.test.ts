import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentUid, buildIcs, foldLine, icsDateTime, icsText, icsUnescape, unfold } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('the add-to-calendar file (RFC 5545)', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime('2026-03-03T09:30:00.000Z')).toBe('20260303T093000Z');
    expect(icsDateTime('2026-07-01T10:30:00+02:00')).toBe('20260701T083000Z');
    expect(icsDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });

  it('escapes text values', () => {
    expect(icsText('Soin; visage, éclat\\\nligne 2')).toBe('Soin\\; visage\\, éclat\\\\\\nligne 2');
    expect(icsText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('escaping leaves no bare separator or line break and reads back (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = icsText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        // Every ; and , is preceded by an odd run of backslashes (escaped).
        for (const m of escaped.matchAll(/(\\*)[;,]/g)) expect((m[1] ?? '').length % 2).toBe(1);
        expect(icsUnescape(escaped)).toBe(text.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('folding keeps every physical line within 75 octets and unfolds to the same text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `SUMMARY:${icsText(text)}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
        // A continuation line is never empty after its space: no fold without content.
        for (const part of folded.split('\r\n').slice(1)) expect(part.length).toBeGreaterThan(1);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it('builds one event per appointment with stable UIDs and CRLF lines', () => {
    const make = (now: string) =>
      buildIcs({
        now: new Date(now),
        events: [
          {
            uid: appointmentUid(12, 'maison-eclat.localhost'),
            start: '2026-03-03T09:30:00.000Z',
            end: '2026-03-03T10:30:00.000Z',
            summary: 'Soin Éclat Signature',
            location: 'Maison Éclat Marais, 24 rue de Bretagne, 75003 Paris',
            description: 'Réservation 12',
            geo: { lat: 48.86, lng: 2.36 },
          },
          {
            uid: appointmentUid(13, 'maison-eclat.localhost'),
            start: new Date('2026-03-03T10:30:00.000Z'),
            end: new Date('2026-03-03T11:00:00.000Z'),
            summary: 'Brushing',
            location: 'Maison Éclat Marais',
            description: 'Réservation 12',
            sequence: 1,
          },
        ],
      });
    const ics = make('2026-03-01T08:00:00Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('\r\nUID:appointment-12@maison-eclat.localhost\r\n');
    expect(ics).toContain('\r\nUID:appointment-13@maison-eclat.localhost\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T080000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20260303T093000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260303T103000Z\r\n');
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).toContain('\r\nLOCATION:Maison Éclat Marais\\, 24 rue de Bretagne\\, 75003 Paris\r\n');
    expect(ics).toContain('\r\nGEO:48.86;2.36\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // The same appointment keeps its UID in a later file.
    const later = make('2026-03-02T08:00:00Z');
    const uids = (s: string) => [...s.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]);
    expect(uids(later)).toEqual(uids(ics));
  });
});
