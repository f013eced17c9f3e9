import { GiftThemesAnswerSchema } from '@eclat/contracts';
import { giftLimits, giftValidityDays } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { toWebUrl } from '../../../lib/media-url.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { GiftTheme } from './types.ts';

/** The gift page's data: the active themes and the amounts the business accepts (ADR 0010). */
export async function loadGiftPage(storefront: Storefront) {
  const { themes } = await storefrontApi(storefront).get('/api/gifts/themes', GiftThemesAnswerSchema);
  const { apiUrl } = serverConfig();
  const settings = storefront.company.booker.gifts;
  return {
    themes: themes.map((theme) => ({
      id: theme.id,
      name: theme.name,
      image: theme.image ? toWebUrl(theme.image, apiUrl) : null,
    })) satisfies GiftTheme[],
    limits: giftLimits(settings),
    validityDays: giftValidityDays(settings),
  };
}
