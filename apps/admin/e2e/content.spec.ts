import { expect, expectAccessible, signIn, storefrontApi, test } from './fixtures.ts';

// Content (issue 9): a magazine post written with the rich-text editor, published, read back by the
// storefront as sanitised HTML.

test('a manager writes and publishes a magazine post with formatted text', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const slug = `nouveautes-${testInfo.project.name}`;
  await signIn(page, { email: 'manager@maison-eclat.example' });
  await page.goto('/admin/content/posts/new');
  await page.getByLabel('Titre — Français').fill(`Nouveautés ${testInfo.project.name}`);
  await page.getByLabel('Adresse (slug)').fill(slug);
  await page.getByRole('switch', { name: 'Publié' }).click();
  const editor = page.getByRole('textbox', { name: 'Texte — Français' });
  await editor.click();
  await page.keyboard.type('Le soin lumière arrive');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Gras' }).click();
  await expect(editor.locator('b, strong')).toHaveText('Le soin lumière arrive');
  // A focused contenteditable keeps scrolling to its caret under touch emulation: leave it first.
  await editor.evaluate((el) => (el as HTMLElement).blur());
  await expectAccessible(page, 'post editor');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+$/);

  const res = await storefrontApi(page, `/api/posts/slug/${slug}`);
  expect(res.status()).toBe(200);
  const { post } = (await res.json()) as { post: { body: string; published: boolean } };
  expect(post.published).toBe(true);
  expect(post.body).toMatch(/<(b|strong)>Le soin lumière arrive<\/(b|strong)>/);
  expect(consoleErrors).toEqual([]);
});
