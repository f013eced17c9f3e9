import type { Page } from '@playwright/test';
import { type Caller, signedInCaller } from './api-session.ts';
import { expect, expectAccessible, screenshot, signIn, test } from './fixtures.ts';

// Issue 22 in the back office: staff read the customers' verified reviews, filter them, reply
// publicly once and report one; a company owner alone hides a review, with a required reason
// that stays shown. Nobody edits or deletes what a customer wrote.

type StaffReview = {
  id: number;
  shopId: number;
  rating: number;
  comment: string | null;
  status: 'published' | 'hidden';
  reply: { text: string } | null;
  reported: { reason: string } | null;
  hidden: { reason: string } | null;
};
type StaffList = { reviews: StaffReview[]; total: number };

/**
 * A review of Camille's still to write (an honoured demo visit), written through the API as the
 * storefront does; when the demo's reviews already cover her visits, a published one without a
 * reply from the demo.
 */
async function reviewToAnswer(customer: Caller, staff: Caller, tag: string): Promise<StaffReview> {
  const mine = await customer.get<{ toReview: { appointmentId: number }[] }>('/api/reviews/me');
  const visit = mine.toReview[0];
  if (visit) {
    const comment = `Très bon accueil, soin précis (${tag}).`;
    const made = await customer.post<{ review: { id: number } }>('/api/reviews', {
      appointmentId: visit.appointmentId,
      rating: 2,
      comment,
      lang: 'fr',
    });
    expect(made.status, 'the honoured visit is reviewed').toBe(201);
    const list = await staff.get<StaffList>('/api/backoffice/reviews?rating=2&status=published');
    const review = list.reviews.find((r) => r.id === made.body.review.id);
    if (review) return review;
  }
  for (let page = 1; page <= 20; page++) {
    const list = await staff.get<StaffList>(`/api/backoffice/reviews?status=published&page=${page}`);
    const review = list.reviews.find((r) => !r.reply && !r.reported && r.comment);
    if (review) return review;
    if (list.reviews.length === 0) break;
  }
  throw new Error('no review left to answer');
}

/** The review's card, found with the screen's own filters (shop and rating). */
async function openCard(page: Page, review: StaffReview) {
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis clients' })).toBeVisible();
  const shop = page.getByLabel('Boutique', { exact: true });
  const value = String(review.shopId);
  await shop.selectOption(value);
  await page.getByLabel('Note', { exact: true }).selectOption(String(review.rating));
  await expect(page).toHaveURL(new RegExp(`shopId=${value}`));
  // The review's own card (two demo reviews may share a short comment).
  const card = page.locator(`[data-testid="review"][aria-labelledby="review-${review.id}"]`);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(review.comment ?? '');
  return card;
}

test('staff reply once and report a review; the owner hides it with a reason', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const customer = await signedInCaller(request, 'customer', 'camille@example.com');
  const manager = await signedInCaller(request, 'company-user', 'manager@maison-eclat.example');
  const review = await reviewToAnswer(customer, manager, testInfo.project.name);

  await signIn(page, { email: 'manager@maison-eclat.example' });
  let card = await openCard(page, review);
  await expect(card.getByRole('img', { name: `${review.rating} sur 5` })).toBeVisible();
  await expect(card.getByText('Publié', { exact: true })).toBeVisible();
  // A manager is not the owner: no hiding, and no way to edit or delete the customer's words.
  await expect(card.getByRole('button', { name: 'Masquer' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Modifier|Supprimer/ })).toHaveCount(0);

  // An empty reply is refused in words; then the reply is published, once.
  await card.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(card.getByText('Écrivez la réponse avant de l’envoyer.')).toBeVisible();
  const reply = `Merci pour votre visite, nous en tenons compte (${testInfo.project.name}).`;
  await card.getByLabel('Réponse publique').fill(reply);
  await expectAccessible(page, 'reviews');
  await card.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(page.getByText('Réponse publiée.')).toBeVisible();
  await expect(card.getByText(reply)).toBeVisible();
  await expect(card.getByText(/^Notre réponse du/)).toBeVisible();
  await expect(card.getByLabel('Réponse publique')).toHaveCount(0);
  // Once only: the API refuses a second reply.
  const again = await manager.post(`/api/reviews/${review.id}/reply`, { text: 'Deuxième réponse' });
  expect(again.status).toBe(409);

  // Reported with a reason: it stays published, for the owner to decide.
  await card.getByRole('button', { name: 'Signaler' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Signaler cet avis' });
  await reportDialog.getByLabel('Motif').fill('Propos sans rapport avec la visite');
  await reportDialog.getByRole('button', { name: 'Signaler' }).click();
  await expect(page.getByText('Avis signalé au propriétaire.')).toBeVisible();
  await expect(card.getByText('Signalé', { exact: true })).toBeVisible();
  await expect(card.getByText(/Propos sans rapport avec la visite/)).toBeVisible();
  await screenshot(page, testInfo, 'reviews-replied-reported');
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The owner hides it: the reason is required, then recorded and shown.
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion — Maison Éclat' })).toBeVisible();
  // Back to the first screen (the business is remembered otherwise).
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, { email: 'owner@maison-eclat.example' });
  card = await openCard(page, review);
  await card.getByRole('button', { name: 'Masquer' }).click();
  const hideDialog = page.getByRole('dialog', { name: 'Masquer cet avis' });
  await hideDialog.getByRole('button', { name: 'Masquer' }).click();
  await expect(hideDialog.getByText('Le motif est obligatoire.')).toBeVisible();
  await expectAccessible(page, 'hide a review');
  await hideDialog.getByLabel('Motif').fill('Contenu hors sujet, signalé par l’équipe');
  await hideDialog.getByRole('button', { name: 'Masquer' }).click();
  await expect(page.getByText('Avis masqué ; son auteur voit le motif.')).toBeVisible();
  await expect(card.getByText('Masqué', { exact: true })).toBeVisible();
  await expect(card.getByText(/Contenu hors sujet, signalé par l’équipe/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Masquer' })).toHaveCount(0);
  await screenshot(page, testInfo, 'reviews-hidden');

  // Kept, with its reason, among the hidden ones; gone from the shop's public reviews.
  const hidden = await manager.get<StaffList>(
    `/api/backoffice/reviews?status=hidden&shopId=${review.shopId}`,
  );
  const kept = hidden.reviews.find((r) => r.id === review.id);
  expect(kept?.hidden?.reason).toBe('Contenu hors sujet, signalé par l’équipe');
  expect(kept?.reply?.text).toBe(reply);
  const published = await customer.get<{ reviews: { id: number }[] }>(`/api/reviews?shopId=${review.shopId}`);
  expect(published.reviews.map((r) => r.id)).not.toContain(review.id);
  expect(consoleErrors).toEqual([]);
});
