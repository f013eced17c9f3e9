import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Badge } from '../../../ui/badge.tsx';
import { iconButtonClass } from '../../../ui/icon-button.ts';
import { Popover } from '../../../ui/popover.tsx';
import { useNotices } from '../notices/notices-context.tsx';

// The panel comes when the menu is about to open (issue 19: not in every page's first script);
// pointing at or focusing the bell starts loading it.
const loadPanel = () => import('./bell-menu-panel.tsx');
const BellMenuPanel = lazy(loadPanel);

/**
 * The bell menu (spec §2, §4): the current events and alerts; the badge shows 1 until the menu
 * is opened. An event opens the carousel at that event, the alerts open their dialog.
 */
export function BellMenu() {
  const t = useT('shell');
  const notices = useNotices();
  const [seen, setSeen] = useState(false);
  const events = notices?.events ?? [];
  const alerts = notices?.alerts ?? [];
  const hasNews = events.length + alerts.length > 0;
  const badge = hasNews && !seen;

  return (
    <div className="contents" onPointerEnter={() => void loadPanel()} onFocusCapture={() => void loadPanel()}>
      <Popover
        label={badge ? `${t('notifications')} (${t('notificationsNew')})` : t('notifications')}
        triggerClassName={iconButtonClass}
        // On phones the bell sits mid-header: its panel spans the header (the positioned ancestor)
        // rather than hang from the bell, so it is within the screen whatever moves in the header.
        rootClassName="max-sm:static"
        panelClassName="w-[min(22rem,calc(100vw-1.5rem))] max-sm:right-3 max-sm:left-3 max-sm:w-auto"
        onOpenChange={(isOpen) => {
          if (isOpen) setSeen(true);
        }}
        trigger={
          <>
            <Bell aria-hidden="true" size={22} strokeWidth={1.6} />
            {badge ? <Badge>1</Badge> : null}
          </>
        }
      >
        {(close) => (
          <Suspense fallback={<p className="px-3 py-4 text-center text-sm text-muted">{t('loading')}</p>}>
            <BellMenuPanel close={close} />
          </Suspense>
        )}
      </Popover>
    </div>
  );
}
