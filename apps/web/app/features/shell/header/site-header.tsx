import { ArrowUpRight } from 'lucide-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { iconButtonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { DesktopNav } from '../navigation/desktop-nav.tsx';
import { MobileMenu } from '../navigation/mobile-menu.tsx';
import { useShell } from '../use-shell.ts';
import { AccountMenu } from './account-menu.tsx';
import { BellMenu } from './bell-menu.tsx';
import { CartMenu } from './cart-menu.tsx';
import { LanguageMenu } from './language-links.tsx';

/** The logo (height = logo size, spec §9 default 50) or the site name, linking home. */
export function SiteLogo() {
  const t = useT('shell');
  const { logo, siteName } = useShell();
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 shrink-0 items-center"
      aria-label={`${siteName} – ${t('home')}`}
    >
      {logo ? (
        <img
          src={logo.url}
          alt={siteName}
          height={logo.size}
          // Phones cap the logo so the header stays one row; larger screens show the logo size.
          className="h-[min(var(--logo-size),3.25rem)] w-auto max-w-[55vw] object-contain sm:max-w-[16rem] lg:h-[var(--logo-size)]"
          fetchPriority="high"
        />
      ) : (
        <span className="font-heading text-xl tracking-wide sm:text-2xl">{siteName}</span>
      )}
    </Link>
  );
}

/** A fixed transparent header turns solid once the page scrolls, so its text stays readable. */
function useScrolled(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return scrolled;
}

/**
 * The header of spec §2: logo or name, the desktop navigation, the optional primary-site link,
 * the language, bell, cart (e-shop only) and account menus; on phones a menu button opens the
 * drawer. `minimal` (the disabled layout) keeps only the logo.
 */
export function SiteHeader({
  minimal = false,
  transparent = false,
}: {
  minimal?: boolean;
  transparent?: boolean;
}) {
  const t = useT('shell');
  const shell = useShell();
  const scrolled = useScrolled(transparent);
  // The preview may change the logo size live (--eclat-logo-size, lib/preview/messages.ts).
  const logoSize = { '--logo-size': `var(--eclat-logo-size, ${shell.logo?.size ?? 50}px)` } as CSSProperties;

  if (minimal) {
    return (
      <header className="site-header border-b border-line bg-header text-on-header" style={logoSize}>
        <div className="mx-auto flex min-h-16 max-w-site items-center justify-center px-5 py-3">
          <SiteLogo />
        </div>
      </header>
    );
  }

  return (
    <header
      className={`site-header z-30 text-on-header ${
        transparent
          ? `fixed inset-x-0 top-0 transition-colors duration-200 ${scrolled ? 'bg-header shadow-menu' : 'bg-transparent'}`
          : 'sticky top-0 border-b border-line bg-header'
      }`}
      data-transparent={transparent && !scrolled ? '' : undefined}
      style={logoSize}
    >
      <div className="site-header-inner mx-auto flex min-h-16 max-w-site items-center gap-2 px-3 py-2 sm:px-5 lg:gap-6 lg:py-3">
        <MobileMenu />
        <div className="flex flex-1 justify-center lg:flex-none lg:justify-start">
          <SiteLogo />
        </div>
        <div className="hidden flex-1 justify-center lg:flex">
          <DesktopNav />
        </div>
        <div className="flex items-center gap-0.5">
          {shell.primarySite ? (
            <a
              href={shell.primarySite.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mr-2 hidden min-h-11 items-center gap-1 text-sm underline-offset-4 hover:underline xl:inline-flex"
            >
              {shell.primarySite.label}
              <ArrowUpRight aria-hidden="true" size={16} />
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          ) : null}
          <div className="hidden lg:block">
            <LanguageMenu triggerClassName={`${iconButtonClass} w-auto gap-1 px-2.5`} />
          </div>
          <BellMenu />
          {shell.eshop ? <CartMenu /> : null}
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
