import type { Company, Lang, ReadCache } from '@eclat/contracts';
import { createContext } from 'react-router';

/** What every storefront loader knows about the request, set once by the root middleware. */
export type Storefront = {
  company: Company;
  token: string;
  /**
   * Debug mode for this visitor (site-gate.ts debugModeFor: company in debug mode, site off, staff
   * or preview): the disabled site stays visible with a debug bar instead of redirecting.
   */
  debug: boolean;
  lang: Lang;
  enabledLangs: Lang[];
  siteOff: boolean;
  /** The first path segment looked like a language prefix but is not one: the page is a 404. */
  unknownLangPrefix: boolean;
  /** Origin the visitor used (absolute links such as hreflang alternates). */
  origin: string;
  /** The preview token when the page is opened as a theme preview (spec §4), else null. */
  previewToken: string | null;
  /** The visitor's X-Forwarded-For chain (forwarded-for.ts), passed on to the API; null without one. */
  forwardedFor: string | null;
  /** The request's cookies (consent, language, carts, coupon popup…). */
  cookies: Record<string, string>;
  /** Shared API answers kept between requests (ADR 0028), used by storefrontApi. */
  reads: ReadCache;
};

export const storefrontContext = createContext<Storefront>();
