import type { ConsentRecord, ConsentsAnswer, ExportLink } from '@eclat/contracts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { callApi } from '../../../lib/browser-api.ts';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { useShell } from '../../shell/use-shell.ts';
import type { DeletionSummary } from './privacy-types.ts';
import { saveExport } from './save-export.ts';

type ConsentChannel = ConsentRecord['channels'][number];

// The deletion dialog (Radix, the re-authentication form) loads only when the customer opens it.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.tsx'));

const section = 'flex flex-col gap-4 rounded-2xl border border-line p-5 sm:p-6';

/** "Télécharger mes données" (GDPR art. 15 and 20): a signed, expiring link to one JSON document. */
function ExportSection() {
  const t = useT('privacy');
  const { lang, siteName } = useShell();
  const caller = useCaller();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; link: ExportLink } | { kind: 'failed' }
  >({ kind: 'idle' });

  async function start(again?: ExportLink) {
    setState({ kind: 'pending' });
    try {
      const link = again ?? (await callApi(caller, '/api/users/me/export', { answer: 'ExportLinkSchema' }));
      await saveExport(caller, link.url);
      setState({ kind: 'done', link });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <section aria-labelledby="privacy-export" className={section} data-testid="privacy-export">
      <h2 id="privacy-export" className="font-heading text-2xl">
        {t('exportTitle')}
      </h2>
      <p>{t('exportText', { company: siteName })}</p>
      <button
        type="button"
        className={`${buttonClass.primary} self-start`}
        disabled={state.kind === 'pending'}
        aria-busy={state.kind === 'pending' || undefined}
        onClick={() => void start()}
      >
        {state.kind === 'pending' ? t('exportPending') : t('exportButton')}
      </button>
      {state.kind === 'done' ? (
        <Notice tone="success">
          <p>{t('exportDone', { date: formatDay(state.link.expiresAt, lang) })}</p>
          <button
            type="button"
            className="mt-1 inline-flex min-h-11 items-center underline underline-offset-2"
            onClick={() => void start(state.link)}
          >
            {t('exportAgain')}
          </button>
        </Notice>
      ) : null}
      {state.kind === 'failed' ? <Notice tone="error">{t('exportFailed')}</Notice> : null}
    </section>
  );
}

/** One channel's switch, the whole row its label (a 44 px target on a phone). */
function ChannelSwitch({
  label,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4" data-testid={testId}>
      <label id={`${id}-label`} htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </label>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        labelledBy={`${id}-label`}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/** Marketing consents (art. 7): e-mail and SMS, off until turned on, separate from booking messages. */
function ConsentsSection({ initial }: { initial: ConsentsAnswer }) {
  const t = useT('privacy');
  const { lang, siteName } = useShell();
  const caller = useCaller();
  const [consents, setConsents] = useState(initial);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const marketing = consents.marketing;
  const channels: ConsentChannel[] = marketing?.granted ? marketing.channels : [];

  async function change(channel: ConsentChannel, on: boolean) {
    const next = on ? [...new Set([...channels, channel])] : channels.filter((c) => c !== channel);
    setPending(true);
    setOutcome(null);
    try {
      const answer = await callApi(caller, '/api/users/me/consents', {
        method: 'PUT',
        answer: 'ConsentsAnswerSchema',
        body: { marketing: { granted: next.length > 0, channels: next }, source: 'account' },
      });
      setConsents(answer);
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="privacy-consents" className={section} data-testid="privacy-consents">
      <h2 id="privacy-consents" className="font-heading text-2xl">
        {t('marketingTitle')}
      </h2>
      <p>{t('marketingText', { company: siteName })}</p>
      <div className="flex flex-col divide-y divide-line">
        <ChannelSwitch
          testId="marketing-email"
          label={t('marketingEmail')}
          checked={channels.includes('email')}
          disabled={pending}
          onChange={(on) => void change('email', on)}
        />
        <ChannelSwitch
          testId="marketing-sms"
          label={t('marketingSms')}
          checked={channels.includes('sms')}
          disabled={pending}
          onChange={(on) => void change('sms', on)}
        />
      </div>
      <p className="text-sm text-muted" data-testid="marketing-since">
        {marketing ? t('marketingSince', { date: formatDay(marketing.at, lang) }) : t('marketingNever')}
      </p>
      <div aria-live="polite">
        {outcome === 'saved' ? <Notice tone="success">{t('marketingSaved')}</Notice> : null}
      </div>
      {outcome === 'failed' ? <Notice tone="error">{t('marketingFailed')}</Notice> : null}
      <p className="text-sm">
        {t('bookingMessagesNote')}{' '}
        <Link to="/profile" className="underline underline-offset-2">
          {t('bookingMessagesLink')}
        </Link>
      </p>
    </section>
  );
}

/** What deleting the account does, said before anything is asked: vouchers first. */
function DeletionSection({ summary }: { summary: DeletionSummary }) {
  const t = useT('privacy');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="privacy-delete" className={section} data-testid="privacy-delete">
      <h2 id="privacy-delete" className="font-heading text-2xl">
        {t('deleteTitle')}
      </h2>
      <p className="font-medium">{t('deleteIntro')}</p>
      {summary.vouchers.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border-l-4 border-l-primary bg-surface p-4">
          <p className="font-medium">{t('deleteVouchers')}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="deletion-vouchers">
            {summary.vouchers.map((v) => (
              <li key={`${v.role}-${v.code}`}>
                {t(v.role === 'bought' ? 'voucherBought' : 'voucherReceived', {
                  code: v.code,
                  balance: v.balance,
                })}
                {v.until ? ` · ${t('voucherUntil', { date: v.until })}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {summary.bookings.length > 0 ? (
          <li>
            {t('deleteBookings', { count: summary.bookings.length })}
            <ul
              className="mt-1 flex list-[circle] flex-col gap-1 pl-5 text-sm"
              data-testid="deletion-bookings"
            >
              {summary.bookings.map((b) => (
                <li key={b.id}>
                  {b.label} · {b.fee ? t('bookingFee', { fee: b.fee }) : t('bookingFree')}
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li>{t('deleteNoBookings')}</li>
        )}
        {summary.loyaltyPoints > 0 ? <li>{t('deletePoints', { points: summary.loyaltyPoints })}</li> : null}
        {summary.credits ? <li>{t('deleteCredits', { amount: summary.credits })}</li> : null}
        {summary.loyaltyPoints === 0 && !summary.credits ? <li>{t('deleteNoLoyalty')}</li> : null}
        <li>{t('deleteInvoices')}</li>
        <li>{t('deleteRegisterAgain')}</li>
      </ul>
      <button
        ref={opener}
        type="button"
        className={`${buttonClass.outline} self-start`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('deleteStart')}
      </button>
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted">{t('loadingDialog')}</p>}>
          <DeleteAccountDialog
            methods={summary.methods}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** /profile/privacy "Mes données" (issue 23): export, marketing consents, account deletion. */
export function PrivacyView({ consents, deletion }: { consents: ConsentsAnswer; deletion: DeletionSummary }) {
  const t = useT('privacy');
  const { siteName } = useShell();
  return (
    <main id="main" className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl sm:text-4xl">{t('privacyTitle')}</h1>
        <p className="text-muted">{t('privacyIntro', { company: siteName })}</p>
      </div>
      <ExportSection />
      <ConsentsSection initial={consents} />
      <DeletionSection summary={deletion} />
    </main>
  );
}
