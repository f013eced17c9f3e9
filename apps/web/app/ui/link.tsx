import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { localisePath } from '../lib/i18n/lang-path.ts';
import { useLang } from '../lib/i18n/use-lang.ts';

export type LinkProps = Omit<RouterLinkProps, 'to'> & {
  /** A path without language prefix ('/', '/contact'); the current language's prefix is added. */
  to: string;
};

const isExternal = (to: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(to);

/** The storefront's Link: keeps the visitor in their language (spec §2 prefixes). */
export function Link({ to, prefetch = 'intent', ...props }: LinkProps) {
  const lang = useLang();
  const href = isExternal(to) ? to : localisePath(to, lang);
  return <RouterLink to={href} prefetch={prefetch} {...props} />;
}
