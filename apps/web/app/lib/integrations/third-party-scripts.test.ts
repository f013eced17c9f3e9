import { describe, expect, it } from 'vitest';
import type { Integrations } from '../shell-types.ts';
import { scriptsToLoad, thirdPartyScripts } from './third-party-scripts.ts';

const none: Integrations = {
  ganalytics: null,
  gaConversion: null,
  marketingTrackingKey: null,
  verifiedReviewsCode: null,
  popupMarketingCode: null,
};

describe('third-party scripts (spec §7)', () => {
  it('loads nothing when nothing is configured', () => {
    expect(thirdPartyScripts(none)).toEqual([]);
    expect(scriptsToLoad(none, true)).toEqual([]);
  });

  it('loads each configured service from its own URL, the key encoded', () => {
    const scripts = thirdPartyScripts({
      ganalytics: 'G-ABC123',
      gaConversion: 'AW-1/xyz',
      marketingTrackingKey: 'k&y',
      verifiedReviewsCode: '598b6360',
      popupMarketingCode: 'pop1',
    });
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://sibautomation.com/sa.js?key=k%26y',
      'https://cl.avis-verifies.com/fr/cache/5/9/8/598b6360/AWS/WEBSITE_API/tag.min.js',
      'https://cdn.popt.in/pixel.js?id=pop1',
    ]);
  });

  it('keeps trackers until the visitor consents to analytics', () => {
    const config = {
      ...none,
      ganalytics: 'G-1',
      marketingTrackingKey: 'k',
      verifiedReviewsCode: 'abc',
      popupMarketingCode: 'p',
    };
    expect(scriptsToLoad(config, false).map((s) => s.id)).toEqual(['verified-reviews']);
    expect(scriptsToLoad(config, true).map((s) => s.id)).toEqual([
      'gtag',
      'brevo',
      'verified-reviews',
      'poptin',
    ]);
  });
});
