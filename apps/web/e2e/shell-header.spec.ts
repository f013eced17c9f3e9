import { asReturningVisitor, expect, expectAccessible, test, zenUrl } from './fixtures.ts';

// Spec §2 header, navigation, drawer and bottom bar, at the project's size (mobile: Pixel 7,
// desktop: 1280 px), on both demo companies.

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
});

test('the marketplace header: logo home link, navigation with the business labels, menus', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.goto('/');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('link', { name: /Maison Éclat/ })).toHaveAttribute('href', '/');
  await expect(header.getByRole('button', { name: /Actualités/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Panier' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Mon compte' })).toBeVisible();

  const isMobile = testInfo.project.name === 'mobile';
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if (isMobile) {
    await expect(nav).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(bar.getByRole('link')).toHaveText(['Nos soins', 'Accueil', 'Nos maisons']);
    await expect(bar.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  } else {
    // Label overrides (Nos soins, Le Journal, Nos maisons), shop and gift enabled, posts exist.
    await expect(nav.getByRole('link')).toHaveText([
      'Nos soins',
      'Boutique',
      'Bons cadeaux',
      'Le Journal',
      'Nos maisons',
    ]);
    await expect(nav.getByRole('link', { name: 'Nos soins' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden();
    await expect(header.getByRole('link', { name: /La Maison/ })).toHaveAttribute(
      'href',
      'https://www.maison-eclat.example',
    );
  }
  await expectAccessible(page, 'marketplace home');
  expect(consoleErrors).toEqual([]);
});

test('the Others dropdown lists the custom links by order, opening in new tabs', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop navigation');
  await page.goto('/');
  const others = page.getByRole('button', { name: 'Autres' });
  await expect(others).toHaveAttribute('aria-expanded', 'false');
  await others.click();
  await expect(others).toHaveAttribute('aria-expanded', 'true');
  const links = page.locator(`#${await others.getAttribute('aria-controls')} a`);
  await expect(links).toHaveText([/Nous rejoindre/, /Offres entreprises/]);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
  await page.keyboard.press('Escape');
  await expect(others).toHaveAttribute('aria-expanded', 'false');
  await expect(others).toBeFocused();
});

test('the mobile drawer holds the navigation, the custom links, the languages and a profile summary', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone menu');
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link'),
  ).toHaveText([
    'Accueil',
    'Nos soins',
    'Boutique',
    'Bons cadeaux',
    'Le Journal',
    'Nos maisons',
    /Nous rejoindre/,
    /Offres entreprises/,
  ]);
  await expect(drawer.getByText('Connectez-vous pour retrouver vos réservations')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/auth/customer/login',
  );
  await expect(drawer.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  await expectAccessible(page, 'drawer open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('the cart menu reads the e-shop cookie: badge, lines, total, remove, empty message', async ({
  page,
  context,
  baseURL,
}) => {
  const cart = {
    shopId: 1,
    items: [
      {
        id: 11,
        name: { fr: 'Sérum éclat', en: 'Glow serum' },
        quantity: 2,
        price: 3450,
        images: [],
        abId: null,
        abIdShop: null,
      },
      {
        id: 12,
        name: { fr: 'Baume lèvres' },
        quantity: 1,
        price: 1200,
        images: [{ url: '/api/media/maison-eclat/logos/logo.svg' }],
        abId: null,
        abIdShop: null,
      },
    ],
  };
  await context.addCookies([
    { name: 'eshop_cart', value: encodeURIComponent(JSON.stringify(cart)), url: baseURL ?? '' },
  ]);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Panier, 3 articles' });
  await expect(button).toBeVisible();
  await button.click();
  // Opened by the tap, replayed once the page is interactive if it came before (ADR 0033).
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel.getByText('Sérum éclat')).toBeVisible();
  await expect(panel.getByText('Quantité : 2')).toBeVisible();
  await expect(panel.getByText(/69,00\s€/)).toBeVisible();
  await expect(panel.getByTestId('cart-default-image')).toHaveCount(1);
  await expect(panel.getByTestId('cart-total')).toHaveText(/81,00\s€/);
  await expect(panel.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');

  await panel.getByRole('button', { name: 'Retirer Sérum éclat du panier' }).click();
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
  const stored = (await context.cookies()).find((c) => c.name === 'eshop_cart');
  expect(JSON.parse(decodeURIComponent(stored?.value ?? '{}')).items).toHaveLength(1);

  await panel.getByRole('button', { name: 'Retirer Baume lèvres du panier' }).click();
  await expect(page.getByRole('button', { name: 'Panier' })).toBeVisible();
  await expect(panel.getByText('Votre panier est vide.')).toBeVisible();

  // A gift voucher put in the cart by /gift (local storage) counts and shows too.
  await page.evaluate(() => {
    const line = { key: 'g1', amount: 5000, recipientName: 'Léa Martin', recipientEmail: 'lea@example.com' };
    localStorage.setItem('gift_cart', JSON.stringify([line]));
    window.dispatchEvent(new CustomEvent('eclat:gift-cart'));
  });
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
  await expect(panel.getByTestId('cart-menu-gift')).toContainText('Bon cadeau pour Léa Martin');
  await expect(panel.getByTestId('cart-total')).toHaveText(/50,00\s€/);
  await panel.getByRole('button', { name: 'Retirer Bon cadeau pour Léa Martin du panier' }).click();
  await expect(panel.getByText('Votre panier est vide.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gift_cart'))).toBeNull();
});

