import { ArrowUpRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Drawer } from '../../../ui/drawer.tsx';
import { useCustomerSession } from '../../account/customer-session.tsx';
import { AccountLinks } from '../header/account-menu.tsx';
import { LanguageLinks } from '../header/language-links.tsx';
import { useShell } from '../use-shell.ts';
import { OtherLinks } from './desktop-nav.tsx';

const sectionTitle = 'px-5 pt-5 pb-1 text-xs font-medium tracking-[0.12em] text-muted uppercase';

/** The mobile drawer (spec §2): the navigation's items plus a profile summary. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('shell');
  const shell = useShell();
  const session = useCustomerSession();
  const close = () => onOpenChange(false);
  const customer = session.customer;

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('menu')} closeLabel={t('close')}>
      <section aria-label={t('account')} className="border-b border-line bg-surface px-5 py-4">
        {customer ? (
          <>
            <p className="font-heading text-lg">
              {t('hello', { name: customer.firstname || customer.email })}
            </p>
            <p className="truncate text-sm text-muted">{customer.email}</p>
          </>
        ) : (
          <p className="text-sm text-muted">{t('guestSummary')}</p>
        )}
        <div className="-mx-3 mt-2">
          <AccountLinks onNavigate={close} />
        </div>
      </section>
      <nav aria-label={t('mainNavigation')}>
        <ul className="py-2">
          <li>
            <NavLink
              to={localisePath('/', shell.lang)}
              end
              onClick={close}
              className="flex min-h-12 items-center px-5 font-menu text-lg aria-[current=page]:text-primary"
            >
              {t('home')}
            </NavLink>
          </li>
          {shell.nav.items.map((item) => (
            <li key={item.key}>
              <NavLink
                to={localisePath(item.to, shell.lang)}
                onClick={close}
                className="flex min-h-12 items-center px-5 font-menu text-lg aria-[current=page]:text-primary"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {shell.nav.others.length > 0 ? (
          <>
            <p className={sectionTitle}>{t('navOthers')}</p>
            <div className="px-2">
              <OtherLinks onNavigate={close} />
            </div>
          </>
        ) : null}
      </nav>
      {shell.primarySite ? (
        <p className="px-5 pt-3">
          <a
            href={shell.primarySite.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-sm underline underline-offset-4"
          >
            {shell.primarySite.label}
            <ArrowUpRight aria-hidden="true" size={16} />
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      {shell.enabledLangs.length > 1 ? (
        <>
          <p className={sectionTitle}>{t('language')}</p>
          <LanguageLinks
            onNavigate={close}
            className="flex flex-wrap gap-2 px-5 pb-6"
            itemClassName="inline-flex min-h-11 items-center rounded-button border border-line px-4 text-sm aria-[current=true]:border-primary aria-[current=true]:text-primary"
          />
        </>
      ) : null}
    </Drawer>
  );
}
