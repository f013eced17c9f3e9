import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from '../features/shell/layout.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { TodayPage } from '../features/today/today-page.tsx';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { AREAS, type Area, canSee } from '../lib/permissions.ts';
import { EmptyState, Skeleton } from '../ui/feedback.tsx';
import { useSession } from './session.tsx';

// Areas load when first opened: the agenda, where the day starts, comes with the first load.
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
const CategoriesPage = lazyPage(() => import('../features/catalogue/categories-page.tsx'), 'CategoriesPage');
const EshopCategoriesPage = lazyPage(
  () => import('../features/catalogue/eshop-categories-page.tsx'),
  'EshopCategoriesPage',
);
const GiftThemesPage = lazyPage(() => import('../features/catalogue/gift-themes-page.tsx'), 'GiftThemesPage');
const CouponsPage = lazyPage(() => import('../features/catalogue/coupons-page.tsx'), 'CouponsPage');
const GeoGroupsPage = lazyPage(() => import('../features/catalogue/geo-groups-page.tsx'), 'GeoGroupsPage');
const LoyaltyPage = lazyPage(() => import('../features/catalogue/loyalty-page.tsx'), 'LoyaltyPage');
const ServicePage = lazyPage(() => import('../features/catalogue/service-page.tsx'), 'ServicePage');
const ServicesPage = lazyPage(() => import('../features/catalogue/services-page.tsx'), 'ServicesPage');
const ShopPage = lazyPage(() => import('../features/catalogue/shop-page.tsx'), 'ShopPage');
const DaysPage = lazyPage(() => import('../features/catalogue/shop-scoped-pages.tsx'), 'DaysPage');
const ResourcesPage = lazyPage(() => import('../features/catalogue/shop-scoped-pages.tsx'), 'ResourcesPage');
const ShopsPage = lazyPage(() => import('../features/catalogue/shops-page.tsx'), 'ShopsPage');
const LegalTextsPage = lazyPage(
  () => import('../features/content/company-content-pages.tsx'),
  'LegalTextsPage',
);
const MenuLinksPage = lazyPage(
  () => import('../features/content/company-content-pages.tsx'),
  'MenuLinksPage',
);
const SlidesPage = lazyPage(() => import('../features/content/company-content-pages.tsx'), 'SlidesPage');
const AlertsPage = lazyPage(() => import('../features/content/events-alerts-pages.tsx'), 'AlertsPage');
const EventsPage = lazyPage(() => import('../features/content/events-alerts-pages.tsx'), 'EventsPage');
const MediaPage = lazyPage(() => import('../features/content/media-page.tsx'), 'MediaPage');
const PostCategoriesPage = lazyPage(
  () => import('../features/content/post-categories-page.tsx'),
  'PostCategoriesPage',
);
const PostPage = lazyPage(() => import('../features/content/post-page.tsx'), 'PostPage');
const PostsPage = lazyPage(() => import('../features/content/posts-page.tsx'), 'PostsPage');
const CustomerPage = lazyPage(() => import('../features/customers/customer-page.tsx'), 'CustomerPage');
const CustomersPage = lazyPage(() => import('../features/customers/customers-page.tsx'), 'CustomersPage');
const BookingOrdersPage = lazyPage(
  () => import('../features/orders/booking-orders-page.tsx'),
  'BookingOrdersPage',
);
const EshopOrdersPage = lazyPage(() => import('../features/orders/eshop-orders-page.tsx'), 'EshopOrdersPage');
const GiftOrdersPage = lazyPage(() => import('../features/orders/gift-orders-page.tsx'), 'GiftOrdersPage');
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page.tsx'), 'ReviewsPage');
const WaitlistPage = lazyPage(() => import('../features/waitlist/waitlist-page.tsx'), 'WaitlistPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage');
const StatsPage = lazyPage(() => import('../features/stats/stats-page.tsx'), 'StatsPage');

/** Screens behind the sign-in: back to /sign-in (remembering where one was going) without a session. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { restoring, viewer } = useSession();
  const location = useLocation();
  if (restoring) return null;
  if (!viewer)
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** A screen of an area the role cannot use says so rather than failing on every call. */
function Guard({ area, children }: { area: Area; children: ReactNode }) {
  const { viewer } = useSession();
  const { t } = useI18n();
  if (!viewer || !canSee(viewer, area)) return <EmptyState title={t('error.areaForbidden')} />;
  return <Suspense fallback={<Skeleton rows={6} />}>{children}</Suspense>;
}

function Home() {
  const { viewer } = useSession();
  const first = AREAS.find((area) => viewer && canSee(viewer, area));
  return <Navigate to={first === 'today' || !first ? '/today' : `/${first}`} replace />;
}

/** A screen's route behind its area's guard (a function, not a component: <Routes> reads <Route>s only). */
function guarded(area: Area, path: string, Page: ComponentType) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Guard area={area}>
          <Page />
        </Guard>
      }
    />
  );
}

export function AppRoutes() {
  const { t } = useI18n();
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route
        element={
          <RequireSignIn>
            <Layout />
          </RequireSignIn>
        }
      >
        <Route index element={<Home />} />
        {guarded('today', 'today', TodayPage)}
        <Route path="catalogue">
          <Route index element={<Navigate to="shops" replace />} />
          {guarded('catalogue', 'shops', ShopsPage)}
          {guarded('catalogue', 'shops/:id', ShopPage)}
          {guarded('catalogue', 'services', ServicesPage)}
          {guarded('catalogue', 'services/:id', ServicePage)}
          {guarded('catalogue', 'categories', CategoriesPage)}
          {guarded('catalogue', 'resources', ResourcesPage)}
          {guarded('catalogue', 'days', DaysPage)}
          {guarded('catalogue', 'geo-groups', GeoGroupsPage)}
          {guarded('catalogue', 'eshop-categories', EshopCategoriesPage)}
          {guarded('catalogue', 'gift-themes', GiftThemesPage)}
          {guarded('catalogue', 'coupons', CouponsPage)}
          {guarded('catalogue', 'loyalty', LoyaltyPage)}
        </Route>
        <Route path="content">
          <Route index element={<Navigate to="posts" replace />} />
          {guarded('content', 'posts', PostsPage)}
          {guarded('content', 'posts/:id', PostPage)}
          {guarded('content', 'post-categories', PostCategoriesPage)}
          {guarded('content', 'events', EventsPage)}
          {guarded('content', 'alerts', AlertsPage)}
          {guarded('content', 'slides', SlidesPage)}
          {guarded('content', 'menu-links', MenuLinksPage)}
          {guarded('content', 'legal', LegalTextsPage)}
          {guarded('content', 'media', MediaPage)}
        </Route>
        {guarded('settings', 'settings', SettingsPage)}
        {guarded('customers', 'customers', CustomersPage)}
        {guarded('customers', 'customers/:id', CustomerPage)}
        <Route path="orders">
          <Route index element={<Navigate to="bookings" replace />} />
          {guarded('orders', 'bookings', BookingOrdersPage)}
          {guarded('orders', 'eshop', EshopOrdersPage)}
          {guarded('orders', 'gifts', GiftOrdersPage)}
        </Route>
        {guarded('reviews', 'reviews', ReviewsPage)}
        {guarded('waitlist', 'waitlist', WaitlistPage)}
        {guarded('stats', 'stats', StatsPage)}
        <Route path="*" element={<EmptyState title={t('error.pageNotFound')} />} />
      </Route>
    </Routes>
  );
}