test('the bell shows 1 until opened, then lists the current events and the alerts', async ({ page }) => {
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Actualités (Nouveau)' });
  await expect(bell.getByText('1')).toBeVisible();
  await bell.click();
  await expect(page.getByRole('button', { name: /La Semaine de l’Éclat/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Atelier masque/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Lire les informations \(2\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualités', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Actualités', exact: true }).getByText('1')).toHaveCount(0);
});

test('the account menu: logged out login and register; logged in the customer pages and logout', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Mon compte' });
  await account.click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/auth/customer/login',
  );
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/auth/customer/register',
  );
  await page.keyboard.press('Escape');

  // Sign in as the demo customer through the API, stored as the sign-in pages store it (spec §4).
  const { token: companyToken } = await (await request.get('/api/companies/token/host/localhost')).json();
  const login = await request.post('/api/users/login', {
    headers: { company: companyToken },
    data: { email: 'camille@example.com', password: 'Eclat-demo-2026!' },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  await page.evaluate((value) => {
    localStorage.setItem('auth_token', value);
    localStorage.setItem('auth_type', 'customer');
  }, token);
  await page.reload();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByText('Bonjour Camille')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes réservations' })).toHaveAttribute(
    'href',
    '/profile/orders',
  );
  await expect(page.getByRole('link', { name: 'Ma carte de fidélité' })).toHaveAttribute(
    'href',
    '/profile/loyalty',
  );
  await expect(page.getByRole('link', { name: 'Mes commandes e-shop' })).toHaveAttribute(
    'href',
    '/profile/eshoporders',
  );
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // The token was revoked by the API: a stale copy no longer signs in.
  const me = await request.get('/api/users/me', {
    headers: { company: companyToken, authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('an invalid stored token signs the visitor out', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('auth_token', 'not-a-valid-token');
    localStorage.setItem('auth_type', 'customer');
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the single-shop dark company: no cart without the e-shop, its own contact label, two languages', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  await page.goto(zenUrl(baseURL));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-site-contained', '');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('button', { name: /Panier/ })).toHaveCount(0);
  if (testInfo.project.name === 'mobile') {
    await expect(page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link')).toHaveText([
      'Prestations',
      'Accueil',
      'Le studio',
    ]);
  } else {
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link'),
    ).toHaveText(['Prestations', 'Magazine', 'Le studio']);
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await expect(header.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@studiozen.demo',
  );
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await expectAccessible(page, 'single-shop home');
  expect(consoleErrors).toEqual([]);
});

test('the footer: pages, the four legal links, languages, social icons and the maker credit', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(
    footer.getByRole('navigation', { name: 'Liens du pied de page' }).getByRole('link'),
  ).toHaveText(['Bons cadeaux', 'Prestations', 'Contact', 'Magazine', 'Presse']);
  const legal = footer.getByRole('navigation', { name: 'Informations légales' });
  await expect(legal.getByRole('link')).toHaveText([
    'Protection des données',
    'Mentions légales',
    'Conditions générales de vente',
    'Conditions générales d’utilisation',
  ]);
  for (const [name, href] of [
    ['Protection des données', '/legal#rgpd'],
    ['Mentions légales', '/legal#mentions'],
    ['Conditions générales de vente', '/legal#cgv'],
    ['Conditions générales d’utilisation', '/legal#cgu'],
  ] as const) {
    await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it');
  await expect(footer.getByText('Réservation en ligne propulsée par Éclat')).toBeVisible();
});
