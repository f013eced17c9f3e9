import { User } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { iconButtonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Popover } from '../../../ui/popover.tsx';
import { useCustomerSession } from '../../account/customer-session.tsx';
import { useShell } from '../use-shell.ts';

const item = 'flex min-h-11 w-full items-center rounded-menu px-3 text-left text-sm hover:bg-surface';

/** The account entries of spec §2, shared by the header menu and the drawer. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT('shell');
  const { eshop } = useShell();
  const session = useCustomerSession();
  if (session.status !== 'customer') {
    return (
      <ul>
        <li>
          <Link to="/auth/customer/login" onClick={onNavigate} className={item}>
            {t('login')}
          </Link>
        </li>
        <li>
          <Link to="/auth/customer/register" onClick={onNavigate} className={item}>
            {t('register')}
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <ul>
      <li>
        <Link to="/profile" onClick={onNavigate} className={item}>
          {t('myAccount')}
        </Link>
      </li>
      <li>
        <Link to="/profile/orders" onClick={onNavigate} className={item}>
          {t('myOrders')}
        </Link>
      </li>
      {session.hasLoyaltyCard ? (
        <li>
          <Link to="/profile/loyalty" onClick={onNavigate} className={item}>
            {t('loyaltyCard')}
          </Link>
        </li>
      ) : null}
      {eshop ? (
        <li>
          <Link to="/profile/eshoporders" onClick={onNavigate} className={item}>
            {t('myEshopOrders')}
          </Link>
        </li>
      ) : null}
      <li className="mt-1 border-t border-line pt-1">
        <button
          type="button"
          className={item}
          onClick={() => {
            onNavigate?.();
            void session.logout();
          }}
        >
          {t('logout')}
        </button>
      </li>
    </ul>
  );
}

/** The account menu (spec §2): logged out login and register; logged in the customer's pages and logout. */
export function AccountMenu() {
  const t = useT('shell');
  const session = useCustomerSession();
  const name = session.customer?.firstname;
  return (
    <Popover
      label={t('account')}
      triggerClassName={iconButtonClass}
      trigger={<User aria-hidden="true" size={22} strokeWidth={1.6} />}
    >
      {(close) => (
        <div>
          {name ? <p className="px-3 pt-2 pb-1 font-heading text-lg">{t('hello', { name })}</p> : null}
          <AccountLinks onNavigate={close} />
        </div>
      )}
    </Popover>
  );
}
