import type { ThemeColours, Themes } from '@eclat/contracts';
import { COLOUR_KEYS, type ColourKey } from '@eclat/domain';
import { mediaAtWidth } from '../media-srcset.ts';
import { readableTextColour } from './contrast.ts';

type ThemeGeneral = Themes['general'];
type Font = ThemeGeneral['bodyFont'];

// The theme's colour keys: one list, shared with the back office's preview (@eclat/domain).
export { COLOUR_KEYS } from '@eclat/domain';

/** Surfaces that carry text, so they get a readable "on" colour chosen by contrast (UI.md). */
export const ON_COLOURS = {
  'on-buttons': 'buttonsColor',
  'on-secondary-buttons': 'secondaryButtonsColor',
  'on-header': 'headerColor',
  'on-menu': 'menuColor',
  'on-footer': 'footerColor',
  'on-link-btn-events': 'linkBtnEvents',
} as const satisfies Record<string, ColourKey>;

const SANS_FALLBACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const FONT_FILE = /\.(woff2?|ttf|otf)(\?.*)?$/i;

export const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Business-typed values end up in a style element: keep only what a colour can contain. */
export function safeColour(value: string): string | null {
  const v = value.trim();
  return v.length > 0 && v.length <= 64 && /^[#\w\s(),.%/-]+$/.test(v) ? v : null;
}

/** A CSS string literal (quotes, backslashes and line breaks escaped). */
export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/** Only web URLs and same-origin paths may be loaded from the theme. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The business's custom CSS, made safe to inline: it stays inside its <style> element. React
 * would escape "</style" itself, but differently on the server and in the browser's parsed DOM
 * (a hydration mismatch), so every "<" becomes the CSS escape "\3c ", which CSS reads back as "<"
 * in strings and which has no other valid use in a stylesheet.
 */
export function confineCss(css: string): string {
  return css.replaceAll('<', '\\3c ');
}

/** The active colour set: generalDark when the company opens in the dark theme (spec §3). */
export function activeColours(themes: Themes): ThemeColours {
  return themes.general.dark ? themes.generalDark : themes.general;
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/**
 * The families a theme font names. The name may be one family ('Jost') or a whole stack
 * ("'Jost', Avenir, sans-serif"); quotes go, and characters that could leave the declaration too.
 */
export function fontFamilies(name: string): string[] {
  return name
    .split(',')
    .map((part) =>
      part
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((family) => family.length > 0);
}

/** A font stack: the business's families first, system fonts behind them unless it ends with a generic family. */
export function fontStack(font: Font): string {
  const families = fontFamilies(font.name);
  if (families.length === 0) return SANS_FALLBACK;
  const css = families.map((f) => (GENERIC_FAMILIES.has(f.toLowerCase()) ? f.toLowerCase() : cssString(f)));
  const last = families.at(-1)?.toLowerCase() ?? '';
  return GENERIC_FAMILIES.has(last) ? css.join(', ') : `${css.join(', ')}, ${SANS_FALLBACK}`;
}

/** The custom properties every component reads (components never hard-code a colour). */
export function themeVariables(themes: Themes, containerMaxWidth: number): Record<string, string> {
  const colours = activeColours(themes);
  const general = themes.general;
  const vars: Record<string, string> = {};
  for (const key of COLOUR_KEYS) {
    const value = safeColour(colours[key]);
    if (value) vars[`--eclat-${kebab(key)}`] = value;
  }
  for (const [name, key] of Object.entries(ON_COLOURS)) {
    const value = safeColour(colours[key]);
    if (value) vars[`--eclat-${name}`] = readableTextColour(value);
  }
  const contained = safeColour(general.containedBackgroundColor);
  if (contained) vars['--eclat-contained-background-color'] = contained;
  // Issue 19: our picture as a WebP of its size, not a vector drawing the phone rasterises at the
  // whole page's height behind the first paint (the demo's backdrop is an SVG with large blurs).
  // Phones get the 828-px rendition (app.css): covering a portrait screen, no width of a 16:9
  // picture is sharp there (it would take ~2,600 px), and a photograph at 1600 px is 100–150 KB
  // fetched at high priority beside the hero and the scripts, then decoded before the first frame.
  const image = safeUrl(colours.mkpBackgroundImage);
  vars['--eclat-mkp-background-image'] = image ? `url(${cssString(mediaAtWidth(image, 1600))})` : 'none';
  vars['--eclat-mkp-background-image-phone'] = image ? `url(${cssString(mediaAtWidth(image, 828))})` : 'none';
  vars['--eclat-font-header'] = fontStack(general.headerFont);
  vars['--eclat-font-menu'] = fontStack(general.menuFont);
  vars['--eclat-font-body'] = fontStack(general.bodyFont);
  vars['--eclat-button-radius'] = general.squareFlatButtons ? '0' : '999px';
  vars['--eclat-container-max'] = `${containerMaxWidth}px`;
  vars['color-scheme'] = general.dark ? 'dark' : 'light';
  return vars;
}

/** The :root rule that applies a company theme over the defaults of app.css. */
export function themeCss(themes: Themes, containerMaxWidth: number): string {
  const body = Object.entries(themeVariables(themes, containerMaxWidth))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

export type FontResources = { stylesheets: string[]; fontFaceCss: string };

/**
 * How to load the theme's fonts: a font file becomes an @font-face rule, anything else (a Google
 * Fonts or similar stylesheet) a <link rel="stylesheet">. Both use font-display: swap so text is
 * never invisible while a font loads. Fonts without a URL are assumed installed or system fonts.
 */
export function fontResources(
  general: Pick<ThemeGeneral, 'headerFont' | 'menuFont' | 'bodyFont'>,
): FontResources {
  const stylesheets = new Set<string>();
  const faces = new Map<string, string>();
  for (const font of [general.headerFont, general.menuFont, general.bodyFont]) {
    const url = safeUrl(font.url);
    if (!url) continue;
    if (FONT_FILE.test(url)) {
      const family = fontFamilies(font.name)[0];
      if (family) {
        faces.set(
          `${family}|${url}`,
          `@font-face{font-family:${cssString(family)};src:url(${cssString(url)});font-display:swap}`,
        );
      }
    } else {
      stylesheets.add(withDisplaySwap(url));
    }
  }
  return { stylesheets: [...stylesheets], fontFaceCss: [...faces.values()].join('') };
}

/** Google Fonts decides font-display from a query parameter; ask for swap when it is missing. */
function withDisplaySwap(url: string): string {
  if (!url.startsWith('http')) return url;
  const parsed = new URL(url);
  if (parsed.hostname === 'fonts.googleapis.com' && !parsed.searchParams.has('display')) {
    parsed.searchParams.set('display', 'swap');
  }
  return parsed.href;
}
