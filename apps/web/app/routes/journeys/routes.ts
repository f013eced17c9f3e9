// The journeys' pages (issue 8, spec §2): booking, gift vouchers, cart, payment returns, sign-in
// and the customer account. routes.ts mounts this list inside the optional language segment, under
// one pathless layout whose loader sends the journeys' interface texts (only these pages need them).
import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

const file = (name: string) => `routes/journeys/${name}`;

export const journeyRoutes: RouteConfigEntry[] = [
  layout(file('journeys-layout.tsx'), { id: 'journeys' }, [
    route('reservation', file('reservation.tsx')),
    route('reservation/confirmation/:orderId', file('reservation-confirmation.tsx')),
    route('reservation/calendar/:orderId', file('reservation-calendar.ts')),
    route('gift', file('gift.tsx'), { id: 'journeys-gift' }),
    // Spec §2: the gift page is also linked as /bonscadeaux.
    route('bonscadeaux', file('gift.tsx'), { id: 'journeys-bonscadeaux' }),
    route('panier', file('panier.tsx')),
    route('payments/success', file('payments-success.tsx')),
    route('payments/fail', file('payments-fail.tsx')),
    route('payments/rdvcheck', file('payments-rdvcheck.tsx')),
    route('auth/customer/login', file('auth-login.tsx')),
    route('auth/customer/register', file('auth-register.tsx')),
    route('profile/password-reset/:token?', file('password-reset.tsx')),
    route('profile', file('profile-layout.tsx'), [
      index(file('profile.tsx')),
      route('orders', file('profile-orders.tsx')),
      route('orders/:id', file('profile-order.tsx')),
      route('eshoporders', file('profile-eshop-orders.tsx')),
      route('eshoporders/:id', file('profile-eshop-order.tsx')),
      route('gifts', file('profile-gifts.tsx')),
      route('loyalty', file('profile-loyalty.tsx')),
    ]),
  ]),
];
