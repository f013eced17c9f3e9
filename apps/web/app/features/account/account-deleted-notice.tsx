import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-lang.ts';
import { Notice } from '../../ui/notice.tsx';

/** The navigation state the account's deletion lands on the home page with (issue 23). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/**
 * "Your account has been deleted", at the top of the page the customer lands on after deleting
 * their account (a polite live region: announced without taking the focus). Only that
 * navigation carries the state: a reload or a later page shows nothing.
 */
export function AccountDeletedNotice() {
  const t = useT('shell');
  const state: unknown = useLocation().state;
  const deleted =
    typeof state === 'object' &&
    state !== null &&
    (state as { accountDeleted?: unknown }).accountDeleted === true;
  if (!deleted) return null;
  return (
    <div className="mx-auto w-full max-w-site px-5 pt-4" data-testid="account-deleted-notice">
      <Notice tone="success">{t('accountDeleted')}</Notice>
    </div>
  );
}
