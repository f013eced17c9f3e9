import type { Booker, Themes } from '@eclat/contracts';
import { cssString, safeColour, safeUrl } from './theme-css.ts';

/** The layout switches of spec §3 (themes.general and booker) that frame every page. */
export type LayoutFlags = {
  siteContained: boolean;
  shadowSiteContained: boolean;
  roundedMenu: boolean;
  headerFullWidth: boolean;
  squareFlatButtons: boolean;
  transparentHeader: boolean;
  headerDark: boolean;
};

export const LAYOUT_FLAG_KEYS = [
  'siteContained',
  'shadowSiteContained',
  'roundedMenu',
  'headerFullWidth',
  'squareFlatButtons',
  'transparentHeader',
  'headerDark',
] as const satisfies readonly (keyof LayoutFlags)[];

export function layoutFlags(general: Themes['general'], booker: Booker): LayoutFlags {
  return {
    siteContained: general.siteContained,
    shadowSiteContained: general.shadowSiteContained,
    roundedMenu: general.roundedMenu,
    headerFullWidth: general.headerFullWidth,
    squareFlatButtons: general.squareFlatButtons,
    transparentHeader: booker.transparentHeader,
    headerDark: booker.headerDark,
  };
}

/** data-* attributes of <html> that app.css reads (one attribute per switch that is on). */
export function layoutAttributes(flags: Partial<LayoutFlags>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const key of LAYOUT_FLAG_KEYS) {
    if (flags[key]) attributes[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = '';
  }
  return attributes;
}

/**
 * The page background the business chose (booker.backgroundColor, backgroundImage,
 * backgroundRepeat) as a :root rule; empty when it chose none, so the theme's colour stays.
 */
export function backgroundCss(
  booker: Pick<Booker, 'backgroundColor' | 'backgroundImage' | 'backgroundRepeat'>,
): string {
  const declarations: string[] = [];
  const colour = booker.backgroundColor ? safeColour(booker.backgroundColor) : null;
  if (colour) declarations.push(`--eclat-page-background:${colour}`);
  const image = safeUrl(booker.backgroundImage);
  if (image) {
    declarations.push(`--eclat-page-background-image:url(${cssString(image)})`);
    declarations.push(`--eclat-page-background-repeat:${booker.backgroundRepeat ? 'repeat' : 'no-repeat'}`);
    declarations.push(`--eclat-page-background-size:${booker.backgroundRepeat ? 'auto' : 'cover'}`);
  }
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
