import type { Company, Lang } from '@eclat/contracts';
import { isGiftActive, localiseDeep } from '@eclat/domain';
import { DEFAULT_BOOKER, DEFAULT_IDENTITY, DEFAULT_THEMES, mergeSettings } from './defaults.ts';
import type { CompanyRow } from './repository.ts';

type Settings = {
  bottomNavLeft?: string;
  bottomNavLeftInfo?: string | null;
  bottomNavRight?: string;
  bottomNavRightInfo?: string | null;
  menuLabels?: Company['menuLabels'];
};

/**
 * The public company object of spec §3 in one language. Secrets (payment keys other than the
 * public one) are never part of it; the response schema strips anything unlisted as well.
 */
export function toPublicCompany(row: CompanyRow, lang: Lang, options: { preview: boolean }): Company {
  const booker = localiseDeep(mergeSettings(DEFAULT_BOOKER, row.booker), lang) as Company['booker'];
  const themeSource = options.preview && row.previewTheme ? row.previewTheme : row.themes;
  const themes = mergeSettings(DEFAULT_THEMES, themeSource);
  const identity = localiseDeep(mergeSettings(DEFAULT_IDENTITY, row.identity), lang) as Company['identity'];
  const settings = localiseDeep(row.settings, lang) as Settings;
  const textLegals = localiseDeep(row.textLegals, lang) as Record<string, string>;
  const payment = { provider: booker.payment.provider, publicKey: booker.payment.keys.publicKey };
  return {
    id: row.id,
    token: row.token,
    nickname: row.nickname,
    version: row.version,
    isDebug: row.isDebug,
    maintenance: row.maintenance,
    giftActive: isGiftActive(payment, booker.gift, booker.gifts.themes.length),
    stripeConnectEnabled: row.stripeConnectEnabled,
    stripeConnectId: row.stripeConnectId,
    previewTheme: options.preview && row.previewTheme !== null,
    identity,
    themes,
    booker,
    textLegals,
    bottomNavLeft: settings.bottomNavLeft ?? 'services',
    bottomNavLeftInfo: settings.bottomNavLeftInfo ?? null,
    bottomNavRight: settings.bottomNavRight ?? 'contact',
    bottomNavRightInfo: settings.bottomNavRightInfo ?? null,
    menuLabels: settings.menuLabels ?? {},
  };
}
