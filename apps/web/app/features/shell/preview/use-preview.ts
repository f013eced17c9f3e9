import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  applyPreviewMessage,
  EMPTY_PREVIEW,
  isAllowedOrigin,
  type PreviewState,
  parsePreviewMessage,
} from '../../../lib/preview/messages.ts';
import type { Shell } from '../../../lib/shell-types.ts';

/**
 * Spec §4 preview: in preview mode and framed by the back office, messages from the parent
 * window (its origin checked against the allowed back-office origins) change the theme live or
 * navigate. Anything else posted to the page is ignored.
 */
export function usePreview(shell: Shell | undefined): PreviewState {
  const [state, setState] = useState<PreviewState>(EMPTY_PREVIEW);
  const navigate = useNavigate();
  const active = Boolean(shell?.preview.active);
  const origins = shell?.preview.origins;

  useEffect(() => {
    if (!active || !origins || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isAllowedOrigin(event.origin, origins)) return;
      const message = parsePreviewMessage(event.data);
      if (!message) return;
      if (message.type === 'navigate') {
        navigate(message.path);
        return;
      }
      setState((current) => applyPreviewMessage(current, message));
    };
    window.addEventListener('message', onMessage);
    // Tell the back office the page is ready to receive (it may wait for this to send its state);
    // only an allowed parent is told, read from the referrer of the framed page.
    const parent =
      document.referrer && URL.canParse(document.referrer) ? new URL(document.referrer).origin : null;
    if (parent && isAllowedOrigin(parent, origins)) {
      window.parent.postMessage({ source: 'eclat-storefront', type: 'ready' }, parent);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [active, origins, navigate]);

  return state;
}
