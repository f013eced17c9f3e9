import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useNotices } from '../notices/notices-context.tsx';

/** The alerts dialog (spec §2, §9): max height 700, one alert per page with a pager. */
export default function AlertsDialog({ onClose }: { onClose: () => void }) {
  const t = useT('shell');
  const alerts = useNotices()?.alerts ?? [];
  const [page, setPage] = useState(0);
  const alert = alerts[page];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('alertsDialogTitle')}
      closeLabel={t('close')}
      sizeClassName="max-w-xl max-h-[min(700px,calc(100dvh-2rem))]"
    >
      {alert ? (
        <div
          key={alert.id}
          data-testid="alert-body"
          className="text-base leading-relaxed"
          // Sanitised by the API on write and on read.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
          dangerouslySetInnerHTML={{ __html: alert.body }}
        />
      ) : (
        <p className="text-muted">{t('notificationsEmpty')}</p>
      )}
      {alerts.length > 1 ? (
        <nav aria-label={t('alerts')} className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setPage((p) => Math.max(0, p - 1))}
            disabled={page === 0}
            className="inline-flex min-h-11 items-center gap-1 rounded-button px-3 text-sm disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" size={18} /> {t('previous')}
          </button>
          <p className="text-sm text-muted" aria-live="polite">
            {t('pageOf', { page: page + 1, total: alerts.length })}
          </p>
          <button
            type="button"
            onClick={() => setPage((p) => Math.min(alerts.length - 1, p + 1))}
            disabled={page === alerts.length - 1}
            className="inline-flex min-h-11 items-center gap-1 rounded-button px-3 text-sm disabled:opacity-40"
          >
            {t('next')} <ChevronRight aria-hidden="true" size={18} />
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
