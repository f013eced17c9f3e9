// The account's "Mes données" (issue 23): the marketing consents and what deleting the account
// would do, read with the customer's session cookie; the lines are formatted here, in the shop's
// time zone and the company's currency, so that server and browser show the same strings.
import { ConsentsAnswerSchema, type DeletionPreview, DeletionPreviewSchema } from '@eclat/contracts';
import { LOCALE_CODES } from '@eclat/contracts/langs';
import { formatDay, formatLongDate, formatMoney, formatTime } from '../../../lib/format.ts';
import { loadShopsOrWait } from '../../../lib/shops.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../customer.server.ts';
import type { DeletionSummary } from './privacy-types.ts';

export function summariseDeletion(
  preview: DeletionPreview,
  storefront: Pick<Storefront, 'lang'>,
  currency: string,
  zoneOf: (shopName: string) => string,
): DeletionSummary {
  const { lang } = storefront;
  const locale = LOCALE_CODES[lang];
  const money = (cents: number) => formatMoney(cents, lang, currency);
  return {
    bookings: preview.futureBookings.map((b) => {
      const zone = zoneOf(b.shopName);
      return {
        id: b.id,
        label: `${b.serviceName} · ${b.shopName} · ${formatLongDate(b.start, locale, zone)}, ${formatTime(b.start, locale, zone)}`,
        fee: b.feeCents > 0 ? money(b.feeCents) : null,
      };
    }),
    vouchers: preview.vouchers.map((v) => ({
      code: v.code,
      role: v.role,
      balance: money(v.balanceCents),
      until: v.expiresAt
        ? formatDay(v.expiresAt.length === 10 ? `${v.expiresAt}T12:00:00Z` : v.expiresAt, lang)
        : null,
    })),
    loyaltyPoints: preview.loyaltyPoints,
    credits: preview.creditsCents > 0 ? money(preview.creditsCents) : null,
    methods: preview.methods,
  };
}

export async function loadPrivacy(storefront: Storefront, request: Request) {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    const [consents, preview, shops] = await Promise.all([
      api.get('/api/users/me/consents', ConsentsAnswerSchema),
      api.get('/api/users/me/deletion', DeletionPreviewSchema),
      loadShopsOrWait(storefront),
    ]);
    const zones = new Map(shops.map((s) => [s.publicInfo.name, s.timeZone]));
    const fallbackZone = shops[0]?.timeZone ?? 'Europe/Paris';
    const currency = storefront.company.booker.mCurrency.code || 'EUR';
    return {
      consents,
      deletion: summariseDeletion(preview, storefront, currency, (name) => zones.get(name) ?? fallbackZone),
    };
  });
}
