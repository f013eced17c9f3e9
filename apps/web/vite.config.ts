import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

/**
 * React Router writes the client assets directory into the server build relative to the project
 * (`"build/client"`), which react-router-serve resolves against the current directory: started
 * from the repository root it would serve no assets. Resolve it from the server build's own
 * location instead (build/server/index.js → build/client), so any working directory works.
 */
function assetsDirectoryFromBuildLocation(): Plugin {
  return {
    name: 'eclat:assets-directory-from-build-location',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('virtual:react-router/server-build')) return null;
      const pattern = /export const assetsBuildDirectory = "[^"]*";/;
      if (!pattern.test(code)) this.error('assetsBuildDirectory not found in the React Router server build');
      return code.replace(
        pattern,
        'export const assetsBuildDirectory = decodeURIComponent(new URL("../client", import.meta.url).pathname);',
      );
    },
  };
}

/**
 * The small modules every page loads, gathered in one chunk (issue 7 measure): React Router gives
 * each module shared by several routes its own file, some 45 scripts per page, and the first paint
 * then waits on them under Lighthouse's simulated slow 4G (HTTP/1.1, 6 connections): about a second
 * and ten performance points. Modules only loaded on demand (dialogs, drawer, popups, Radix) are
 * left out, so that they still load on demand.
 */
const SHARED_MODULES = new RegExp(
  [
    // lib/ minus what only the journeys' pages load (it stays in their own chunks), and the back
    // office preview's messages, loaded only when a page is framed in preview (issue 19).
    '/app/lib/(?!.*\\.server)(?!use-caller|load-script|seo/private-page-meta|preview/messages|theme/contrast)',
    '/app/locales/shell/error-messages',
    // Not the forms' fields (the journeys' forms and the product page load them, not every page)
    // nor rich text (legal and magazine pages): off every other page, the booking page's 150 KB
    // among them (issue 19, 0.5 KB each page).
    '/app/ui/(link|icon-button|badge|page-frame|use-mounted)',
    '/app/features/shell/[^/]+$',
    '/app/features/shell/(platform|theme|preview)/',
    '/app/features/shell/popups/dialogs-context',
    '/app/features/account/(customer-session|account-deleted-notice)',
    '/app/features/shell/header/use-(eshop|gift)-cart',
    '/app/features/shell/notices/notice',
    '/app/features/catalogue/(seo/|services/(service-types|booking-path))',
  ].join('|'),
);

/**
 * The shell's icons (in the shared chunk): lucide's base and the icons the shell (header, bottom
 * bar, notices) and the booking page's time step show on a first render. Every other icon goes
 * with the code that shows it (issue 19: the steppers', the profile's and the booking
 * confirmation's icons are no longer loaded by every page — the booking page's ≤ 150 KB). An icon
 * added to the shell belongs in this list, or it becomes a request of its own.
 */
const SHELL_ICONS = new RegExp(
  `lucide-react/dist/esm/(?!icons/)|lucide-react/dist/esm/icons/(${[
    'arrow-up-right',
    'bell',
    'calendar-days',
    'check',
    'chevron-down',
    'chevron-left',
    'chevron-right',
    'circle-alert',
    'circle-check',
    'circle-exclamation-point',
    'clock',
    'external-link',
    'gift',
    'globe',
    'house',
    'info',
    'mail',
    'map-pin',
    'menu',
    'newspaper',
    'phone',
    'shopping-bag',
    'sparkles',
    'user',
  ].join('|')})\\.`,
);

/**
 * What only the browsing pages show (cards, galleries, tabs, opening hours): one
 * chunk those pages share, kept off the journeys' pages (issue 19: the booking page's ≤ 150 KB).
 */
const DISCOVERY_UI = new RegExp(
  [
    '/app/ui/(article-gallery|category-sections|later-picture|next-slot|post-card|service-card|shop-hours|tabs)\\.',
  ].join('|'),
);

