import { hreflangLinks } from '../../lib/i18n/hreflang.ts';
import type { Shell } from '../../lib/shell.ts';

const GOOGLE_FONTS = 'https://fonts.googleapis.com';

/**
 * The company's part of <head>: theme variables, fonts, favicon, language alternates and, last,
 * the business's custom CSS so that it wins over the base styles. Theme values are filtered and
 * the custom CSS confined (lib/theme/theme-css.ts), so neither can leave its <style> element.
 */
export function ThemeHead({ shell, pathname }: { shell: Shell; pathname: string }) {
  const usesGoogleFonts = shell.fontStylesheets.some((href) => href.startsWith(GOOGLE_FONTS));
  return (
    <>
      <style data-eclat="theme">{shell.themeCss}</style>
      {usesGoogleFonts ? (
        <>
          <link rel="preconnect" href={GOOGLE_FONTS} />
          <link rel="preconnect" href="https://fonts.gstatic.com" crossOrigin="anonymous" />
        </>
      ) : null}
      {shell.fontStylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {shell.fontFaceCss ? <style data-eclat="fonts">{shell.fontFaceCss}</style> : null}
      {shell.favicon ? <link rel="icon" href={shell.favicon} /> : null}
      {hreflangLinks(shell.origin, pathname, shell.enabledLangs).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {shell.customCss.trim() ? <style data-eclat="custom-css">{shell.customCss}</style> : null}
    </>
  );
}
