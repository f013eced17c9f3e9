import { ChevronDown, ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Popover } from '../../../ui/popover.tsx';
import { useShell } from '../use-shell.ts';

const linkClass =
  'relative inline-flex min-h-11 items-center px-3 font-menu text-[0.9375rem] tracking-wide text-menu transition-colors duration-200 hover:text-primary aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-1.5 aria-[current=page]:after:h-px aria-[current=page]:after:bg-current';

/**
 * The desktop navigation (spec §2): services, shop, gift, magazine, contact with the business's
 * labels, then the Others dropdown of custom links (ordered, opening in new tabs).
 */
export function DesktopNav() {
  const t = useT('shell');
  const { nav, lang } = useShell();
  return (
    <nav aria-label={t('mainNavigation')} className="hidden lg:block">
      <ul className="flex items-center">
        {nav.items.map((item) => (
          <li key={item.key}>
            <NavLink to={localisePath(item.to, lang)} prefetch="intent" className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {nav.others.length > 0 ? (
          <li>
            <Popover
              label={t('navOthers')}
              align="start"
              triggerClassName={`${linkClass} gap-1`}
              trigger={
                <>
                  <span aria-hidden="true">{t('navOthers')}</span>
                  <ChevronDown aria-hidden="true" size={16} />
                </>
              }
            >
              {(close) => <OtherLinks onNavigate={close} />}
            </Popover>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The business's custom links, each opening in a new tab (spec §2). */
export function OtherLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT('shell');
  const { nav } = useShell();
  return (
    <ul>
      {nav.others.map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
            className="flex min-h-11 items-center justify-between gap-3 rounded-menu px-3 text-sm hover:bg-surface"
          >
            <span>
              {link.label}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </span>
            <ExternalLink aria-hidden="true" size={14} className="text-muted" />
          </a>
        </li>
      ))}
    </ul>
  );
}
