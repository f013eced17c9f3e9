import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { intlWarmUps } from './lib/i18n/warm-intl.ts';

// React Router's default browser entry, after the locale's Intl data is loaded in small tasks of
// its own (lib/i18n/warm-intl.ts), so that hydration's tasks do not carry it: timers of the same
// delay run in order, one task each.
for (const warm of intlWarmUps(document.documentElement.lang)) setTimeout(warm, 0);
// A tap held before React listens (lib/platform/early-taps.tsx) is let go right before it does.
setTimeout(() => {
  window.__eclatTaps?.release();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
