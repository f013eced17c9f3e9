import { describe, expect, it } from 'vitest';
import { buildNavigation, type NavInput, type NavLabels } from './nav.ts';

const labels: NavLabels = {
  services: 'Prestations',
  boutique: 'Boutique',
  gift: 'Bons cadeaux',
  magazine: 'Magazine',
  contact: 'Contact',
  shop: 'Notre boutique',
  shops: 'Nos boutiques',
  home: 'Accueil',
  profile: 'Mon compte',
  panier: 'Panier',
};

const input = (over: Partial<NavInput> = {}): NavInput => ({
  eshop: true,
  giftActive: true,
  hasPosts: true,
  shopCount: 5,
  menuLabels: {},
  customMenuItems: [],
  bottomNavLeft: 'services',
  bottomNavLeftInfo: null,
  bottomNavRight: 'contact',
  bottomNavRightInfo: null,
  ...over,
});

describe('buildNavigation (spec §2 desktop navigation)', () => {
  it('lists services, shop, gift, magazine and contact in that order', () => {
    expect(buildNavigation(input(), labels).items.map((i) => [i.key, i.to])).toEqual([
      ['services', '/services'],
      ['boutique', '/boutique'],
      ['gift', '/gift'],
      ['magazine', '/magazine'],
      ['contact', '/contact'],
    ]);
  });

  it('shows the shop only with the e-shop, gift only when active, magazine only with posts', () => {
    const nav = buildNavigation(input({ eshop: false, giftActive: false, hasPosts: false }), labels);
    expect(nav.items.map((i) => i.key)).toEqual(['services', 'contact']);
  });

  it('labels contact shops with several shops and shop with one', () => {
    expect(buildNavigation(input({ shopCount: 5 }), labels).items.at(-1)?.label).toBe('Nos boutiques');
    expect(buildNavigation(input({ shopCount: 1 }), labels).items.at(-1)?.label).toBe('Notre boutique');
  });

  it("uses the business's label overrides", () => {
    const nav = buildNavigation(
      input({ menuLabels: { services: 'Nos soins', contact: ' Nos maisons ' } }),
      labels,
    );
    expect(nav.items[0]?.label).toBe('Nos soins');
    expect(nav.items.at(-1)?.label).toBe('Nos maisons');
    expect(buildNavigation(input({ menuLabels: { services: '  ' } }), labels).items[0]?.label).toBe(
      'Prestations',
    );
  });

  it('orders the Others links by their order field and drops unusable ones', () => {
    const nav = buildNavigation(
      input({
        customMenuItems: [
          { id: 1, url: 'https://b.example', label: 'B', order: 2 },
          { id: 2, url: 'https://a.example', label: 'A', order: 1 },
          { id: 3, url: 'javascript:alert(1)', label: 'X', order: 0 },
          { id: 4, url: 'https://c.example', label: ' ', order: 0 },
          { id: 5, url: '/legal', label: 'C', order: 2 },
        ],
      }),
      labels,
    );
    expect(nav.others.map((o) => o.label)).toEqual(['A', 'B', 'C']);
  });
});

describe('the mobile bottom bar (spec §2, §9)', () => {
  it('defaults to services, home, contact (shops)', () => {
    const { bottom } = buildNavigation(input(), labels);
    expect([bottom.left, bottom.home, bottom.right].map((s) => [s.key, s.label, s.to])).toEqual([
      ['services', 'Prestations', '/services'],
      ['home', 'Accueil', '/'],
      ['contact', 'Nos boutiques', '/contact'],
    ]);
  });

  it('takes the configured slots and their labels', () => {
    const { bottom } = buildNavigation(
      input({ bottomNavLeft: 'gift', bottomNavRight: 'profile', bottomNavRightInfo: 'Moi' }),
      labels,
    );
    expect(bottom.left).toEqual({ key: 'gift', label: 'Bons cadeaux', to: '/gift' });
    expect(bottom.right).toEqual({ key: 'profile', label: 'Moi', to: '/profile' });
  });

  it('falls back to the defaults for an unknown slot or one the company cannot offer', () => {
    const { bottom } = buildNavigation(
      input({ eshop: false, bottomNavLeft: 'boutique', bottomNavRight: 'nowhere' }),
      labels,
    );
    expect(bottom.left.key).toBe('services');
    expect(bottom.right.key).toBe('contact');
    expect(buildNavigation(input({ eshop: false, bottomNavLeft: 'panier' }), labels).bottom.left.key).toBe(
      'services',
    );
  });
});
