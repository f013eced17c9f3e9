import { asReturningVisitor, expect, test, zenUrl } from './fixtures.ts';

// UI.md "Look at it": both demo companies at 375 and 1280 px, saved with the test results.

for (const width of [375, 1280]) {
  test(`screenshots of both companies at ${width} px`, async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one set of screenshots is enough');
    await asReturningVisitor(context, [baseURL ?? 'http://localhost:3300', zenUrl(baseURL)]);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const [name, url] of [
      ['maison-eclat', '/'],
      ['studio-zen', zenUrl(baseURL)],
    ] as const) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('header.site-header')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-full.png`), fullPage: true });
    }
    expect(consoleErrors).toEqual([]);
  });
}
