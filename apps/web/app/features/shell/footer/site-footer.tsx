import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { ConsentReopenButton } from '../consent/consent-dialog.tsx';
import { LanguageLinks } from '../header/language-links.tsx';
import { useShell } from '../use-shell.ts';
import { SOCIAL_NAMES, SocialIcon } from './social-icons.tsx';

const link =
  'inline-flex min-h-11 items-center text-sm opacity-85 transition-opacity duration-200 hover:opacity-100 hover:underline underline-offset-4';

/**
 * The footer (spec §2): gift vouchers, services, contact, magazine, press; the four legal links;
 * the language switcher with more than one language; social icons that are active with a URL;
 * the cookie settings (spec §4) and the maker credit.
 */
export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  const t = useT('shell');
  const shell = useShell();
  const year = new Date().getFullYear();
  const pages = [
    ...(shell.giftActive ? [{ to: '/gift', label: t('footerGift') }] : []),
    { to: '/services', label: t('footerServices') },
    { to: '/contact', label: t('footerContact') },
    ...(shell.hasPosts
      ? [
          { to: '/magazine', label: t('footerMagazine') },
          { to: '/presse', label: t('footerPress') },
        ]
      : []),
  ];
  const legal = [
    { to: '/legal#rgpd', label: t('legalRgpd') },
    { to: '/legal#mentions', label: t('legalMentions') },
    { to: '/legal#cgv', label: t('legalCgv') },
    { to: '/legal#cgu', label: t('legalCgu') },
  ];

  return (
    <footer className="site-footer bg-footer text-on-footer">
      <div className="mx-auto flex max-w-site flex-col gap-8 px-5 pt-12 pb-8">
        {minimal ? null : (
          <div className="flex flex-col gap-8 sm:flex-row sm:justify-between">
            <div className="flex flex-col gap-3">
              <p className="font-heading text-2xl">{shell.siteName}</p>
              {shell.social.length > 0 ? (
                <div>
                  <p className="sr-only">{t('followUs')}</p>
                  <ul className="-ml-3 flex gap-1">
                    {shell.social.map((social) => (
                      <li key={social.network}>
                        <a
                          href={social.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`${SOCIAL_NAMES[social.network]} ${t('opensInNewTab')}`}
                          className="inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200 hover:bg-[color-mix(in_oklab,currentColor_12%,transparent)]"
                        >
                          <SocialIcon network={social.network} />
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            <nav aria-label={t('footerNavigation')}>
              <ul className="grid grid-cols-2 gap-x-8 sm:grid-cols-1">
                {pages.map((page) => (
                  <li key={page.to}>
                    <Link to={page.to} className={link}>
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {shell.enabledLangs.length > 1 ? (
              <div>
                <p className="text-xs font-medium tracking-[0.12em] uppercase opacity-70">{t('language')}</p>
                <LanguageLinks
                  className="mt-1 grid grid-cols-2 gap-x-6 sm:grid-cols-1"
                  itemClassName={`${link} aria-[current=true]:font-semibold aria-[current=true]:opacity-100`}
                />
              </div>
            ) : null}
          </div>
        )}
        <div className="flex flex-col gap-2 border-t border-[color-mix(in_oklab,currentColor_18%,transparent)] pt-6">
          <nav aria-label={t('legalHeading')}>
            <ul className="flex flex-wrap gap-x-5">
              {legal.map((page) => (
                <li key={page.to}>
                  <Link to={page.to} className={link}>
                    {page.label}
                  </Link>
                </li>
              ))}
              <li>
                <ConsentReopenButton className={link} />
              </li>
            </ul>
          </nav>
          <p className="text-xs opacity-70">
            © {year} {shell.siteName} · {t('madeWith')}
          </p>
        </div>
      </div>
    </footer>
  );
}
