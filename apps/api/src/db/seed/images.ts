// Demo artwork drawn locally as SVG (no network): soft gradients, blurred light and a simple
// motif. Deterministic: the same key always gives the same picture.
import { media } from '../schema.ts';
import type { L, Tx } from './util.ts';

export type Palette = {
  /** Background gradient, from top-left to bottom-right. */
  bg1: string;
  bg2: string;
  /** Motif fill. */
  accent: string;
  /** Blurred light shapes. */
  soft: string;
  /** Fine lines. */
  line: string;
  /** Opacity of the light halo behind the motif. */
  glow: number;
};

export type Motif =
  | 'leaf'
  | 'drop'
  | 'stones'
  | 'lotus'
  | 'petals'
  | 'sparkle'
  | 'wave'
  | 'arch'
  | 'bottle'
  | 'jar'
  | 'tube'
  | 'candle'
  | 'gift'
  | 'heart'
  | 'sun'
  | 'moon';

export type Art = { key: string; dir: string; width: number; height: number; alt: L; svg: string };

/** Picture sizes per use. */
export const SIZES = {
  slide: [1600, 900],
  shop: [1200, 900],
  product: [1000, 1000],
  post: [1200, 675],
  event: [1200, 675],
  category: [1200, 800],
  service: [1200, 800],
  gift: [1200, 750],
  group: [1200, 600],
  popup: [780, 520],
  logo: [400, 400],
} as const satisfies Record<string, readonly [number, number]>;

/** The public address of a media row. */
export const mediaUrl = (nickname: string, key: string) => `/api/media/${nickname}/${key}`;

/** A palette around one hue: light pastel ground, deeper accent. */
export function huePalette(hue: number, dark = false): Palette {
  const h = ((hue % 360) + 360) % 360;
  if (dark) {
    return {
      bg1: `hsl(${h}, 28%, 14%)`,
      bg2: `hsl(${(h + 24) % 360}, 32%, 24%)`,
      accent: `hsl(${h}, 38%, 66%)`,
      soft: `hsl(${(h + 12) % 360}, 30%, 30%)`,
      line: `hsl(${h}, 40%, 84%)`,
      glow: 0.1,
    };
  }
  return {
    bg1: `hsl(${h}, 42%, 95%)`,
    bg2: `hsl(${(h + 18) % 360}, 38%, 84%)`,
    accent: `hsl(${h}, 34%, 42%)`,
    soft: `hsl(${(h + 30) % 360}, 60%, 88%)`,
    line: `hsl(${h}, 30%, 30%)`,
    glow: 0.55,
  };
}

