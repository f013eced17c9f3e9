import { Bell, CalendarHeart, Info } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Badge } from '../../../ui/badge.tsx';
import { iconButtonClass } from '../../../ui/icon-button.ts';
import { Popover } from '../../../ui/popover.tsx';
import { useNotices } from '../notices/notices-context.tsx';
import { useDialogs } from '../popups/dialogs-context.tsx';

/**
 * The bell menu (spec §2, §4): the current events and alerts; the badge shows 1 until the menu
 * is opened. An event opens the carousel at that event, the alerts open their dialog.
 */
export function BellMenu() {
  const t = useT('shell');
  const notices = useNotices();
  const { open } = useDialogs();
  const [seen, setSeen] = useState(false);
  const events = notices?.events ?? [];
  const alerts = notices?.alerts ?? [];
  const hasNews = events.length + alerts.length > 0;
  const badge = hasNews && !seen;

  return (
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
      {(close) =>
        !hasNews ? (
          <p className="px-3 py-4 text-center text-sm text-muted">{t('notificationsEmpty')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            {events.length > 0 ? (
              <>
                <p className="px-3 pt-2 pb-1 text-xs font-medium tracking-[0.12em] text-muted uppercase">
                  {t('events')}
                </p>
                <ul>
                  {events.map((event, index) => (
                    <li key={event.id}>
                      <button
                        type="button"
                        onClick={() => {
                          close();
                          open('events', index);
                        }}
                        className="flex w-full items-start gap-3 rounded-menu px-3 py-2 text-left hover:bg-surface"
                      >
                        <CalendarHeart
                          aria-hidden="true"
                          size={18}
                          className="mt-0.5 shrink-0 text-primary"
                        />
                        <span className="min-w-0">
                          <span className="line-clamp-2 text-sm">{event.summary}</span>
                          {event.dates ? (
                            <span className="block text-xs text-muted">{event.dates}</span>
                          ) : null}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {alerts.length > 0 ? (
              <>
                <p className="px-3 pt-2 pb-1 text-xs font-medium tracking-[0.12em] text-muted uppercase">
                  {t('alerts')}
                </p>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    open('alerts');
                  }}
                  className="flex w-full items-start gap-3 rounded-menu px-3 py-2 text-left hover:bg-surface"
                >
                  <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-primary" />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm">{alerts[0]?.summary}</span>
                    <span className="block text-xs text-muted">
                      {t('readAlerts')} ({alerts.length})
                    </span>
                  </span>
                </button>
              </>
            ) : null}
          </div>
        )
      }
    </Popover>
  );
}
