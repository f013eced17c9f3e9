import type { Lang } from '@eclat/contracts/langs';
import { useLocation, useNavigate } from 'react-router';
import { writeBrowserCookie } from '../../../lib/cookies.ts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, pathInLang } from '../../../lib/i18n/first-visit.ts';

/** Spec §4: the language cookie for 365 days, as the language menu's rememberLang writes it. */
const rememberLang = (lang: Lang) => writeBrowserCookie(LANG_COOKIE, lang, { maxAge: LANG_COOKIE_MAX_AGE });

/**
 * The banner's words, in the language it offers (the visitor reads that one, not the page's): the
 * five languages here rather than in the page's catalogue, which holds only the page's language.
 */
export const LANGUAGE_OFFER_TEXTS: Record<Lang, { text: string; change: string; stay: string }> = {
  fr: { text: 'Cette page existe aussi en français.', change: 'Passer en français', stay: 'Rester ici' },
  en: { text: 'This page is also in English.', change: 'Switch to English', stay: 'Stay here' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', change: 'Auf Deutsch wechseln', stay: 'Hier bleiben' },
  es: { text: 'Esta página también está en español.', change: 'Cambiar a español', stay: 'Quedarme aquí' },
  it: {
    text: 'Questa pagina è disponibile anche in italiano.',
    change: 'Passa all’italiano',
    stay: 'Resta qui',
  },
};

export type LanguageOfferBannerProps = {
  offer: Lang;
  current: Lang;
  aboveBottomBar: boolean;
  onAnswered: () => void;
};

/**
 * "This page is also in English — Switch / Stay" (issue 19). Either answer is remembered in the
 * language cookie (spec §4, 365 days), as the language menu does: switching goes to the same page
 * in the offered language, staying keeps the page's language. Not a dialog: nothing is blocked.
 */
export function LanguageOfferBanner({
  offer,
  current,
  aboveBottomBar,
  onAnswered,
}: LanguageOfferBannerProps) {
  const words = LANGUAGE_OFFER_TEXTS[offer];
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-button px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <section
      lang={offer}
      aria-label={words.text}
      data-testid="language-offer"
      className={`fixed inset-x-3 z-[44] mx-auto flex max-w-2xl flex-wrap items-center gap-x-4 gap-y-2 rounded-dialog border border-line bg-page p-3 text-ink shadow-dialog sm:p-4 ${
        aboveBottomBar
          ? 'bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.5rem)] lg:bottom-6'
          : 'bottom-3 sm:bottom-5'
      }`}
    >
      <p className="min-w-0 flex-1 basis-56 text-sm">{words.text}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={`${button} border border-line bg-page hover:bg-surface`}
          onClick={() => {
            rememberLang(current);
            onAnswered();
          }}
        >
          {words.stay}
        </button>
        <button
          type="button"
          className={`${button} bg-primary text-on-primary shadow-button hover:bg-primary-hover`}
          onClick={() => {
            rememberLang(offer);
            onAnswered();
            navigate(pathInLang(pathname, search, hash, offer));
          }}
        >
          {words.change}
        </button>
      </div>
    </section>
  );
}
