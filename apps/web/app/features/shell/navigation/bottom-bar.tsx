import { Gift, House, MapPin, Newspaper, ShoppingBag, Sparkles, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import type { SlotKey } from '../../../lib/navigation/nav.ts';
import { useShell } from '../use-shell.ts';

const ICONS: Record<
  SlotKey,
  ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }>
> = {
  services: Sparkles,
  boutique: ShoppingBag,
  gift: Gift,
  magazine: Newspaper,
  contact: MapPin,
  home: House,
  profile: User,
  panier: ShoppingBag,
};

/**
 * The phone's bottom bar (spec §2): a configurable left slot (default services), home in the
 * middle, a configurable right slot (default contact or shops). Hidden from large screens.
 */
export function BottomBar() {
  const t = useT('shell');
  const { nav, lang } = useShell();
  const slots = [nav.bottom.left, nav.bottom.home, nav.bottom.right];
  return (
    <nav
      aria-label={t('mobileNavigation')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-header pb-[env(safe-area-inset-bottom)] text-on-header lg:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-3">
        {slots.map((slot) => {
          const Icon = ICONS[slot.key];
          return (
            <li key={slot.key}>
              <NavLink
                to={localisePath(slot.to, lang)}
                end={slot.key === 'home'}
                className="flex min-h-14 flex-col items-center justify-center gap-0.5 px-2 text-[0.6875rem] font-medium tracking-wide opacity-75 transition-opacity duration-200 aria-[current=page]:text-primary aria-[current=page]:opacity-100"
              >
                <Icon aria-hidden size={22} strokeWidth={1.6} />
                <span className="max-w-full truncate">{slot.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
