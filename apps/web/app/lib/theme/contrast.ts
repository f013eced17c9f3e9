export type Rgb = { r: number; g: number; b: number };

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FN = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/i;

/** Reads the colour notations a business may type (#rgb, #rrggbb, with alpha, rgb()); alpha is ignored. */
export function parseColour(value: string): Rgb | null {
  const input = value.trim();
  const hex = HEX.exec(input)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const fn = RGB_FN.exec(input);
  if (fn) {
    const [r, g, b] = [fn[1], fn[2], fn[3]].map((n) => Math.min(255, Number(n)));
    if (r !== undefined && g !== undefined && b !== undefined) return { r, g, b };
  }
  return null;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

function bestOf(bg: Rgb, candidates: readonly string[]): { colour: string; ratio: number } | null {
  let best: { colour: string; ratio: number } | null = null;
  for (const candidate of candidates) {
    const rgb = parseColour(candidate);
    if (!rgb) continue;
    const ratio = contrastRatio(bg, rgb);
    if (!best || ratio > best.ratio) best = { colour: candidate, ratio };
  }
  return best;
}

/**
 * The text colour to put on a background the business chose (UI.md: pick by contrast, whatever
 * the colour). The softer preferred colours win when they reach WCAG AA; for the few mid-tones
 * where they do not, pure white or black does (one of them always reaches 4.5:1).
 * An unreadable background gets the first preferred colour.
 */
export function readableTextColour(
  background: string,
  preferred: readonly string[] = ['#ffffff', '#111111'],
): string {
  const bg = parseColour(background);
  const fallback = preferred[0] ?? '#ffffff';
  if (!bg) return fallback;
  const best = bestOf(bg, preferred);
  if (best && best.ratio >= AA_CONTRAST) return best.colour;
  return bestOf(bg, ['#ffffff', '#000000'])?.colour ?? fallback;
}
