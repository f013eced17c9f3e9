// The page's scripts asked for once its first picture is on the screen (issue 19, ADR 0030
// addendum "the scripts after the paint"). The page is rendered on the server: the hero, its text
// and every link are there without a script. On the home, the two framework files (react-dom's
// client, React Router with the shell: 57 + 56 KB brotli) shared a phone's first second with the
// hero, and Lighthouse's estimate of the largest paint counted them: 2.09–2.10 s on a quiet host,
// 1.08–1.12 s replayed without them.
//
// A route asks for it with `handle.scriptsAfterPaint` (entry.server.tsx). The server then writes
// the module preloads and React Router's inline module (which imports the route modules and the
// browser entry) inert, and after them a small inline script — nonce'd like React Router's own —
// that puts them back when:
// - the picture marked `data-paint-first` has been painted (a `largest-contentful-paint` entry for
//   it), or one second after it loaded if no such entry comes (a hidden tab, a stalled frame), or at
//   once after its load where the browser has no such entries (Safari);
// - without such a picture, the first contentful paint, or one second after the load;
// - the visitor's first tap or key, whichever comes first (a tap before hydration is held and
//   replayed meanwhile: ADR 0033).
// Hydration comes later on a first visit by the time the picture takes; with the scripts in the
// browser's cache it waits for the picture's paint, one frame after its load.

/** The type that makes React Router's inline module a data block until the starter runs it. */
export const INERT_MODULE_TYPE = 'eclat/after-paint';
/** How long after the picture's load (or the page's, without one) the scripts wait at most. */
export const AFTER_PAINT_LIMIT_MS = 1_000;

const PRELOAD = /<link rel="modulepreload" (?:fetchpriority="low" )?/g;
/** React Router's inline module: the only inline `type="module"` script of a document. */
const INLINE_MODULE = /<script((?:(?!src=)[^>])*) type="module"((?:(?!src=)[^>])*)>/;
const SCRIPT_END = '</script>';

/** The inline script that puts the scripts back: plain JavaScript, no imports, ES2019. */
export const STARTER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    for (const inert of document.querySelectorAll('link[data-after-paint]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = inert.getAttribute('href');
      document.head.append(link);
    }
    const inert = document.querySelector('script[type="${INERT_MODULE_TYPE}"]');
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = inert.textContent;
    document.body.append(script);
  };
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  const later = () => setTimeout(start, ${AFTER_PAINT_LIMIT_MS});
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  const watch = (type, painted) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(painted)) return;
      observer.disconnect();
      start();
    }).observe({ type, buffered: true });
  const picture = document.querySelector('img[data-paint-first]');
  if (picture) {
    const lcp = types.includes('largest-contentful-paint');
    if (lcp) watch('largest-contentful-paint', (entry) => entry.element === picture);
    const loaded = lcp ? later : start;
    if (picture.complete) loaded();
    else {
      picture.addEventListener('load', loaded);
      picture.addEventListener('error', start);
    }
  } else if (types.includes('paint')) {
    watch('paint', (entry) => entry.name === 'first-contentful-paint');
    addEventListener('load', later);
  } else start();
})();`;

/**
 * The document with its scripts asked for after the paint; null while React Router's inline module
 * is not complete in `html` (a stream's beginning). Only ASCII is matched and added: a latin1
 * reading of the bytes comes back byte for byte.
 */
export function deferScripts(html: string): string | null {
  const open = INLINE_MODULE.exec(html);
  if (!open) return null;
  const end = html.indexOf(SCRIPT_END, open.index + open[0].length);
  if (end === -1) return null;
  const [tag, before, after] = open;
  const nonce = /\snonce="([^"]*)"/.exec(tag)?.[1];
  const cut = end + SCRIPT_END.length;
  const inertModule = `<script${before} type="${INERT_MODULE_TYPE}"${after}>`;
  const starter = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${STARTER}</script>`;
  return (
    html.slice(0, open.index).replace(PRELOAD, '<link data-after-paint="" ') +
    inertModule +
    html.slice(open.index + tag.length, cut) +
    starter +
    html.slice(cut)
  );
}
