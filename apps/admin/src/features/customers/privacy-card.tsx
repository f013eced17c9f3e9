import {
  type EraseAnswer,
  EraseAnswerSchema,
  type ExportLink,
  ExportLinkSchema,
  mapCallError,
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

/**
 * Fetches the export link's JSON document with the company header (the API's tenant routes want
 * it) and has the browser save it under the API's file name.
 */
async function saveExport(url: string, auth: { companyToken: string; lang: string }): Promise<void> {
  const response = await fetch(new URL(url, window.location.origin), {
    headers: { accept: 'application/json', company: auth.companyToken, curlang: auth.lang },
  });
  if (!response.ok) throw mapCallError(response.status, await response.json().catch(() => undefined));
  const name = /filename="?([\w.-]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name ?? 'eclat-data.json';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * "Données personnelles (RGPD)" (issue 23), for owners and managers: a request received by mail
 * or in the shop answered with an export (a signed, expiring link) or an erasure (after a
 * confirmation that says what happens), and the log of the customer's requests.
 */
export function PrivacyCard({
  customerId,
  customerName,
  erased,
  onErased,
}: {
  customerId: number;
  customerName: string;
  /** The erasure's answer once done: the page then shows this card alone, without the buttons. */
  erased: EraseAnswer | null;
  onErased: (answer: EraseAnswer) => void;
}) {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const action = useAction();
  const [link, setLink] = useState<ExportLink | null>(null);
  const [confirming, setConfirming] = useState(false);
  const log = useLoad(
    (signal) =>
      api.request(`/api/backoffice/customers/${customerId}/privacy-requests`, {
        schema: PrivacyRequestListSchema,
        signal,
      }),
    [api, customerId],
  );

  async function exportData() {
    const done = await action.run(async () => {
      const answer = await api.request(`/api/backoffice/customers/${customerId}/export`, {
        method: 'POST',
        schema: ExportLinkSchema,
      });
      await saveExport(answer.url, { companyToken: company.token, lang });
      return answer;
    }, t('privacy.exportDone'));
    log.reload();
    if (done) setLink(done);
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
    onErased(done);
  }

  const who = (r: PrivacyRequest) =>
    r.requestedBy === 'staff' ? (r.staffName ?? t('privacy.by.staff')) : t(`privacy.by.${r.requestedBy}`);

  return (
    <div data-testid="privacy-card" className="mt-6">
      <Card title={t('privacy.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('privacy.hint')}</p>
          {!erased && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void exportData()} disabled={action.busy}>
                {t('privacy.export')}
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={action.busy}>
                {t('privacy.erase')}
              </Button>
            </div>
          )}
          {link && !erased && (
            <p className="text-sm">
              <button
                type="button"
                className="min-h-9 underline"
                onClick={() =>
                  void action.run(() => saveExport(link.url, { companyToken: company.token, lang }))
                }
              >
                {t('privacy.exportAgain', { date: formatDate(link.expiresAt, lang) })}
              </button>
            </p>
          )}
          <div role="status">
            {erased && (
              <p className="text-sm font-medium text-emerald-800">
                {t('privacy.erased', { count: erased.cancelledBookings })}
              </p>
            )}
          </div>
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
