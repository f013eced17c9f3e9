// The storefront's stylesheet, inline in the document's head (issue 19, ADR 0031): a page paints
// with the HTML alone — no render-blocking request, which on a slow phone cost a round trip and in
// headless Chromium held the first frame for about a second. The server's entry gives the CSS
// (entry.server.tsx imports it with `?inline`, so no page's JavaScript carries it); in the browser
// the same element is rendered again from what the document already holds, so hydration finds
// exactly what the server sent.
import { createContext, useContext } from 'react';

export const AppCssContext = createContext('');

const SELECTOR = 'style[data-eclat="app"]';
let fromDocument: string | undefined;

function documentCss(): string {
  if (fromDocument === undefined && typeof document !== 'undefined') {
    fromDocument = document.querySelector(SELECTOR)?.textContent ?? '';
  }
  return fromDocument ?? '';
}

export function AppStyles() {
  const css = useContext(AppCssContext) || documentCss();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, not user content
  return <style data-eclat="app" dangerouslySetInnerHTML={{ __html: css }} />;
}
