/** The look of an icon-only button in the header: a 44 px target (UI.md) around a 22 px icon. */
export const iconButtonClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-on-header transition-colors duration-200 hover:bg-[color-mix(in_oklab,currentColor_10%,transparent)] aria-expanded:bg-[color-mix(in_oklab,currentColor_12%,transparent)]';

/**
 * Primary and secondary buttons (UI.md: from buttonsColor and secondaryButtonsColor, square-flat
 * option). A disabled primary fades (issue 17: it must not look active) by opacity, which
 * switches at once: a colour change would transition while the page's scripts enable it.
 */
export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-button bg-primary px-5 text-sm font-medium text-on-primary shadow-button transition-colors duration-200 hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none disabled:hover:bg-primary',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-button bg-secondary px-5 text-sm font-medium text-on-secondary shadow-button transition-colors duration-200 hover:bg-[color-mix(in_oklab,var(--color-secondary)_86%,var(--color-ink))]',
  outline:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-button border border-current px-5 text-sm font-medium transition-colors duration-200 hover:bg-[color-mix(in_oklab,currentColor_8%,transparent)]',
} as const;
