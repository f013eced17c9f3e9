import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what needs it and keeps numbers as numbers', () => {
    const csv = toCsv(
      ['period', 'shop', 'revenue'],
      [
        ['2026-06-01', 'Marais, Paris', 6500],
        ['2026-06-02', 'Le "Petit" salon', null],
      ],
    );
    expect(csv).toBe(
      '\uFEFFperiod,shop,revenue\r\n2026-06-01,"Marais, Paris",6500\r\n2026-06-02,"Le ""Petit"" salon",\r\n',
    );
  });

  it('never lets a cell start a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      `\uFEFFx\r\n"'=HYPERLINK(""http://evil"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n`,
    );
  });
});
