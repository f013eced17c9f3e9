import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, readableTextColour } from './contrast.ts';

describe('parseColour', () => {
  it('reads the hex and rgb() notations a business may type', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColour('#1A2b3C')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseColour('#1a2b3c80')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour('rgba(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30 });
  });

  it('returns null for what it cannot read', () => {
    expect(parseColour('tomato')).toBeNull();
    expect(parseColour('#12')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 between black and white and 1 for a colour with itself', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 80, g: 90, b: 100 }, { r: 80, g: 90, b: 100 })).toBe(1);
  });
});

describe('readableTextColour', () => {
  it('puts light text on a dark button and dark text on a light one (WCAG AA)', () => {
    expect(readableTextColour('#1d1d1f')).toBe('#ffffff');
    expect(readableTextColour('#f5e6c8')).toBe('#111111');
    expect(readableTextColour('#ffd400')).toBe('#111111');
  });

  it('reaches AA contrast (4.5) for any grey the business picks', () => {
    for (let v = 0; v <= 255; v += 5) {
      const bg = { r: v, g: v, b: v };
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const text = parseColour(readableTextColour(hex));
      expect(text).not.toBeNull();
      if (text) expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches AA contrast for colours across the whole RGB cube', () => {
    for (let r = 0; r <= 255; r += 51) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 51) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          const text = parseColour(readableTextColour(hex));
          if (text) expect(contrastRatio({ r, g, b }, text)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('falls back to the first candidate for an unreadable colour', () => {
    expect(readableTextColour('var(--x)')).toBe('#ffffff');
  });
});
