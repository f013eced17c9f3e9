import { describe, expect, it } from 'vitest';
import { discoveryTextsByPage } from '../../locales/discovery/by-page.gen.ts';
import { fr as discoveryFr } from '../../locales/discovery/fr.ts';
import { journeysTextsByPage } from '../../locales/journeys/by-page.gen.ts';
import { en } from '../../locales/journeys/en.ts';
import { fr } from '../../locales/journeys/fr.ts';
import { groupPageOf, pageGroupTexts } from './page-group-texts.server.ts';

const keysOf = (path: string) => journeysTextsByPage.find((page) => page.path === path)?.keys ?? [];

describe("the texts of its group a page's loader data carries", () => {
  it('knows the page from the pattern React Router matched', () => {
    expect(groupPageOf(':lang?')).toMatchObject({ namespace: 'discovery', path: '' });
    expect(groupPageOf(':lang?/:shop')).toMatchObject({ namespace: 'discovery', path: ':shop' });
    expect(groupPageOf(':lang?/services/:category/:service')?.namespace).toBe('discovery');
    expect(groupPageOf(':lang?/reservation')).toMatchObject({ namespace: 'journeys', path: 'reservation' });
    expect(groupPageOf(':lang?/profile')?.path).toBe('profile');
    expect(groupPageOf(':lang?/profile/orders/:id')?.path).toBe('profile/orders/:id');
    expect(groupPageOf(':lang?/profile/password-reset/:token?')?.namespace).toBe('journeys');
    // Pages of neither group, and what is not a pattern.
    expect(groupPageOf(':lang?/*')).toBeNull();
    expect(groupPageOf(':lang?/disabled')).toBeNull();
    expect(groupPageOf('/reservation')).toBeNull();
    expect(groupPageOf('')).toBeNull();
  });

  it("sends the page's keys only, in the page's language", () => {
    const booking = pageGroupTexts(':lang?/reservation', 'en', 'salon');
    expect(booking?.namespace).toBe('journeys');
    expect(Object.keys(booking?.texts ?? {})).toEqual(keysOf('reservation'));
    expect(booking?.texts.bookingKicker).toBe(en.bookingKicker);
    expect(booking?.texts.registerLink).toBeUndefined();
    const home = pageGroupTexts(':lang?', 'fr', 'salon');
    expect(home?.namespace).toBe('discovery');
    expect(Object.keys(home?.texts ?? {})).toEqual(
      discoveryTextsByPage.find((page) => page.path === '')?.keys,
    );
    expect(Object.keys(home?.texts ?? {}).length).toBeLessThan(Object.keys(discoveryFr).length);
    expect(pageGroupTexts(':lang?/*', 'fr', 'salon')).toBeNull();
  });

  it("writes the company's word for its shops into the texts", () => {
    const withWord = Object.keys(fr).find((key) =>
      /\{shopNouns?\}|\{ShopNouns?\}/.test(fr[key as keyof typeof fr]),
    );
    const page = journeysTextsByPage.find((p) => p.keys.some((key) => key === withWord));
    if (!withWord || !page) throw new Error('no journeys text names the shop');
    const pattern = `:lang?/${page.path}`;
    const spa = pageGroupTexts(pattern, 'fr', 'spa')?.texts[withWord] ?? '';
    const institut = pageGroupTexts(pattern, 'fr', 'institut')?.texts[withWord] ?? '';
    expect(spa).toMatch(/spa/i);
    expect(institut).toMatch(/institut/i);
    expect(spa).not.toMatch(/\{shop/i);
  });
});
