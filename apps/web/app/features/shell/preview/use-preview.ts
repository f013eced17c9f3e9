import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PreviewState } from '../../../lib/preview/messages.ts';
import type { Shell } from '../../../lib/shell-types.ts';

/** What the preview changed so far, and the CSS it adds after the theme (ThemeHead). */
export type LivePreview = PreviewState & {
  live: { css: string; stylesheets: string[]; customCss: string | null };
};

/** Outside the back office's preview: nothing changed, nothing added. */
const NO_PREVIEW: LivePreview = {
  dark: null,
  colours: {},
  fonts: {},
  values: {},
  customCss: null,
  live: { css: '', stylesheets: [], customCss: null },
};

/**
 * Spec §4 preview: in preview mode and framed by the back office, messages from the parent
 * window (its origin checked against the allowed back-office origins) change the theme live or
 * navigate. Anything else posted to the page is ignored. The messages' parsing and CSS
 * (lib/preview/messages.ts) come only when the page is framed in preview (issue 19: not in every
 * page's script).
 */
export function usePreview(shell: Shell | undefined): LivePreview {
  const [state, setState] = useState<LivePreview>(NO_PREVIEW);
  const navigate = useNavigate();
  const active = Boolean(shell?.preview.active);
  const origins = shell?.preview.origins;

  useEffect(() => {
    if (!active || !origins || window.parent === window) return;
    let stopped = false;
    let stop = () => {};
    void import('../../../lib/preview/messages.ts').then(
      ({ applyPreviewMessage, isAllowedOrigin, parsePreviewMessage, previewCss }) => {
        if (stopped) return;
        const onMessage = (event: MessageEvent) => {
          if (event.source !== window.parent || !isAllowedOrigin(event.origin, origins)) return;
          const message = parsePreviewMessage(event.data);
          if (!message) return;
          if (message.type === 'navigate') {
            navigate(message.path);
            return;
          }
          setState((current) => {
            const next = applyPreviewMessage(current, message);
            return { ...next, live: previewCss(next) };
          });
        };
        window.addEventListener('message', onMessage);
        stop = () => window.removeEventListener('message', onMessage);
        // Tell the back office the page is ready to receive (it may wait for this to send its
        // state); only an allowed parent is told, read from the referrer of the framed page.
        const parent =
          document.referrer && URL.canParse(document.referrer) ? new URL(document.referrer).origin : null;
        if (parent && isAllowedOrigin(parent, origins)) {
          window.parent.postMessage({ source: 'eclat-storefront', type: 'ready' }, parent);
        }
      },
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [active, origins, navigate]);

  return state;
}
