import type { MessageKey } from '../../lib/i18n/i18n.tsx';
import type { Area } from '../../lib/permissions.ts';

export type NavLinkItem = { to: string; label: MessageKey };
export type NavGroup = { area: Area; label: MessageKey; links: NavLinkItem[] };

/** The console's map, in the order of a working day (issue 9 "Deliver"). */
export const NAVIGATION: NavGroup[] = [
  { area: 'today', label: 'nav.today', links: [{ to: '/today', label: 'nav.agenda' }] },
  {
    area: 'catalogue',
    label: 'nav.catalogue',
    links: [
      { to: '/catalogue/shops', label: 'nav.shops' },
      { to: '/catalogue/services', label: 'nav.services' },
      { to: '/catalogue/categories', label: 'nav.categories' },
      { to: '/catalogue/resources', label: 'nav.resources' },
      { to: '/catalogue/days', label: 'nav.days' },
      { to: '/catalogue/geo-groups', label: 'nav.geoGroups' },
      { to: '/catalogue/eshop-categories', label: 'nav.eshopCategories' },
      { to: '/catalogue/gift-themes', label: 'nav.giftThemes' },
      { to: '/catalogue/coupons', label: 'nav.coupons' },
      { to: '/catalogue/loyalty', label: 'nav.loyalty' },
    ],
  },
  {
    area: 'content',
    label: 'nav.content',
    links: [
      { to: '/content/posts', label: 'nav.posts' },
      { to: '/content/post-categories', label: 'nav.postCategories' },
      { to: '/content/events', label: 'nav.events' },
      { to: '/content/alerts', label: 'nav.alerts' },
      { to: '/content/slides', label: 'nav.slides' },
      { to: '/content/menu-links', label: 'nav.menuLinks' },
      { to: '/content/legal', label: 'nav.legal' },
      { to: '/content/media', label: 'nav.media' },
    ],
  },
  { area: 'settings', label: 'nav.storefront', links: [{ to: '/settings', label: 'nav.settings' }] },
  {
    area: 'customers',
    label: 'nav.customers',
    links: [{ to: '/customers', label: 'nav.customerList' }],
  },
  {
    area: 'orders',
    label: 'nav.orders',
    links: [
      { to: '/orders/bookings', label: 'nav.bookingOrders' },
      { to: '/orders/eshop', label: 'nav.eshopOrders' },
      { to: '/orders/gifts', label: 'nav.giftOrders' },
    ],
  },
  { area: 'stats', label: 'nav.stats', links: [{ to: '/stats', label: 'nav.dashboards' }] },
];
