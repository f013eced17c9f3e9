// The discovery pages (issue 7, spec §2): what a visitor browses before buying. routes.ts mounts
// this list inside the optional language segment, under one pathless layout whose loader sends
// the discovery interface texts (only these pages need them).
import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

const file = (name: string) => `routes/discovery/${name}`;

export const discoveryRoutes: RouteConfigEntry[] = [
  layout(file('discovery-layout.tsx'), { id: 'discovery' }, [
    // The home also answers /{shop} for French pages (see features/discovery/site/scope.server.ts).
    index('routes/home.tsx'),
    route('services', file('services.tsx')),
    // Declared before the shop routes: for '/x/services/y', React Router ranks both equally and
    // takes the first; the page then tells a language from a shop slug.
    route('services/:category', file('services-category.tsx')),
    route('services/:category/:service', file('service.tsx')),
    route('boutique', file('boutique.tsx')),
    route('boutique/article/:slug?', file('product.tsx')),
    route('magazine', file('magazine.tsx')),
    route('magazine/:post', file('magazine-post.tsx')),
    route('presse', file('presse.tsx')),
    route('contact', file('contact.tsx')),
    route('legal', file('legal.tsx')),
    // Spec §2 /{shop}, /{shop}/services/{category}, /{shop}/services/{category?}/{service}.
    route(':shop', file('shop.tsx')),
    route(':shop/services', file('shop-services-index.tsx')),
    route(':shop/services/:category', file('shop-services.tsx')),
    route(':shop/services/:category/:service', file('shop-service.tsx')),
  ]),
  // The city autocomplete of the shop search (a resource route: JSON, no page).
  route('_discovery/places', file('places.ts')),
];
