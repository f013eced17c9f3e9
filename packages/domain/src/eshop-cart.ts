// The e-shop cart of spec §3 "Cart item (e-shop)" and §4: line price = quantity × price; an
// update to quantity 0 or less drops the line; adding an item already there increases its
// quantity; selecting no shop empties the cart. Stock per spec §5 and §9. Money in cents.

/** Spec §9: what "no stock check" answers (enableStock off). */
export const UNLIMITED_STOCK = 999_999;

/** Spec §3: id, name (translatable), quantity, price, images, abId, abIdShop. */
export type EshopCartItem = {
  /** The product (article) id. */
  id: number;
  name: Partial<Record<'fr' | 'en' | 'de' | 'es' | 'it', string>>;
  quantity: number;
  /** Unit price, cents, VAT included, as shown when added; the server prices again at payment. */
  price: number;
  images: { url: string }[];
  /** The back-office (external) id of the product, and of the pick-up shop. */
  abId: string | null;
  abIdShop: string | null;
};

export type EshopCart = { shopId: number | null; items: EshopCartItem[] };

export const emptyEshopCart = (shopId: number | null = null): EshopCart => ({ shopId, items: [] });

/** Line price = quantity × price (spec §3). */
export const eshopLineTotal = (item: { quantity: number; price: number }): number =>
  item.quantity * item.price;

export const eshopCartTotal = (cart: EshopCart): number =>
  cart.items.reduce((sum, item) => sum + eshopLineTotal(item), 0);

/** The header badge: how many pieces the cart holds. */
export const eshopCartCount = (cart: EshopCart): number =>
  cart.items.reduce((sum, item) => sum + item.quantity, 0);

const positiveWhole = (n: number) => Number.isInteger(n) && n > 0;

/**
 * Adds `quantity` (default 1) of an item; an item already in the cart gets the quantity added
 * (its other fields stay as first added). Ignored without a shop or with a quantity that is not
 * a positive whole number.
 */
export function addToEshopCart(
  cart: EshopCart,
  item: Omit<EshopCartItem, 'quantity'>,
  quantity = 1,
): EshopCart {
  if (cart.shopId === null || !positiveWhole(quantity)) return cart;
  const existing = cart.items.find((line) => line.id === item.id);
  const items = existing
    ? cart.items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + quantity } : line))
    : [...cart.items, { ...item, quantity }];
  return { ...cart, items };
}

/** Sets a line's quantity; 0 or less drops the line (spec §4). Fractions are rounded down. */
export function setEshopCartQuantity(cart: EshopCart, id: number, quantity: number): EshopCart {
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const items =
    q <= 0
      ? cart.items.filter((line) => line.id !== id)
      : cart.items.map((line) => (line.id === id ? { ...line, quantity: q } : line));
  return { ...cart, items };
}

export const removeFromEshopCart = (cart: EshopCart, id: number): EshopCart =>
  setEshopCartQuantity(cart, id, 0);

/**
 * Spec §4: selecting no shop empties the cart. Another shop keeps the lines (the storefront shows
 * that shop's prices again and the server prices every line at payment anyway).
 */
export function selectEshopShop(cart: EshopCart, shopId: number | null): EshopCart {
  return shopId === null ? emptyEshopCart() : { ...cart, shopId };
}

/** Stock a product shows: unlimited without stock tracking, 0 when the product is missing. */
export function shownStock(product: { enableStock: boolean } | null, available: number): number {
  if (!product) return 0;
  if (!product.enableStock) return UNLIMITED_STOCK;
  return Math.max(0, available);
}

/** Whether `quantity` can be bought with `available` in stock. */
export const isStockAvailable = (available: number, quantity: number): boolean =>
  positiveWhole(quantity) && available >= quantity;

/** The e-shop cookie (spec §3 "e-shop cart (cookie)"): compact JSON, parsed defensively. */
export function serializeEshopCart(cart: EshopCart): string {
  return JSON.stringify(cart);
}

export function parseEshopCart(raw: string | null | undefined): EshopCart {
  if (!raw) return emptyEshopCart();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyEshopCart();
  }
  if (!value || typeof value !== 'object') return emptyEshopCart();
  const v = value as { shopId?: unknown; items?: unknown };
  const shopId = typeof v.shopId === 'number' && Number.isInteger(v.shopId) ? v.shopId : null;
  if (shopId === null || !Array.isArray(v.items)) return emptyEshopCart(shopId);
  const items: EshopCartItem[] = [];
  for (const entry of v.items) {
    const item = cartItemOf(entry);
    if (item && !items.some((line) => line.id === item.id)) items.push(item);
  }
  return { shopId, items };
}

function cartItemOf(entry: unknown): EshopCartItem | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  if (typeof e.id !== 'number' || !positiveWhole(e.id)) return null;
  if (typeof e.quantity !== 'number' || !positiveWhole(e.quantity)) return null;
  if (typeof e.price !== 'number' || !Number.isInteger(e.price) || e.price < 0) return null;
  const name: EshopCartItem['name'] = {};
  if (e.name && typeof e.name === 'object') {
    for (const lang of ['fr', 'en', 'de', 'es', 'it'] as const) {
      const text = (e.name as Record<string, unknown>)[lang];
      if (typeof text === 'string') name[lang] = text;
    }
  }
  const images = Array.isArray(e.images)
    ? e.images.flatMap((i) =>
        i && typeof i === 'object' && typeof (i as { url?: unknown }).url === 'string'
          ? [{ url: (i as { url: string }).url }]
          : [],
      )
    : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: e.id,
    name,
    quantity: e.quantity,
    price: e.price,
    images,
    abId: text(e.abId),
    abIdShop: text(e.abIdShop),
  };
}

// ---------------------------------------------------------------- e-shop order lifecycle (ADR 0010)

export const ESHOP_ORDER_STATUSES = [
  'pending',
  'paid',
  'ready',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type EshopOrderStatus = (typeof ESHOP_ORDER_STATUSES)[number];

/**
 * pending → paid (payment) | cancelled | expired (payment never came); paid → ready (packed at
 * the shop) → collected; paid | ready → cancelled → refunded. Collected, expired and refunded end.
 */
const ESHOP_NEXT: Record<EshopOrderStatus, readonly EshopOrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: ['refunded'],
  expired: [],
  refunded: [],
};

export const isEshopOrderStatus = (value: string): value is EshopOrderStatus =>
  (ESHOP_ORDER_STATUSES as readonly string[]).includes(value);

export function canChangeEshopOrderStatus(from: string, to: string): boolean {
  return isEshopOrderStatus(from) && isEshopOrderStatus(to) && ESHOP_NEXT[from].includes(to);
}

/**
 * What leaving a status does to the stock: an order cancelled once paid (or ready) puts its
 * pieces back on the shelf; before payment only a reservation existed (released by the payment).
 */
export const restocksOnChange = (from: string, to: string): boolean =>
  to === 'cancelled' && (from === 'paid' || from === 'ready');

/** Random picking (spec §9 "random product picking"): `count` distinct items, uniformly. */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const n = Math.max(0, Math.min(count, pool.length));
  // Partial Fisher–Yates: the first n places are a uniform sample.
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const a = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = a;
  }
  return pool.slice(0, n);
}
