import {
  EraseAnswerSchema,
  type ExportLink,
  ExportLinkSchema,
  type PrivacyRequest,
  PrivacyRequestListSchema,
} from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { type MessageKey, useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Card, Table, td } from '../../ui/page.tsx';

const STATUS_KEYS: Record<string, MessageKey> = {
  done: 'privacy.status.done',
  completed: 'privacy.status.done',
  pending: 'privacy.status.pending',
  queued: 'privacy.status.pending',
  running: 'privacy.status.pending',
  failed: 'privacy.status.failed',
};

/** Saves the browser the export file: the link is same-origin (the API serves the console). */
function download(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * "Données personnelles (RGPD)" (issue 23), for owners and managers: a request received by mail
 * or in the shop answered with an export (a signed, expiring link) or an erasure (after a
 * confirmation that says what happens), and the log of the customer's requests.
 */
export function PrivacyCard({
  customerId,
  customerName,
  onErased,
}: {
  customerId: number;
  customerName: string;
  onErased: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const action = useAction();
  const [link, setLink] = useState<ExportLink | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erasedText, setErasedText] = useState<string | null>(null);
  const log = useLoad(
    (signal) =>
      api.request(`/api/backoffice/customers/${customerId}/privacy-requests`, {
        schema: PrivacyRequestListSchema,
        signal,
      }),
    [api, customerId],
  );

  async function exportData() {
    const done = await action.run(
      () =>
        api.request(`/api/backoffice/customers/${customerId}/export`, {
          method: 'POST',
          schema: ExportLinkSchema,
        }),
      t('privacy.exportDone'),
    );
    if (!done) return;
    download(done.url);
    setLink(done);
    log.reload();
  }

  async function erase() {
    const done = await action.run(() =>
      api.request(`/api/backoffice/customers/${customerId}/erase`, {
        method: 'POST',
        schema: EraseAnswerSchema,
      }),
    );
    setConfirming(false);
    if (!done) return;
    setLink(null);
    log.reload();
    onErased();
    setErasedText(t('privacy.erased', { count: done.cancelledBookings }));
  }

  const who = (r: PrivacyRequest) =>
    r.requestedBy === 'staff' ? (r.staffName ?? t('privacy.by.staff')) : t(`privacy.by.${r.requestedBy}`);

  return (
    <div data-testid="privacy-card" className="mt-6">
      <Card title={t('privacy.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('privacy.hint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void exportData()} disabled={action.busy}>
              {t('privacy.export')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={action.busy}>
              {t('privacy.erase')}
            </Button>
          </div>
          {link && (
            <p className="text-sm">
              <a href={link.url} download className="underline">
                {t('privacy.exportAgain', { date: formatDate(link.expiresAt, lang) })}
              </a>
            </p>
          )}
          {erasedText && (
            <p role="status" className="text-sm font-medium text-emerald-800">
              {erasedText}
            </p>
          )}
          <FormError error={action.error} />
          <h3 className="mt-2 text-sm font-semibold">{t('privacy.log')}</h3>
          {log.error ? (
            <ErrorNotice error={log.error} onRetry={log.reload} />
          ) : !log.data ? (
            <Skeleton rows={2} />
          ) : log.data.requests.length === 0 ? (
            <p className="text-sm text-stone-600">{t('privacy.logEmpty')}</p>
          ) : (
            <div data-testid="privacy-log">
              <Table
                caption={t('privacy.log')}
                head={[t('privacy.when'), t('privacy.what'), t('privacy.who'), t('privacy.state')]}
              >
                {log.data.requests.map((r) => {
                  const status = STATUS_KEYS[r.status];
                  return (
                    <tr key={r.id}>
                      <td className={td}>{formatDateTime(r.createdAt, lang)}</td>
                      <td className={td}>{t(`privacy.kind.${r.kind}`)}</td>
                      <td className={td}>{who(r)}</td>
                      <td className={td}>{status ? t(status) : r.status}</td>
                    </tr>
                  );
                })}
              </Table>
            </div>
          )}
        </div>
      </Card>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!action.busy) setConfirming(open);
        }}
        title={t('privacy.eraseTitle', { name: customerName })}
        footer={
          <>
            <Button onClick={() => setConfirming(false)} disabled={action.busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void erase()} disabled={action.busy}>
              {t('privacy.eraseConfirm')}
            </Button>
          </>
        }
      >
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
          <li>{t('privacy.eraseBookings')}</li>
          <li>{t('privacy.eraseData')}</li>
          <li>{t('privacy.eraseKept')}</li>
          <li className="font-medium">{t('privacy.eraseFinal')}</li>
        </ul>
      </Dialog>
    </div>
  );
}
