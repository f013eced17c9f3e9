import { hreflangLinks } from '../../../lib/i18n/hreflang.ts';
import type { Shell } from '../../../lib/shell-types.ts';
import type { LivePreview } from '../preview/use-preview.ts';

const GOOGLE_FONTS = 'https://fonts.googleapis.com';

/**
 * The company's part of <head>: theme variables, page background, fonts, favicon, language
 * alternates and, last, the business's custom CSS so that it wins over the base styles. Theme
 * values are filtered and the custom CSS confined (lib/theme/theme-css.ts), so neither can leave
 * its <style> element. In preview, the back office's changes come after the theme.
 */
export function ThemeHead({
  shell,
  pathname,
  preview,
}: {
  shell: Shell;
  pathname: string;
  preview: LivePreview;
}) {
  const live = preview.live;
  const stylesheets = [...new Set([...shell.fontStylesheets, ...live.stylesheets])];
  const usesGoogleFonts = stylesheets.some((href) => href.startsWith(GOOGLE_FONTS));
  const themeCss =
    preview.dark === null ? shell.themeCss : preview.dark ? shell.preview.darkCss : shell.preview.lightCss;
  const customCss = live.customCss ?? shell.customCss;
  return (
    <>
      <style data-eclat="theme">{themeCss}</style>
      {shell.backgroundCss ? <style data-eclat="background">{shell.backgroundCss}</style> : null}
      {usesGoogleFonts ? (
        <>
          <link rel="preconnect" href={GOOGLE_FONTS} />
          <link rel="preconnect" href="https://fonts.gstatic.com" crossOrigin="anonymous" />
        </>
      ) : null}
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {shell.fontFaceCss ? <style data-eclat="fonts">{shell.fontFaceCss}</style> : null}
      {live.css ? <style data-eclat="preview">{live.css}</style> : null}
      {shell.favicon ? <link rel="icon" href={shell.favicon} /> : null}
      {hreflangLinks(shell.origin, pathname, shell.enabledLangs).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {customCss.trim() ? <style data-eclat="custom-css">{customCss}</style> : null}
    </>
  );
}