/**
 * What else every page loads and rolldown would give a file of its own, each being also imported
 * by code loaded on demand or by another chunk: the shell's header menus and consent, react-dom's
 * small entry (React Router's), and the home hero's timing (its lazy controls'). Each was a request
 * on every page, or on the home, for a kilobyte or two (issue 19).
 */
const EVERY_PAGE = new RegExp(
  [
    '/app/features/shell/header/(account-menu|language-links)\\.',
    '/app/features/shell/navigation/desktop-nav\\.',
    '/app/features/shell/(integrations/third-parties|consent/consent-context)\\.',
    '/app/ui/popover\\.',
    '/node_modules/react-dom/(index\\.js|cjs/react-dom\\.production\\.js)$',
    '/packages/domain/src/home-hero\\.ts$',
  ].join('|'),
);

/**
 * The shared chunk takes what its modules import of @eclat/domain with it, so what the journeys
 * use of the domain would weigh on every page. The big parts only one journey calls get a chunk
 * of their own, loaded by that journey's pages: the booking's (cart of spec §4,
 * free times, choices, cancellation terms) and the cart's (totals, coupons, gift vouchers, the
 * registration's e-mail typos). The account's small helpers stay shared: a chunk of their own
 * would cost its pages more than they weigh.
 */
const domainModules = (names: string[]) => new RegExp(`/packages/domain/src/(${names.join('|')})\\.ts$`);
/**
 * The locale formatters every page's prices and dates use (`lib/format.ts`). The booking's group
 * took them as a dependency of its own modules, and every page then loaded the booking's code to
 * format a price: the shared group, declared first, claims them.
 */
const SHARED_DOMAIN = domainModules(['intl-formats']);
const BOOKING_DOMAIN = domainModules([
  'booking-cart',
  'booking-choices',
  'booking-slots',
  'cancellation-terms',
]);
const CART_DOMAIN = domainModules(['checkout', 'coupons', 'gifts', 'email-typos']);

/**
 * Small modules the journeys' forms load together (session, caller, notice, the forms' caller
 * fields, the sign-in links' return path), in the shared chunk: 0.5 KB, used on 23 of the 50
 * pages, the home among them, where a file of their own was one more round trip. The private
 * pages' meta stays apart: the payment returns and the booking confirmation load it without them.
 */
const JOURNEYS_COMMON =
  /\/app\/(features\/account\/(auth\/(session|return-path)|form-caller)|lib\/use-caller|ui\/notice)\./;

/** The reviews' list, its items and stars: one file where the home, shop and service pages took three. */
const REVIEWS =
  /\/app\/features\/reviews\/(review-item|reviews-section|stars)\.|lucide-react\/dist\/esm\/icons\/(star|badge-check)\./;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), assetsDirectoryFromBuildLocation(), precompressAssets()],
  // Workspace packages (@eclat/contracts, @eclat/domain) ship TypeScript source: bundle them.
  ssr: { noExternal: [/^@eclat\//] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Group order matters: a group takes its modules' dependencies with it, and what a group
          // declared earlier took stays there. One group is one file (two groups of one name make
          // two files, so `shared` is a single group with one test): every page loads the entry
          // (react-dom), `shared` (React Router, the shell) and its routes' modules — 9 scripts on
          // the home where it had 18, each a round trip on HTTP/1.1 (issue 19, docs/performance.md).
          groups: [
            {
              name: 'shared',
              test: (id: string) =>
                SHARED_DOMAIN.test(id) ||
                SHARED_MODULES.test(id) ||
                SHELL_ICONS.test(id) ||
                EVERY_PAGE.test(id) ||
                JOURNEYS_COMMON.test(id),
            },
            { name: 'booking-domain', test: BOOKING_DOMAIN },
            { name: 'cart-domain', test: CART_DOMAIN },
            { name: 'discovery-ui', test: DISCOVERY_UI },
            { name: 'reviews', test: REVIEWS },
          ],
        },
      },
    },
  },
});
