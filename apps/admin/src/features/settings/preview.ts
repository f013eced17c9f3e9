// The storefront's preview protocol (spec §4 "Messages from a parent window can change colour,
// theme, font, values, css or navigate"), as the storefront parses it in
// apps/web/app/lib/preview/messages.ts: every message carries source 'eclat-preview'.
import type { BookerInput, ThemeColours, Themes } from '@eclat/contracts';

export const PREVIEW_SOURCE = 'eclat-preview';
export const PREVIEW_START = '__pvs__';
export const PREVIEW_END = '__pve__';

// One list with the storefront (@eclat/domain): the settings show the colours in its CSS order.
import { COLOUR_KEYS, type ColourKey } from '@eclat/domain';

export { COLOUR_KEYS, type ColourKey };
export type FontSlot = 'headerFont' | 'menuFont' | 'bodyFont';
export const FONT_SLOTS: readonly FontSlot[] = ['headerFont', 'menuFont', 'bodyFont'];

/** The layout switches the storefront previews (its LAYOUT_FLAG_KEYS). */
export const THEME_FLAGS = [
  'siteContained',
  'shadowSiteContained',
  'roundedMenu',
  'headerFullWidth',
  'squareFlatButtons',
] as const;
export const BOOKER_FLAGS = ['transparentHeader', 'headerDark'] as const;

export type PreviewValues = Partial<
  Record<(typeof THEME_FLAGS)[number] | (typeof BOOKER_FLAGS)[number], boolean>
> & {
  logoSize?: number;
  containerMaxWidth?: 768 | 960;
};

type PreviewBody =
  | { type: 'colour'; key: ColourKey; value: string }
  | { type: 'theme'; dark: boolean }
  | { type: 'font'; slot: FontSlot; font: { name: string; url: string | null } }
  | { type: 'values'; values: PreviewValues }
  | { type: 'css'; css: string }
  | { type: 'navigate'; path: string };
export type PreviewMessage = { source: typeof PREVIEW_SOURCE } & PreviewBody;

/** What the preview shows of the settings under edition. */
export type PreviewState = {
  themes: Themes;
  booker: Pick<BookerInput, 'transparentHeader' | 'headerDark' | 'containerMaxWidth'>;
  logoSize: number;
};

const message = (m: PreviewBody): PreviewMessage => ({ source: PREVIEW_SOURCE, ...m });

/** The colour set a preview shows: light, or the dark one. */
export const coloursOf = (themes: Themes, dark: boolean): ThemeColours =>
  dark ? themes.generalDark : themes.general;

/**
 * The messages that take the preview from `before` to `after` while it shows the light or dark
 * colours: nothing for what did not change, every colour of the set again after a switch of set
 * (the storefront forgets typed colours when the theme changes).
 */
export function previewMessages(
  before: PreviewState | null,
  after: PreviewState,
  dark: { before: boolean | null; after: boolean },
): PreviewMessage[] {
  const out: PreviewMessage[] = [];
  const switched = before === null || dark.before !== dark.after;
  if (switched) out.push(message({ type: 'theme', dark: dark.after }));
  const was = before ? coloursOf(before.themes, dark.after) : null;
  const now = coloursOf(after.themes, dark.after);
  for (const key of COLOUR_KEYS) {
    if (switched || was?.[key] !== now[key]) out.push(message({ type: 'colour', key, value: now[key] }));
  }
  for (const slot of FONT_SLOTS) {
    const font = after.themes.general[slot];
    const old = before?.themes.general[slot];
    if (!old || old.name !== font.name || old.url !== font.url)
      out.push(message({ type: 'font', slot, font }));
  }
  const values: PreviewValues = {};
  for (const key of THEME_FLAGS) {
    if (before?.themes.general[key] !== after.themes.general[key]) values[key] = after.themes.general[key];
  }
  for (const key of BOOKER_FLAGS) {
    if (before?.booker[key] !== after.booker[key]) values[key] = after.booker[key];
  }
  if (before?.logoSize !== after.logoSize) values.logoSize = after.logoSize;
  if (before?.booker.containerMaxWidth !== after.booker.containerMaxWidth)
    values.containerMaxWidth = after.booker.containerMaxWidth;
  if (Object.keys(values).length > 0) out.push(message({ type: 'values', values }));
  if (before?.themes.general.customCss !== after.themes.general.customCss)
    out.push(message({ type: 'css', css: after.themes.general.customCss }));
  return out;
}

export const navigateMessage = (path: string): PreviewMessage => message({ type: 'navigate', path });

/** The storefront's address for a business host: a template such as 'http://{host}:3000'. */
export function storefrontBase(template: string, host: string): string | null {
  const url = template.trim().replaceAll('{host}', host);
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The page the iframe opens: the storefront with the preview marker of spec §4. */
export function previewSrc(base: string, token: string, path = '/'): string {
  const url = new URL(path, base);
  url.searchParams.set('preview', `${PREVIEW_START}${token}${PREVIEW_END}`);
  return url.toString();
}
