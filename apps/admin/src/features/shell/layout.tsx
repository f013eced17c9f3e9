import * as RadixDialog from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Languages, LogOut, Menu as MenuIcon, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { LANG_NAMES, LANGS, useI18n } from '../../lib/i18n/i18n.tsx';
import { canSee } from '../../lib/permissions.ts';
import { NAVIGATION } from './navigation.ts';

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { viewer } = useSignedIn();
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-4 p-3">
      {NAVIGATION.filter((group) => canSee(viewer, group.area)).map((group) => (
        <div key={group.area}>
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
            {t(group.label)}
          </p>
          <ul className="flex flex-col">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex min-h-10 items-center rounded-lg px-3 text-sm ${isActive ? 'bg-brand-100 font-semibold text-brand-900' : 'text-stone-800 hover:bg-stone-100'}`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function LanguageMenu() {
  const { lang, setLang, t } = useI18n();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('shell.language')}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-stone-800 hover:bg-stone-100"
      >
        <Languages aria-hidden size={18} />
        <span className="uppercase">{lang}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          className="z-50 min-w-40 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <Menu.RadioGroup value={lang} onValueChange={(value) => setLang(value as typeof lang)}>
            {LANGS.map((code) => (
              <Menu.RadioItem
                key={code}
                value={code}
                className="flex min-h-10 cursor-pointer items-center rounded px-3 text-sm outline-none data-[highlighted]:bg-stone-100 data-[state=checked]:font-semibold"
              >
                {LANG_NAMES[code]}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function AccountMenu() {
  const { viewer, signOut, company } = useSignedIn();
  const { t } = useI18n();
  const role = viewer.type === 'provider' ? t(`role.${viewer.role}`) : t('role.access');
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('shell.account')}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-stone-800 hover:bg-stone-100"
      >
        <UserRound aria-hidden size={18} />
        <span className="hidden max-w-40 truncate sm:inline">{viewer.name}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          className="z-50 min-w-56 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2 text-sm">
            <p className="font-medium">{viewer.name}</p>
            <p className="text-stone-600">
              {role} · {company.name}
            </p>
          </div>
          <Menu.Separator className="my-1 h-px bg-stone-200" />
          <Menu.Item
            onSelect={() => void signOut()}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-3 text-sm outline-none data-[highlighted]:bg-stone-100"
          >
            <LogOut aria-hidden size={16} />
            {t('shell.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** The signed-in frame: navigation (a drawer on phones), the business, language and account. */
export function Layout() {
  const { company } = useSignedIn();
  const { t } = useI18n();
  const [drawer, setDrawer] = useState(false);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('shell.skip')}
      </a>
      <aside className="hidden border-r border-stone-200 bg-white lg:block">
        <div className="sticky top-0 max-h-dvh overflow-y-auto">
          <p className="px-6 pt-5 pb-1 text-xs font-semibold uppercase tracking-widest text-brand-800">
            Éclat
          </p>
          <p className="truncate px-6 pb-2 font-semibold">{company.name}</p>
          <Navigation />
        </div>
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-stone-200 bg-white/95 px-3 py-1 backdrop-blur sm:px-6">
          <RadixDialog.Root open={drawer} onOpenChange={setDrawer}>
            <RadixDialog.Trigger
              aria-label={t('shell.openMenu')}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-100 lg:hidden"
            >
              <MenuIcon aria-hidden size={22} />
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
              <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
                <div className="flex items-center justify-between px-4 pt-3">
                  <RadixDialog.Title className="font-semibold">{company.name}</RadixDialog.Title>
                  <RadixDialog.Description className="sr-only">{t('nav.main')}</RadixDialog.Description>
                  <RadixDialog.Close
                    aria-label={t('common.close')}
                    className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-100"
                  >
                    <X aria-hidden size={20} />
                  </RadixDialog.Close>
                </div>
                <Navigation onNavigate={() => setDrawer(false)} />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
          <p className="truncate font-semibold lg:hidden">{company.name}</p>
          <div className="ml-auto flex items-center gap-1">
            <LanguageMenu />
            <AccountMenu />
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