function random(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Motif shapes drawn in a 100×100 box. */
function motifBody(motif: Motif, p: Palette): string {
  const fill = `fill="${p.accent}"`;
  const stroke = (width = 1.4) =>
    `fill="none" stroke="${p.line}" stroke-width="${width}" stroke-linecap="round"`;
  switch (motif) {
    case 'leaf':
      return `<path ${fill} d="M50 8C78 26 82 66 50 92C18 66 22 26 50 8Z"/><path ${stroke()} d="M50 16V86M50 40L37 30M50 40L63 30M50 58L35 46M50 58L65 46M50 74L41 66M50 74L59 66"/>`;
    case 'drop':
      return `<path ${fill} d="M50 8C62 28 78 44 78 62A28 28 0 0 1 22 62C22 44 38 28 50 8Z"/><path ${stroke()} d="M36 62A14 14 0 0 0 50 76"/>`;
    case 'stones':
      return `<ellipse ${fill} cx="50" cy="80" rx="30" ry="10"/><ellipse ${fill} opacity=".85" cx="50" cy="61" rx="24" ry="9"/><ellipse ${fill} opacity=".7" cx="50" cy="44" rx="18" ry="8"/><ellipse ${fill} opacity=".55" cx="50" cy="30" rx="12" ry="6"/>`;
    case 'lotus':
      return `<path ${fill} opacity=".6" d="M50 82C30 84 12 76 4 62C22 58 40 66 50 82ZM50 82C70 84 88 76 96 62C78 58 60 66 50 82Z"/><path ${fill} opacity=".8" d="M50 82C30 76 16 60 14 40C30 44 44 58 50 82ZM50 82C70 76 84 60 86 40C70 44 56 58 50 82Z"/><path ${fill} d="M50 18C63 38 63 62 50 82C37 62 37 38 50 18Z"/>`;
    case 'petals':
      return [0, 72, 144, 216, 288]
        .map(
          (r) =>
            `<ellipse ${fill} opacity=".8" cx="50" cy="29" rx="10" ry="20" transform="rotate(${r} 50 50)"/>`,
        )
        .join('')
        .concat(`<circle fill="${p.line}" cx="50" cy="50" r="6"/>`);
    case 'sparkle':
      return `<path ${fill} d="M50 8Q55 45 92 50Q55 55 50 92Q45 55 8 50Q45 45 50 8Z"/><path ${fill} opacity=".6" d="M80 12Q81.5 20 90 22Q81.5 24 80 32Q78.5 24 70 22Q78.5 20 80 12Z"/>`;
    case 'wave':
      return [32, 50, 68]
        .map((y) => `<path ${stroke(3)} d="M8 ${y}C22 ${y - 14} 36 ${y + 14} 50 ${y}S78 ${y - 14} 92 ${y}"/>`)
        .join('');
    case 'arch':
      return `<path fill="${p.soft}" d="M22 94V44A28 28 0 0 1 78 44V94Z"/><path ${stroke()} d="M30 94V46A20 20 0 0 1 70 46V94M14 94H86"/><path ${fill} d="M44 94V70A6 6 0 0 1 56 70V94Z"/>`;
    case 'bottle':
      return `<rect ${fill} x="32" y="42" width="36" height="50" rx="9"/><rect ${fill} opacity=".8" x="43" y="29" width="14" height="15" rx="2"/><rect fill="${p.line}" x="44" y="10" width="12" height="20" rx="6"/><path ${stroke()} d="M40 58H60"/>`;
    case 'jar':
      return `<rect ${fill} x="20" y="46" width="60" height="42" rx="12"/><rect fill="${p.line}" x="18" y="32" width="64" height="15" rx="5"/><path ${stroke()} d="M34 66H66"/>`;
    case 'tube':
      return `<path ${fill} d="M28 16H72L64 80H36Z"/><rect fill="${p.line}" x="39" y="80" width="22" height="12" rx="3"/><path ${stroke()} d="M28 22H72"/>`;
    case 'candle':
      return `<rect ${fill} x="28" y="46" width="44" height="46" rx="7"/><path ${stroke()} d="M50 46V36"/><path fill="${p.line}" d="M50 12C55 20 58 25 58 29A8 8 0 0 1 42 29C42 25 45 20 50 12Z"/>`;
    case 'gift':
      return `<rect ${fill} x="18" y="46" width="64" height="44" rx="4"/><rect ${fill} opacity=".85" x="14" y="34" width="72" height="14" rx="3"/><rect fill="${p.line}" x="46" y="34" width="8" height="56"/><ellipse ${stroke(3)} cx="39" cy="26" rx="11" ry="6" transform="rotate(20 39 26)"/><ellipse ${stroke(3)} cx="61" cy="26" rx="11" ry="6" transform="rotate(-20 61 26)"/>`;
    case 'heart':
      return `<path ${fill} d="M50 86C20 64 10 48 10 34A20 20 0 0 1 50 26A20 20 0 0 1 90 34C90 48 80 64 50 86Z"/>`;
    case 'sun':
      return `<circle ${fill} cx="50" cy="50" r="20"/>${Array.from({ length: 12 }, (_, i) => `<path ${stroke()} d="M50 16V6" transform="rotate(${i * 30} 50 50)"/>`).join('')}`;
    case 'moon':
      return `<path ${fill} d="M60 10A40 40 0 1 0 90 68A32 32 0 1 1 60 10Z"/><circle fill="${p.line}" cx="84" cy="16" r="2"/><circle fill="${p.line}" cx="95" cy="32" r="1.5"/>`;
  }
}

export type ArtInput = {
  key: string;
  size: readonly [number, number];
  palette: Palette;
  motif: Motif;
  alt: L;
  /** Where the motif sits: centred, or to the right so text can go on the left (slides). */
  layout?: 'center' | 'right';
};

export function artwork(input: ArtInput): Art {
  const [w, h] = input.size;
  const p = input.palette;
  const rnd = random(input.key);
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const r = Math.round(Math.min(w, h) * (0.18 + rnd() * 0.22));
    const cx = Math.round(w * (0.1 + rnd() * 0.8));
    const cy = Math.round(h * (0.1 + rnd() * 0.8));
    const colour = i % 2 === 0 ? p.soft : p.accent;
    const opacity = (i % 2 === 0 ? 0.75 : 0.22).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${opacity}"/>`;
  }).join('');
  const size = Math.round(Math.min(w, h) * 0.42);
  const cx = input.layout === 'right' ? Math.round(w * 0.7) : Math.round(w / 2);
  const cy = Math.round(h / 2);
  const ring = Math.round(size * 0.78);
  const scale = (size / 100).toFixed(3);
  const blur = Math.round(Math.min(w, h) / 14);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity="${p.glow}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<g filter="url(#soft)">${blobs}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.95)}" fill="url(#glow)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${ring}" fill="none" stroke="${p.line}" stroke-opacity=".35" stroke-width="1.5"/>`,
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${motifBody(input.motif, p)}</g>`,
    '</svg>',
  ].join('');
  const dir = input.key.includes('/') ? input.key.slice(0, input.key.lastIndexOf('/')) : '';
  return { key: input.key, dir, width: w, height: h, alt: input.alt, svg };
}

/** A round monogram medallion; `white` draws it in white on a transparent ground. */
export function monogramLogo(
  key: string,
  letter: string,
  colours: { ground: string; ink: string },
  alt: L,
  white = false,
): Art {
  const [w, h] = SIZES.logo;
  const ground = white ? 'none' : colours.ground;
  const ink = white ? '#ffffff' : colours.ink;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<circle cx="200" cy="200" r="190" fill="${ground}"/>`,
    `<circle cx="200" cy="200" r="168" fill="none" stroke="${ink}" stroke-width="3"/>`,
    `<circle cx="200" cy="200" r="156" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-width="1"/>`,
    `<text x="200" y="262" text-anchor="middle" font-family="Didot, 'Bodoni 72', Georgia, 'Times New Roman', serif" font-size="190" fill="${ink}">${letter}</text>`,
    `<path d="M150 300H250" stroke="${ink}" stroke-width="2"/>`,
    '</svg>',
  ].join('');
  return { key, dir: key.slice(0, key.lastIndexOf('/')), width: w, height: h, alt, svg };
}

/** Stores the pictures as media rows of a company (embedded storage: the bytes live in the row). */
export async function insertArt(tx: Tx, companyId: number, arts: readonly Art[]): Promise<void> {
  const keys = new Set<string>();
  for (const art of arts) {
    if (keys.has(art.key)) throw new Error(`seed: duplicate media key ${art.key}`);
    keys.add(art.key);
  }
  const rows = arts.map((art) => {
    const content = Buffer.from(art.svg, 'utf8');
    return {
      companyId,
      key: art.key,
      dir: art.dir,
      mime: 'image/svg+xml',
      size: content.byteLength,
      width: art.width,
      height: art.height,
      alt: art.alt,
      content,
    };
  });
  for (let i = 0; i < rows.length; i += 50) {
    await tx.insert(media).values(rows.slice(i, i + 50));
  }
}
