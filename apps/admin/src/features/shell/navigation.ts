import type { MessageKey } from '../../lib/i18n/i18n.tsx';
import type { Area } from '../../lib/permissions.ts';

export type NavLinkItem = { to: string; label: MessageKey };
export type NavGroup = { area: Area; label: MessageKey; links: NavLinkItem[] };

/** A group of links written as [path, label] pairs: the map reads as a table. */
const group = (area: Area, label: MessageKey, links: [to: string, label: MessageKey][]): NavGroup => ({
  area,
  label,
  links: links.map(([to, linkLabel]) => ({ to, label: linkLabel })),
});

/** The console's map, in the order of a working day (issue 9 "Deliver"). */
export const NAVIGATION: NavGroup[] = [
  group('today', 'nav.today', [['/today', 'nav.agenda']]),
  group('catalogue', 'nav.catalogue', [
    ['/catalogue/shops', 'nav.shops'],
    ['/catalogue/services', 'nav.services'],
    ['/catalogue/categories', 'nav.categories'],
    ['/catalogue/resources', 'nav.resources'],
    ['/catalogue/days', 'nav.days'],
    ['/catalogue/geo-groups', 'nav.geoGroups'],
    ['/catalogue/eshop-categories', 'nav.eshopCategories'],
    ['/catalogue/gift-themes', 'nav.giftThemes'],
    ['/catalogue/coupons', 'nav.coupons'],
    ['/catalogue/loyalty', 'nav.loyalty'],
  ]),
  group('content', 'nav.content', [
    ['/content/posts', 'nav.posts'],
    ['/content/post-categories', 'nav.postCategories'],
    ['/content/events', 'nav.events'],
    ['/content/alerts', 'nav.alerts'],
    ['/content/slides', 'nav.slides'],
    ['/content/menu-links', 'nav.menuLinks'],
    ['/content/legal', 'nav.legal'],
    ['/content/media', 'nav.media'],
  ]),
  group('settings', 'nav.storefront', [['/settings', 'nav.settings']]),
  group('customers', 'nav.customers', [['/customers', 'nav.customerList']]),
  group('orders', 'nav.orders', [
    ['/orders/bookings', 'nav.bookingOrders'],
    ['/orders/eshop', 'nav.eshopOrders'],
    ['/orders/gifts', 'nav.giftOrders'],
  ]),
  group('reviews', 'nav.reviews', [['/reviews', 'nav.reviewList']]),
  group('waitlist', 'nav.waitlist', [['/waitlist', 'nav.waitlistQueue']]),
  group('stats', 'nav.stats', [['/stats', 'nav.dashboards']]),
];
