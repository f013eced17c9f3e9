import type { ThemeColours } from '@eclat/contracts';

/** A colour of the theme (spec §3 themes.general); mkpBackgroundImage is an image, handled apart. */
export type ColourKey = Exclude<keyof ThemeColours, 'mkpBackgroundImage'>;

/**
 * The theme's colour keys, in the order the storefront writes them as CSS variables (lib/theme):
 * the one list the storefront and the back office's preview share.
 */
export const COLOUR_KEYS = [
  'buttonsColor',
  'secondaryButtonsColor',
  'menuColor',
  'headerColor',
  'footerColor',
  'mkpBackgroundColor',
  'bookingBreadDefault',
  'bookingBreadDone',
  'bookingBreadCurrent',
  'backgroundColorEvents',
  'datesEvents',
  'bodyEvents',
  'closeBtnEvents',
  'linkBtnEvents',
  'pageEvents',
  'backgroundColor',
  'textColor',
] as const satisfies readonly ColourKey[];
