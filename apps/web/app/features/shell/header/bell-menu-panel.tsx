import { CalendarHeart, Info } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useNotices } from '../notices/notices-context.tsx';
import { useDialogs } from '../popups/dialogs-context.tsx';

/**
 * The bell menu's panel (spec §2, §4): the current events and alerts; an event opens the carousel
 * at that event, the alerts open their dialog. Its own chunk, loaded when the menu is about to
 * open (bell-menu.tsx).
 */
export default function BellMenuPanel({ close }: { close: () => void }) {
  const t = useT('shell');
  const notices = useNotices();
  const { open } = useDialogs();
  const events = notices?.events ?? [];
  const alerts = notices?.alerts ?? [];
  const hasNews = events.length + alerts.length > 0;

  return !hasNews ? (
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
                  <CalendarHeart aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-primary" />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm">{event.summary}</span>
                    {event.dates ? <span className="block text-xs text-muted">{event.dates}</span> : null}
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
  );
}
