// Gift vouchers waiting in the cart (issue 8 /gift → /panier). The e-shop cart's cookie format
// (spec §3) holds products only, so vouchers are kept beside it in local storage, parsed
// defensively; the payment service prices them again anyway (ADR 0010).

export const GIFT_CART_KEY = 'gift_cart';
export const GIFT_CART_EVENT = 'eclat:gift-cart';
/** A cart holds a sensible number of vouchers; the payment takes at most 50 items. */
export const MAX_GIFT_LINES = 10;

export type GiftLine = {
  key: string;
  /** Cents. */
  amount: number;
  themeId: number | null;
  themeName: string | null;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** When the voucher is mailed (ISO instant); null: as soon as it is paid. */
  sendAt: string | null;
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function lineOf(value: unknown): GiftLine | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const amount = v.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  const key = str(v.key);
  const recipientName = str(v.recipientName)?.trim();
  const recipientEmail = str(v.recipientEmail)?.trim();
  if (!key || !recipientName || !recipientEmail) return null;
  const sendAt = str(v.sendAt);
  return {
    key,
    amount,
    themeId: typeof v.themeId === 'number' && Number.isInteger(v.themeId) ? v.themeId : null,
    themeName: str(v.themeName),
    recipientName,
    recipientEmail,
    message: str(v.message),
    sendAt: sendAt && !Number.isNaN(Date.parse(sendAt)) ? sendAt : null,
  };
}

export function parseGiftCart(raw: string | null): GiftLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .map(lineOf)
      .filter((line): line is GiftLine => line !== null)
      .slice(0, MAX_GIFT_LINES);
  } catch {
    return [];
  }
}

export function readGiftCart(): GiftLine[] {
  try {
    return parseGiftCart(localStorage.getItem(GIFT_CART_KEY));
  } catch {
    return [];
  }
}

export function writeGiftCart(lines: GiftLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(GIFT_CART_KEY);
    else localStorage.setItem(GIFT_CART_KEY, JSON.stringify(lines.slice(0, MAX_GIFT_LINES)));
  } catch {
    // Storage refused: the vouchers live as long as the page.
  }
  window.dispatchEvent(new CustomEvent(GIFT_CART_EVENT));
}

/** The voucher's send instant: 09:00 on the chosen day in the buyer's time zone, or null. */
export function sendAtOf(day: string | null | undefined): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = new Date(`${day}T09:00:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The body of a gift item of POST /api/payment/initialize. */
export function giftItem(line: GiftLine) {
  return {
    kind: 'gift' as const,
    amount: line.amount,
    themeId: line.themeId,
    recipientName: line.recipientName,
    recipientEmail: line.recipientEmail,
    message: line.message,
    sendAt: line.sendAt,
  };
}
