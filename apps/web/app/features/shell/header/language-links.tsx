import type { Lang } from '@eclat/contracts/langs';
import { Globe } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router';
import { writeBrowserCookie } from '../../../lib/cookies.ts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../../../lib/i18n/first-visit.ts';
import { LANG_NAMES } from '../../../lib/i18n/lang-names.ts';
import { localisePath, stripLangPrefix } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Popover } from '../../../ui/popover.tsx';
import { useShell } from '../use-shell.ts';

/** Spec §4: switching stores the language cookie for 365 days and goes to the prefixed route. */
export function rememberLang(lang: Lang): void {
  writeBrowserCookie(LANG_COOKIE, lang, { maxAge: LANG_COOKIE_MAX_AGE });
}

/** The same page in each enabled language; shared by the header menu, the drawer and the footer. */
export function LanguageLinks({
  className,
  itemClassName,
  onNavigate,
}: {
  className?: string;
  itemClassName: string;
  onNavigate?: () => void;
}) {
  const { enabledLangs, lang: current } = useShell();
  const { pathname, search, hash } = useLocation();
  const path = stripLangPrefix(pathname);
  return (
    <ul className={className}>
      {enabledLangs.map((lang) => (
        <li key={lang}>
          <RouterLink
            to={`${localisePath(path, lang)}${search}${hash}`}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === current ? 'true' : undefined}
            onClick={() => {
              rememberLang(lang);
              onNavigate?.();
            }}
            className={itemClassName}
          >
            {LANG_NAMES[lang]}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/** The language menu of the header (spec §2), only with more than one enabled language. */
export function LanguageMenu({ triggerClassName }: { triggerClassName: string }) {
  const t = useT('shell');
  const { enabledLangs, lang } = useShell();
  if (enabledLangs.length < 2) return null;
  return (
    <Popover
      label={`${t('chooseLanguage')} (${LANG_NAMES[lang]})`}
      triggerClassName={triggerClassName}
      trigger={
        <>
          <Globe aria-hidden="true" size={20} strokeWidth={1.6} />
          <span aria-hidden="true" className="text-xs font-medium uppercase">
            {lang}
          </span>
        </>
      }
    >
      {(close) => (
        <LanguageLinks
          onNavigate={close}
          itemClassName="flex min-h-11 items-center rounded-menu px-3 text-sm hover:bg-surface aria-[current=true]:font-semibold"
        />
      )}
    </Popover>
  );
}
