import { useContext } from 'react';
import { NonceContext } from '../csp.ts';

// A tap that reaches the page before React listens to it is lost when the button does nothing by
// itself: a `type="button"` (the cookie dialog's "Tout refuser", a tab, a menu) only has React's
// handler. React listens from `hydrateRoot`, which comes after the page's modules have loaded
// and run: 90–480 ms after the `load` event on this machine (phone screen, CPU slowed 1–6×), and
// as long as the network takes on a slow phone. Links and submit buttons are not held: the
// browser navigates or posts them by itself, and the server answers.

/** The inline script's handle: what the browser's bundle calls (two calls, a few bytes). */
type Held = {
  /** Right before `hydrateRoot`: from then on React hears every tap itself (it hydrates at once
   * what a tap reaches), and a tap it hears replaces the one held. */
  release: () => void;
  /** Once hydration is committed: the held tap, if its button is still on the page, again. */
  replay: () => void;
};

declare global {
  interface Window {
    /** Set by the document's inline script (EarlyTaps), used by entry.client and the root. */
    __eclatTaps?: Held;
  }
}

// Runs as an inline script in the document's head, before the body can be tapped: plain
// JavaScript, no imports. Only the last tap is kept — each tap before hydration meets the page as
// the server drew it, so an earlier one has changed nothing a later one could build on. Server
// only: hydration neither compares nor writes a script's inner HTML, so the browser's bundle
// leaves the text out (the booking page's JavaScript is held to 150 KB).
const script = !import.meta.env.SSR
  ? ''
  : `(() => {
  let held = true;
  let target = null;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const inert = button && !button.disabled && (button.type === 'button' || (button.type === 'submit' && !button.form));
    target = held && inert ? button : null;
  };
  addEventListener('click', onClick, true);
  window.__eclatTaps = {
    release: () => { held = false; },
    replay: () => {
      removeEventListener('click', onClick, true);
      const button = target;
      target = null;
      if (button && button.isConnected && !button.disabled) button.click();
    },
  };
})();`;

/** The inline script that holds a tap made before hydration (in the document's head). */
export function EarlyTaps() {
  const nonce = useContext(NonceContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input
      dangerouslySetInnerHTML={{ __html: script }}
    />
  );
}
