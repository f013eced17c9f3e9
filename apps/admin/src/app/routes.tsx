import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from '../features/shell/layout.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { TodayPage } from '../features/today/today-page.tsx';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { AREAS, type Area, canSee } from '../lib/permissions.ts';
import { EmptyState, Skeleton } from '../ui/feedback.tsx';
import { useSession } from './session.tsx';

// Areas load when first opened: the agenda, where the day starts, comes with the first load.
const CategoriesPage = lazy(() =>
  import('../features/catalogue/categories-page.tsx').then((m) => ({ default: m.CategoriesPage })),
);
const EshopCategoriesPage = lazy(() =>
  import('../features/catalogue/eshop-categories-page.tsx').then((m) => ({ default: m.EshopCategoriesPage })),
);
const GiftThemesPage = lazy(() =>
  import('../features/catalogue/gift-themes-page.tsx').then((m) => ({ default: m.GiftThemesPage })),
);
const CouponsPage = lazy(() =>
  import('../features/catalogue/coupons-page.tsx').then((m) => ({ default: m.CouponsPage })),
);
const GeoGroupsPage = lazy(() =>
  import('../features/catalogue/geo-groups-page.tsx').then((m) => ({ default: m.GeoGroupsPage })),
);
const LoyaltyPage = lazy(() =>
  import('../features/catalogue/loyalty-page.tsx').then((m) => ({ default: m.LoyaltyPage })),
);
const ServicePage = lazy(() =>
  import('../features/catalogue/service-page.tsx').then((m) => ({ default: m.ServicePage })),
);
const ServicesPage = lazy(() =>
  import('../features/catalogue/services-page.tsx').then((m) => ({ default: m.ServicesPage })),
);
const ShopPage = lazy(() =>
  import('../features/catalogue/shop-page.tsx').then((m) => ({ default: m.ShopPage })),
);
const DaysPage = lazy(() =>
  import('../features/catalogue/shop-scoped-pages.tsx').then((m) => ({ default: m.DaysPage })),
);
const ResourcesPage = lazy(() =>
  import('../features/catalogue/shop-scoped-pages.tsx').then((m) => ({ default: m.ResourcesPage })),
);
const ShopsPage = lazy(() =>
  import('../features/catalogue/shops-page.tsx').then((m) => ({ default: m.ShopsPage })),
);
const LegalTextsPage = lazy(() =>
  import('../features/content/company-content-pages.tsx').then((m) => ({ default: m.LegalTextsPage })),
);
const MenuLinksPage = lazy(() =>
  import('../features/content/company-content-pages.tsx').then((m) => ({ default: m.MenuLinksPage })),
);
const SlidesPage = lazy(() =>
  import('../features/content/company-content-pages.tsx').then((m) => ({ default: m.SlidesPage })),
);
const AlertsPage = lazy(() =>
  import('../features/content/events-alerts-pages.tsx').then((m) => ({ default: m.AlertsPage })),
);
const EventsPage = lazy(() =>
  import('../features/content/events-alerts-pages.tsx').then((m) => ({ default: m.EventsPage })),
);
const MediaPage = lazy(() =>
  import('../features/content/media-page.tsx').then((m) => ({ default: m.MediaPage })),
);
const PostCategoriesPage = lazy(() =>
  import('../features/content/post-categories-page.tsx').then((m) => ({ default: m.PostCategoriesPage })),
);
const PostPage = lazy(() =>
  import('../features/content/post-page.tsx').then((m) => ({ default: m.PostPage })),
);
const PostsPage = lazy(() =>
  import('../features/content/posts-page.tsx').then((m) => ({ default: m.PostsPage })),
);
const CustomerPage = lazy(() =>
  import('../features/customers/customer-page.tsx').then((m) => ({ default: m.CustomerPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const BookingOrdersPage = lazy(() =>
  import('../features/orders/booking-orders-page.tsx').then((m) => ({ default: m.BookingOrdersPage })),
);
const EshopOrdersPage = lazy(() =>
  import('../features/orders/eshop-orders-page.tsx').then((m) => ({ default: m.EshopOrdersPage })),
);
const GiftOrdersPage = lazy(() =>
  import('../features/orders/gift-orders-page.tsx').then((m) => ({ default: m.GiftOrdersPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
const StatsPage = lazy(() =>
  import('../features/stats/stats-page.tsx').then((m) => ({ default: m.StatsPage })),
);

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
        <Route
          path="today"
          element={
            <Guard area="today">
              <TodayPage />
            </Guard>
          }
        />
        <Route path="catalogue">
          <Route index element={<Navigate to="shops" replace />} />
          <Route
            path="shops"
            element={
              <Guard area="catalogue">
                <ShopsPage />
              </Guard>
            }
          />
          <Route
            path="shops/:id"
            element={
              <Guard area="catalogue">
                <ShopPage />
              </Guard>
            }
          />
          <Route
            path="services"
            element={
              <Guard area="catalogue">
                <ServicesPage />
              </Guard>
            }
          />
          <Route
            path="services/:id"
            element={
              <Guard area="catalogue">
                <ServicePage />
              </Guard>
            }
          />
          <Route
            path="categories"
            element={
              <Guard area="catalogue">
                <CategoriesPage />
              </Guard>
            }
          />
          <Route
            path="resources"
            element={
              <Guard area="catalogue">
                <ResourcesPage />
              </Guard>
            }
          />
          <Route
            path="days"
            element={
              <Guard area="catalogue">
                <DaysPage />
              </Guard>
            }
          />
          <Route
            path="geo-groups"
            element={
              <Guard area="catalogue">
                <GeoGroupsPage />
              </Guard>
            }
          />
          <Route
            path="eshop-categories"
            element={
              <Guard area="catalogue">
                <EshopCategoriesPage />
              </Guard>
            }
          />
          <Route
            path="gift-themes"
            element={
              <Guard area="catalogue">
                <GiftThemesPage />
              </Guard>
            }
          />
          <Route
            path="coupons"
            element={
              <Guard area="catalogue">
                <CouponsPage />
              </Guard>
            }
          />
          <Route
            path="loyalty"
            element={
              <Guard area="catalogue">
                <LoyaltyPage />
              </Guard>
            }
          />
        </Route>
        <Route path="content">
          <Route index element={<Navigate to="posts" replace />} />
          <Route
            path="posts"
            element={
              <Guard area="content">
                <PostsPage />
              </Guard>
            }
          />
          <Route
            path="posts/:id"
            element={
              <Guard area="content">
                <PostPage />
              </Guard>
            }
          />
          <Route
            path="post-categories"
            element={
              <Guard area="content">
                <PostCategoriesPage />
              </Guard>
            }
          />
          <Route
            path="events"
            element={
              <Guard area="content">
                <EventsPage />
              </Guard>
            }
          />
          <Route
            path="alerts"
            element={
              <Guard area="content">
                <AlertsPage />
              </Guard>
            }
          />
          <Route
            path="slides"
            element={
              <Guard area="content">
                <SlidesPage />
              </Guard>
            }
          />
          <Route
            path="menu-links"
            element={
              <Guard area="content">
                <MenuLinksPage />
              </Guard>
            }
          />
          <Route
            path="legal"
            element={
              <Guard area="content">
                <LegalTextsPage />
              </Guard>
            }
          />
          <Route
            path="media"
            element={
              <Guard area="content">
                <MediaPage />
              </Guard>
            }
          />
        </Route>
        <Route
          path="settings"
          element={
            <Guard area="settings">
              <SettingsPage />
            </Guard>
          }
        />
        <Route
          path="customers"
          element={
            <Guard area="customers">
              <CustomersPage />
            </Guard>
          }
        />
        <Route
          path="customers/:id"
          element={
            <Guard area="customers">
              <CustomerPage />
            </Guard>
          }
        />
        <Route path="orders">
          <Route index element={<Navigate to="bookings" replace />} />
          <Route
            path="bookings"
            element={
              <Guard area="orders">
                <BookingOrdersPage />
              </Guard>
            }
          />
          <Route
            path="eshop"
            element={
              <Guard area="orders">
                <EshopOrdersPage />
              </Guard>
            }
          />
          <Route
            path="gifts"
            element={
              <Guard area="orders">
                <GiftOrdersPage />
              </Guard>
            }
          />
        </Route>
        <Route
          path="stats"
          element={
            <Guard area="stats">
              <StatsPage />
            </Guard>
          }
        />
        <Route path="*" element={<EmptyState title={t('error.pageNotFound')} />} />
      </Route>
    </Routes>
  );
}
