import type { ReactNode } from 'react';
import { AccountDeletedNotice } from '../../account/account-deleted-notice.tsx';
import { CustomerSessionProvider } from '../../account/customer-session.tsx';
import { ConsentProvider } from '../consent/consent-context.tsx';
import { ConsentDialog } from '../consent/consent-dialog.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { ThirdParties } from '../integrations/third-parties.tsx';
import { LanguageOffer } from '../language-offer/language-offer.tsx';
import { BottomBar } from '../navigation/bottom-bar.tsx';
import { NoticesProvider } from '../notices/notices-context.tsx';
import { ChunkReloadGuard } from '../platform/chunk-reload-guard.tsx';
import { IdlePrefetch } from '../platform/idle-prefetch.tsx';
import { ProgressBar } from '../platform/progress-bar.tsx';
import { RouteFocus } from '../platform/route-focus.tsx';
import { AutoPopups } from '../popups/auto-popups.tsx';
import { DialogsProvider } from '../popups/dialogs-context.tsx';
import { useShell } from '../use-shell.ts';
import { DebugBar } from './debug-bar.tsx';
import { PreviewBar } from './preview-bar.tsx';

/** Spec §2: four layouts. marketplace is the default one on the marketplace background. */
export type LayoutKind = 'default' | 'marketplace' | 'disabled' | 'empty';

/**
 * Everything that frames a page of a loaded storefront: header, navigation, footer, bottom bar,
 * cookie dialog, popups, third parties, progress bar; per layout. The providers wrap the page too,
 * so that pages can read the session, the consent and open the popups.
 */
export function StorefrontChrome({
  kind,
  transparentHeader,
  children,
}: {
  kind: LayoutKind;
  transparentHeader: boolean;
  children: ReactNode;
}) {
  const shell = useShell();
  const full = kind === 'default' || kind === 'marketplace';
  return (
    <CustomerSessionProvider>
      <ConsentProvider>
        <NoticesProvider enabled={full}>
          <DialogsProvider>
            {shell.preview.active ? <PreviewBar /> : null}
            {shell.debugBar ? <DebugBar /> : null}
            <ProgressBar />
            {/* First in the keyboard order: the cookie choice comes before the page (issue 17). */}
            {kind === 'empty' ? null : <ConsentDialog aboveBottomBar={full} />}
            <div
              className={`site-frame flex min-h-dvh flex-col ${full ? 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] lg:pb-0' : ''}`}
            >
              {kind === 'empty' ? null : (
                <SiteHeader minimal={!full} transparent={full && transparentHeader} />
              )}
              <div className="flex flex-1 flex-col">
                <AccountDeletedNotice />
                {children}
              </div>
              {kind === 'empty' ? null : <SiteFooter minimal={!full} />}
            </div>
            {full ? <BottomBar /> : null}
            {full ? <AutoPopups /> : null}
            {full ? <LanguageOffer aboveBottomBar={full} /> : null}
            <ThirdParties />
            <ChunkReloadGuard />
            <RouteFocus />
            {/* Another language is another set of pages to prefetch: start again in it. */}
            {full ? <IdlePrefetch key={shell.lang} /> : null}
          </DialogsProvider>
        </NoticesProvider>
      </ConsentProvider>
    </CustomerSessionProvider>
  );
}
