// The third-party services a business can configure (spec §3 booker, §7 "Third-party scripts"),
// as the scripts to load. Pure: what loads, from where and on which condition is decided here and
// tested; the browser part only injects the result.
import type { Integrations } from '../shell-types.ts';

export type ThirdPartyScript = {
  id: string;
  src: string;
  /** Trackers wait for the visitor's consent to analytics (spec §4, CNIL). */
  needsConsent: boolean;
  /** Globals to define before the script runs (its documented bootstrap). */
  bootstrap?: 'gtag' | 'brevo';
};

const clean = (value: string) => encodeURIComponent(value.trim());

/**
 * Scripts to load for the configured services. Nothing configured, nothing loaded: no request
 * leaves the page's origin (asserted by the e2e suite).
 * - ganalytics: Google's tag manager (gtag.js); the conversion target joins the same tag.
 * - marketing tracking key: Brevo (ex-Sendinblue) automation tracker.
 * - verified reviews (brand code): Avis Vérifiés / Skeepers site widget; it shows the business's
 *   reviews and sets no analytics of its own, so it does not wait for consent.
 * - pop-up marketing code: Poptin's pixel (marketing pop-ups measure visitors: consent first).
 * The session-recording service has no setting in the company answer (spec §3 lists none), so it
 * cannot be configured and never loads.
 */
export function thirdPartyScripts(config: Integrations): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.ganalytics) {
    scripts.push({
      id: 'gtag',
      src: `https://www.googletagmanager.com/gtag/js?id=${clean(config.ganalytics)}`,
      needsConsent: true,
      bootstrap: 'gtag',
    });
  }
  if (config.marketingTrackingKey) {
    scripts.push({
      id: 'brevo',
      src: `https://sibautomation.com/sa.js?key=${clean(config.marketingTrackingKey)}`,
      needsConsent: true,
      bootstrap: 'brevo',
    });
  }
  if (config.verifiedReviewsCode) {
    const code = config.verifiedReviewsCode.trim();
    const [a = '0', b = '0', c = '0'] = [...code];
    scripts.push({
      id: 'verified-reviews',
      src: `https://cl.avis-verifies.com/fr/cache/${clean(a)}/${clean(b)}/${clean(c)}/${clean(code)}/AWS/WEBSITE_API/tag.min.js`,
      needsConsent: false,
    });
  }
  if (config.popupMarketingCode) {
    scripts.push({
      id: 'poptin',
      src: `https://cdn.popt.in/pixel.js?id=${clean(config.popupMarketingCode)}`,
      needsConsent: true,
    });
  }
  return scripts;
}

/** The scripts that may load now, given the visitor's consent to analytics. */
export function scriptsToLoad(config: Integrations, analyticsAllowed: boolean): ThirdPartyScript[] {
  return thirdPartyScripts(config).filter((script) => analyticsAllowed || !script.needsConsent);
}
