import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useCustomerSession } from '../../features/account/customer-session.tsx';
import { useShell } from '../../features/shell/use-shell.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';

const tab =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm transition-colors duration-150 hover:bg-surface aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/**
 * The account's pages (spec §2 /profile…): one navigation between them; each page's loader signs
 * the visitor in first and brings them back (features/account/customer.server.ts).
 */
export default function ProfileLayout() {
  const t = useT('shell');
  const lang = useLang();
  const { eshop, giftActive, waitlist } = useShell();
  const session = useCustomerSession();
  const links = [
    { to: '/profile', label: t('myAccount'), end: true },
    { to: '/profile/orders', label: t('myOrders'), end: false },
    ...(eshop ? [{ to: '/profile/eshoporders', label: t('myEshopOrders'), end: false }] : []),
    ...(giftActive ? [{ to: '/profile/gifts', label: t('myGifts'), end: false }] : []),
    ...(session.hasLoyaltyCard ? [{ to: '/profile/loyalty', label: t('loyaltyCard'), end: false }] : []),
    { to: '/profile/reviews', label: t('myReviews'), end: false },
    ...(waitlist ? [{ to: '/profile/waitlist', label: t('myWaitlist'), end: false }] : []),
    { to: '/profile/privacy', label: t('myPrivacy'), end: false },
  ];
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const hydrating = useRef(true);
  // On a phone the strip scrolls sideways: the active tab is brought into it (issue 17), without
  // moving the page itself (scrollIntoView would). Not at hydration if the visitor has already
  // scrolled the strip: it would be pulled from under the finger that is about to tap a tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (the active tab) changes
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    const scrolledBefore = hydrating.current && (list?.scrollLeft ?? 0) > 0;
    hydrating.current = false;
    if (!list || !active || scrolledBefore) return;
    const left = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const right = left + active.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - (list.clientWidth - active.offsetWidth) / 2) });
  }, [pathname]);
  return (
    <div className="mx-auto flex w-full max-w-site flex-col gap-6 px-5 pt-6 pb-24 sm:pt-10">
      <nav aria-label={t('myAccount')}>
        <ul ref={strip} className="-mx-5 flex gap-2 overflow-x-auto px-5" data-testid="account-tabs">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={localisePath(link.to, lang)} end={link.end} className={tab}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
