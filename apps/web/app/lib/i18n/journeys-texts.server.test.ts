import { describe, expect, it } from 'vitest';
import { journeysTextsByPage } from '../../locales/journeys/by-page.gen.ts';
import { en } from '../../locales/journeys/en.ts';
import { fr } from '../../locales/journeys/fr.ts';
import { journeysPageOf, journeysTexts } from './journeys-texts.server.ts';

const keysOf = (path: string) => journeysTextsByPage.find((page) => page.path === path)?.keys ?? [];

describe("the journeys texts a page's loader data carries", () => {
  it('finds the page of a path in any language, with its parameters and a trailing slash', () => {
    expect(journeysPageOf('/reservation')?.path).toBe('reservation');
    expect(journeysPageOf('/en/reservation/')?.path).toBe('reservation');
    expect(journeysPageOf('/de/profile/orders/12')?.path).toBe('profile/orders/:id');
    expect(journeysPageOf('/profile')?.path).toBe('profile');
    expect(journeysPageOf('/it/profile/password-reset')?.path).toBe('profile/password-reset/:token?');
    expect(journeysPageOf('/Panier')?.path).toBe('panier');
    // A client-side navigation's call for the loader data (single fetch).
    expect(journeysPageOf('/en/reservation.data')?.path).toBe('reservation');
    expect(journeysPageOf('/profile/orders/12.data')?.path).toBe('profile/orders/:id');
    expect(journeysPageOf('/_.data')).toBeNull();
    expect(journeysPageOf('/reservation/nowhere/at/all')).toBeNull();
    expect(journeysPageOf('/paris-marais')).toBeNull();
  });

  it("sends the page's keys only, in the page's language", () => {
    const texts = journeysTexts('/en/reservation', 'en', 'salon');
    expect(Object.keys(texts)).toEqual(keysOf('reservation'));
    expect(texts.bookingKicker).toBe(en.bookingKicker);
    expect(texts.registerLink).toBeUndefined();
    expect(Object.keys(journeysTexts('/auth/customer/login', 'fr', 'salon'))).toEqual(
      keysOf('auth/customer/login'),
    );
  });

  it("writes the company's word for its shops into the texts", () => {
    const withWord = Object.keys(fr).find((key) =>
      /\{shopNouns?\}|\{ShopNouns?\}/.test(fr[key as keyof typeof fr]),
    );
    const page = journeysTextsByPage.find((p) => p.keys.some((key) => key === withWord));
    if (!withWord || !page) throw new Error('no journeys text names the shop');
    const path = `/${page.path.replace(/:[a-zA-Z]+\??/g, '1')}`;
    const spa = journeysTexts(path, 'fr', 'spa')[withWord] ?? '';
    const institut = journeysTexts(path, 'fr', 'institut')[withWord] ?? '';
    expect(spa).toMatch(/spa/i);
    expect(institut).toMatch(/institut/i);
    expect(spa).not.toMatch(/\{shop/i);
  });

  it('sends the whole catalogue for a path no page matches', () => {
    expect(Object.keys(journeysTexts('/somewhere-else', 'fr', 'salon'))).toHaveLength(Object.keys(fr).length);
  });
});
