// Spec §4 "Preview": messages from the back office (the parent window) change colour, theme,
// font, values, css or navigate. Parsed without a schema library (this runs in the browser) and
// turned into CSS by pure functions, so that what a message can do is tested here.
import { readableTextColour } from '../theme/contrast.ts';
import { LAYOUT_FLAG_KEYS, type LayoutFlags } from '../theme/layout.ts';
import {
  COLOUR_KEYS,
  confineCss,
  fontResources,
  fontStack,
  kebab,
  ON_COLOURS,
  safeColour,
} from '../theme/theme-css.ts';

/** Every message carries this source, so that unrelated messages (extensions, tools) are ignored. */
export const PREVIEW_SOURCE = 'eclat-preview';

type ColourKey = (typeof COLOUR_KEYS)[number];
export type FontSlot = 'headerFont' | 'menuFont' | 'bodyFont';
type Font = { name: string; url: string | null };

export type PreviewValues = Partial<LayoutFlags> & { logoSize?: number; containerMaxWidth?: 768 | 960 };

export type PreviewMessage =
  | { type: 'colour'; key: ColourKey; value: string }
  | { type: 'theme'; dark: boolean }
  | { type: 'font'; slot: FontSlot; font: Font }
  | { type: 'values'; values: PreviewValues }
  | { type: 'css'; css: string }
  | { type: 'navigate'; path: string };

const FONT_SLOTS: readonly FontSlot[] = ['headerFont', 'menuFont', 'bodyFont'];
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message, or null for anything that is not a well-formed preview message. */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || data.source !== PREVIEW_SOURCE) return null;
  switch (data.type) {
    case 'colour':
      return typeof data.key === 'string' &&
        (COLOUR_KEYS as readonly string[]).includes(data.key) &&
        typeof data.value === 'string' &&
        safeColour(data.value)
        ? { type: 'colour', key: data.key as ColourKey, value: data.value.trim() }
        : null;
    case 'theme':
      return typeof data.dark === 'boolean' ? { type: 'theme', dark: data.dark } : null;
    case 'font': {
      const font = data.font;
      if (typeof data.slot !== 'string' || !(FONT_SLOTS as readonly string[]).includes(data.slot))
        return null;
      if (!isRecord(font) || typeof font.name !== 'string' || font.name.length > 300) return null;
      const url = typeof font.url === 'string' ? font.url : null;
      return { type: 'font', slot: data.slot as FontSlot, font: { name: font.name, url } };
    }
    case 'values':
      return isRecord(data.values) ? { type: 'values', values: readValues(data.values) } : null;
    case 'css':
      return typeof data.css === 'string' && data.css.length <= 200_000
        ? { type: 'css', css: data.css }
        : null;
    case 'navigate':
      // Only a path of this site: never another origin, never a protocol-relative URL.
      return typeof data.path === 'string' && data.path.startsWith('/') && !data.path.startsWith('//')
        ? { type: 'navigate', path: data.path }
        : null;
    default:
      return null;
  }
}

function readValues(raw: Record<string, unknown>): PreviewValues {
  const values: PreviewValues = {};
  for (const key of LAYOUT_FLAG_KEYS) {
    if (typeof raw[key] === 'boolean') values[key] = raw[key];
  }
  if (typeof raw.logoSize === 'number' && raw.logoSize >= 16 && raw.logoSize <= 200)
    values.logoSize = raw.logoSize;
  if (raw.containerMaxWidth === 768 || raw.containerMaxWidth === 960)
    values.containerMaxWidth = raw.containerMaxWidth;
  return values;
}

/** Origins are compared in their normalised form; anything unparsable is refused. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  try {
    const normalised = new URL(origin).origin;
    return allowed.some((entry) => {
      try {
        return new URL(entry).origin === normalised;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** What the preview changed so far, on top of the server-rendered theme. */
export type PreviewState = {
  dark: boolean | null;
  colours: Partial<Record<ColourKey, string>>;
  fonts: Partial<Record<FontSlot, Font>>;
  values: PreviewValues;
  customCss: string | null;
};

export const EMPTY_PREVIEW: PreviewState = {
  dark: null,
  colours: {},
  fonts: {},
  values: {},
  customCss: null,
};

export function applyPreviewMessage(state: PreviewState, message: PreviewMessage): PreviewState {
  switch (message.type) {
    case 'colour':
      return { ...state, colours: { ...state.colours, [message.key]: message.value } };
    case 'theme':
      // Another colour set: colours typed for the former one no longer apply.
      return { ...state, dark: message.dark, colours: {} };
    case 'font':
      return { ...state, fonts: { ...state.fonts, [message.slot]: message.font } };
    case 'values':
      return { ...state, values: { ...state.values, ...message.values } };
    case 'css':
      return { ...state, customCss: message.css };
    case 'navigate':
      return state;
  }
}

const FONT_VARS: Record<FontSlot, string> = {
  headerFont: '--eclat-font-header',
  menuFont: '--eclat-font-menu',
  bodyFont: '--eclat-font-body',
};

/** The CSS the preview adds after the theme: a :root rule of overridden variables and font faces. */
export function previewCss(state: PreviewState): {
  css: string;
  stylesheets: string[];
  customCss: string | null;
} {
  const vars: string[] = [];
  for (const [key, value] of Object.entries(state.colours)) {
    const colour = safeColour(value);
    if (!colour) continue;
    vars.push(`--eclat-${kebab(key)}:${colour}`);
    for (const [name, source] of Object.entries(ON_COLOURS)) {
      if (source === key) vars.push(`--eclat-${name}:${readableTextColour(colour)}`);
    }
  }
  for (const slot of FONT_SLOTS) {
    const font = state.fonts[slot];
    if (font) vars.push(`${FONT_VARS[slot]}:${fontStack(font)}`);
  }
  if (state.values.squareFlatButtons !== undefined) {
    vars.push(`--eclat-button-radius:${state.values.squareFlatButtons ? '0' : '999px'}`);
  }
  if (state.values.containerMaxWidth) vars.push(`--eclat-container-max:${state.values.containerMaxWidth}px`);
  if (state.values.logoSize) vars.push(`--eclat-logo-size:${state.values.logoSize}px`);
  const fonts = fontResources({
    headerFont: state.fonts.headerFont ?? { name: '', url: null },
    menuFont: state.fonts.menuFont ?? { name: '', url: null },
    bodyFont: state.fonts.bodyFont ?? { name: '', url: null },
  });
  const root = vars.length > 0 ? `:root{${vars.join(';')}}` : '';
  return {
    css: root + fonts.fontFaceCss,
    stylesheets: fonts.stylesheets,
    customCss: state.customCss === null ? null : confineCss(state.customCss),
  };
}
