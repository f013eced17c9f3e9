// The storefront's navigation (spec §2): desktop items, the Others dropdown and the mobile bottom
// bar, computed once on the server from the company.

export type NavKey = 'services' | 'boutique' | 'gift' | 'magazine' | 'contact';
export type SlotKey = NavKey | 'home' | 'profile' | 'panier';

export type NavItem = { key: NavKey; label: string; to: string };
export type OtherLink = { id: number; label: string; url: string };
export type BottomSlot = { key: SlotKey; label: string; to: string };

export const NAV_PATHS: Record<SlotKey, string> = {
  services: '/services',
  boutique: '/boutique',
  gift: '/gift',
  magazine: '/magazine',
  contact: '/contact',
  home: '/',
  profile: '/profile',
  panier: '/panier',
};

export type NavInput = {
  /** Spec §5 switches, as the API computes them. */
  eshop: boolean;
  giftActive: boolean;
  /** Whether the magazine has published posts. */
  hasPosts: boolean;
  shopCount: number;
  /** settings.menuLabels: the business's own labels (already in the page's language). */
  menuLabels: Partial<Record<NavKey, string>>;
  customMenuItems: { id: number; url: string; label: string; order: number }[];
  bottomNavLeft: string;
  bottomNavLeftInfo: string | null;
  bottomNavRight: string;
  bottomNavRightInfo: string | null;
};

/** The default labels in the page's language. */
export type NavLabels = Record<NavKey | 'shop' | 'shops' | 'home' | 'profile' | 'panier', string>;

export type Navigation = {
  items: NavItem[];
  others: OtherLink[];
  bottom: { left: BottomSlot; home: BottomSlot; right: BottomSlot };
};

const isWebLink = (url: string) =>
  /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

/** Which items exist for this company: shop only with the e-shop, gift only when active, magazine only with posts. */
function available(input: NavInput): Set<NavKey> {
  const keys = new Set<NavKey>(['services', 'contact']);
  if (input.eshop) keys.add('boutique');
  if (input.giftActive) keys.add('gift');
  if (input.hasPosts) keys.add('magazine');
  return keys;
}

function labelOf(key: NavKey, input: NavInput, labels: NavLabels): string {
  const own = input.menuLabels[key]?.trim();
  if (own) return own;
  // Spec §2: contact is labelled shops when there is more than one shop, else shop.
  if (key === 'contact') return input.shopCount > 1 ? labels.shops : labels.shop;
  return labels[key];
}

export function buildNavigation(input: NavInput, labels: NavLabels): Navigation {
  const keys = available(input);
  const order: NavKey[] = ['services', 'boutique', 'gift', 'magazine', 'contact'];
  const items = order
    .filter((key) => keys.has(key))
    .map((key) => ({ key, label: labelOf(key, input, labels), to: NAV_PATHS[key] }));

  // Spec §2: custom links ordered by their order field (ties keep the business's order).
  const others = input.customMenuItems
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.label.trim() && isWebLink(item.url.trim()))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => ({ id: item.id, label: item.label.trim(), url: item.url.trim() }));

  const slot = (value: string, info: string | null, fallback: NavKey): BottomSlot => {
    const wanted = value.trim().toLowerCase() as SlotKey;
    const known = wanted in NAV_PATHS && wanted !== 'home';
    const usable = known && (!isNavKey(wanted) || keys.has(wanted)) && (wanted !== 'panier' || input.eshop);
    const key: SlotKey = usable ? wanted : fallback;
    const label = info?.trim() || (isNavKey(key) ? labelOf(key, input, labels) : labels[key]);
    return { key, label, to: NAV_PATHS[key] };
  };

  return {
    items,
    others,
    bottom: {
      // Spec §9: left services, right contact (or shops) by default.
      left: slot(input.bottomNavLeft, input.bottomNavLeftInfo, 'services'),
      home: { key: 'home', label: labels.home, to: '/' },
      right: slot(input.bottomNavRight, input.bottomNavRightInfo, 'contact'),
    },
  };
}

function isNavKey(key: SlotKey): key is NavKey {
  return (
    key === 'services' || key === 'boutique' || key === 'gift' || key === 'magazine' || key === 'contact'
  );
}
