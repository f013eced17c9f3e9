import { createServer, type Server } from 'node:http';
import type { Frame, Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from './fixtures.ts';

// Spec §4 preview: the marker in the URL asks the API for the theme under edition; the back
// office (the parent window, its origin checked) changes colour, theme, font, values, css or
// navigates by postMessage.

const PREVIEW_BUTTONS = '#0B6E4F';

function parentPage(src: string) {
  return `<!doctype html><html lang="en"><head><title>Back office</title></head><body>
<iframe id="store" title="Storefront preview" src="${src}" style="width:1100px;height:800px;border:0"></iframe>
</body></html>`;
}

/**
 * A back-office page that frames the storefront, served from a real local server: Chromium's
 * local-network checks refuse to frame a local site from a page with no address (a mocked route).
 */
async function serveParent(port: number, src: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(parentPage(src));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** What the back office does: post a preview message to the framed storefront. */
async function send(page: Page, message: Record<string, unknown>, targetOrigin: string): Promise<void> {
  await page.evaluate(
    ({ body, origin }) => {
      const frame = document.getElementById('store') as HTMLIFrameElement;
      frame.contentWindow?.postMessage({ source: 'eclat-preview', ...body }, origin);
    },
    { body: message, origin: targetOrigin },
  );
}

function storefrontFrame(page: Page, store: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(store));
  if (!frame) throw new Error('storefront frame not found');
  return frame;
}

const cssVariable = (frame: Frame, name: string) =>
  frame.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('the back office previews the theme under edition and drives it live', async ({
  page,
  context,
  companyAdmin,
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://localhost:3300').port;
  const store = `http://localhost:${port}`;
  await asReturningVisitor(context, [store]);
  const company = await companyAdmin.change('localhost', (current) => ({
    previewTheme: {
      ...current.themes,
      general: { ...current.themes.general, buttonsColor: PREVIEW_BUTTONS },
    },
  }));
  expect(company.previewToken).toMatch(/^[0-9a-f]{32}$/);
  const previewUrl = `${store}/?preview=__pvs__${company.previewToken}__pve__`;

  // The storefront without the marker still wears the live theme.
  await page.goto('/');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--eclat-buttons-color').trim(),
    ),
  ).not.toBe(PREVIEW_BUTTONS);

  // The allowed back office (BACKOFFICE_ORIGINS of playwright.config.ts) and another origin.
  const backofficePort = Number(port) + 99;
  const servers = [await serveParent(backofficePort, previewUrl), await serveParent(0, previewUrl)];
  const evilAddress = servers[1]?.address();
  const evilPort = typeof evilAddress === 'object' && evilAddress ? evilAddress.port : 0;
  try {
    await drive(
      page,
      store,
      `http://backoffice.localhost:${backofficePort}`,
      `http://evil.localhost:${evilPort}`,
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});

async function drive(page: Page, store: string, backoffice: string, evil: string): Promise<void> {
  await page.goto(`${backoffice}/`);
  const frame = page.frameLocator('#store');
  await expect(frame.getByText('Aperçu du thème en cours de modification')).toBeVisible();
  const framed = storefrontFrame(page, store);
  expect(await cssVariable(framed, '--eclat-buttons-color')).toBe(PREVIEW_BUTTONS);

  // The framed page listens once hydrated: send again until it does (the back office resends too).
  await expect
    .poll(async () => {
      await send(page, { type: 'colour', key: 'buttonsColor', value: '#123456' }, store);
      return cssVariable(framed, '--eclat-buttons-color');
    })
    .toBe('#123456');
  await send(page, { type: 'theme', dark: true }, store);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await send(page, { type: 'font', slot: 'headerFont', font: { name: 'Lora', url: null } }, store);
  await expect.poll(() => cssVariable(framed, '--eclat-font-header')).toMatch(/^"Lora"/);
  await send(page, { type: 'values', values: { siteContained: true } }, store);
  await expect(frame.locator('html')).toHaveAttribute('data-site-contained', '');
  await send(page, { type: 'css', css: 'h1 { letter-spacing: 7px }' }, store);
  await expect(frame.locator('h1').first()).toHaveCSS('letter-spacing', '7px');
  await send(page, { type: 'navigate', path: '/en' }, store);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.getByText('Previewing the theme being edited')).toBeVisible();

  // A page of another origin cannot even frame the storefront (CSP frame-ancestors): there is
  // nothing it could drive. (Its messages would be ignored too: messages.test.ts.)
  await page.goto(`${evil}/`);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
  expect(page.frames().some((f) => f.url().startsWith(store))).toBe(false);
}
