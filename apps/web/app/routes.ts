import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

// Route modules live in routes/<product area>/ like their features (features/<area>/). The pages
// come in two groups whose interface texts the language layout sends, each page only the keys its
// code uses (scripts/texts-by-page.ts reads these two lists; lib/i18n/page-group-texts.server.ts).
// Groups rather than pathless layouts: a layout adds a loader to every page's request and a level
// to every branch React Router walks (issue 19; the live gain was below noise, ADR 0035 addendum).

/** What a visitor browses before buying (issue 7): home, shops, services, e-shop, magazine, contact, legal. */
export const discoveryPages: RouteConfigEntry[] = [
  // The home also answers /{shop} for French pages (see features/content/site/scope.server.ts).
  index('routes/content/home.tsx'),
  route('services', 'routes/catalogue/services.tsx'),
  // Declared before the shop routes: for '/x/services/y', React Router ranks both equally and
  // takes the first; the page then tells a language from a shop slug.
  route('services/:category', 'routes/catalogue/services-category.tsx'),
  route('services/:category/:service', 'routes/catalogue/service.tsx'),
  route('boutique', 'routes/catalogue/boutique.tsx'),
  route('boutique/article/:slug?', 'routes/catalogue/product.tsx'),
  route('magazine', 'routes/content/magazine.tsx'),
  route('magazine/:post', 'routes/content/magazine-post.tsx'),
  route('presse', 'routes/content/presse.tsx'),
  route('contact', 'routes/content/contact.tsx'),
  route('legal', 'routes/content/legal.tsx'),
  // Spec §2 /{shop}, /{shop}/services/{category}, /{shop}/services/{category?}/{service}.
  route(':shop', 'routes/catalogue/shop.tsx'),
  route(':shop/services', 'routes/catalogue/shop-services-index.tsx'),
  route(':shop/services/:category', 'routes/catalogue/shop-services.tsx'),
  route(':shop/services/:category/:service', 'routes/catalogue/shop-service.tsx'),
];

/** What a visitor does (issue 8): booking, gift vouchers, cart, payment returns, sign-in, account. */
export const journeysPages: RouteConfigEntry[] = [
  route('reservation', 'routes/booking/reservation.tsx'),
  route('reservation/confirmation/:orderId', 'routes/booking/reservation-confirmation.tsx'),
  route('reservation/calendar/:orderId', 'routes/booking/reservation-calendar.ts'),
  // Issue 20: the manage link of confirmations and reminders (no sign-in) and its .ics.
  route('reservation/manage/:token', 'routes/booking/reservation-manage.tsx'),
  route('reservation/manage/:token/calendar', 'routes/booking/reservation-manage-calendar.ts'),
  // Issue 22: the review invitation's signed link (no sign-in).
  route('avis/:token', 'routes/reviews/review-invitation.tsx'),
  // Issue 21: a freed time offered to a waiting customer (the link of the offer's mail or SMS).
  route('liste-attente/offre/:token', 'routes/booking/waitlist-offer.tsx'),
  // Issue 23: the one-click unsubscribe link of marketing messages (no sign-in).
  route('desinscription/:token', 'routes/account/unsubscribe.tsx'),
  route('gift', 'routes/cart-and-checkout/gift.tsx', { id: 'journeys-gift' }),
  // Spec §2: the gift page is also linked as /bonscadeaux.
  route('bonscadeaux', 'routes/cart-and-checkout/gift.tsx', { id: 'journeys-bonscadeaux' }),
  route('panier', 'routes/cart-and-checkout/panier.tsx'),
  route('payments/success', 'routes/cart-and-checkout/payments-success.tsx'),
  route('payments/fail', 'routes/cart-and-checkout/payments-fail.tsx'),
  route('payments/rdvcheck', 'routes/cart-and-checkout/payments-rdvcheck.tsx'),
  route('auth/customer/login', 'routes/account/auth-login.tsx'),
  route('auth/customer/register', 'routes/account/auth-register.tsx'),
  route('profile/password-reset/:token?', 'routes/account/password-reset.tsx'),
  route('profile', 'routes/account/profile-layout.tsx', [
    index('routes/account/profile.tsx'),
    route('orders', 'routes/account/profile-orders.tsx'),
    route('orders/:id', 'routes/account/profile-order.tsx'),
    route('eshoporders', 'routes/account/profile-eshop-orders.tsx'),
    route('eshoporders/:id', 'routes/account/profile-eshop-order.tsx'),
    route('gifts', 'routes/account/profile-gifts.tsx'),
    route('loyalty', 'routes/account/profile-loyalty.tsx'),
    route('reviews', 'routes/account/profile-reviews.tsx'),
    route('waitlist', 'routes/account/profile-waitlist.tsx'),
    // Issue 23: "Mes données" (export, marketing consents, account deletion).
    route('privacy', 'routes/account/profile-privacy.tsx'),
  ]),
];

export default [
  // Same-origin access to the API (media, browser-side calls); see routes/api-proxy.ts.
  route('api/*', 'routes/api-proxy.ts'),
  // Spec §9 SEO: crawler files at the root, whatever the language.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // Spec §2: every page exists without prefix (fr) and under /en, /de, /es, /it. The optional
  // segment's loader answers 404 for an unknown prefix (Hydrogen's ($locale) pattern).
  route(':lang?', 'routes/lang-layout.tsx', [
    ...discoveryPages,
    // The city autocomplete of the shop search (a resource route: JSON, no page).
    route('_discovery/places', 'routes/catalogue/places.ts'),
    ...journeysPages,
    route('disabled', 'routes/disabled.tsx'),
    route('waiting', 'routes/waiting.tsx'),
    // The shell's own data, fetched by the browser after the page is shown (bell, popups).
    route('_shell/notices', 'routes/shell-notices.ts'),
    // Anything else under a language is a themed 404 rather than the router's bare one.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
