import { describe, expect, it } from 'vitest';
import { articleJsonLd, productJsonLd, salonType, shopJsonLd } from './structured-data.ts';

describe('schema.org structured data (issue 7)', () => {
  it('tells a hair salon, a day spa and a beauty salon apart from the service categories', () => {
    expect(salonType(['Coiffure femme', 'Coupe homme & barbe', 'Coloration cheveux'].slice(0, 1))).toBe(
      'HairSalon',
    );
    expect(salonType(['Yoga & méditation', 'Massages & soins'])).toBe('DaySpa');
    expect(
      salonType(['Soins du visage', 'Massages & rituels', 'Mains & pieds', 'Épilation', 'Coiffure']),
    ).toBe('BeautySalon');
    expect(salonType([])).toBe('BeautySalon');
  });

  it('gives a shop its address, position and opening hours', () => {
    const data = shopJsonLd('BeautySalon', {
      name: 'Maison Éclat Marais',
      url: 'http://localhost/paris-marais',
      description: '',
      image: null,
      phone: '+33 1',
      email: null,
      address: { street: '24 rue de Bretagne', zipcode: '75003', city: 'Paris', country: 'France' },
      position: { lat: 48.86, lng: 2.36 },
      openingHours: { '2': [{ status: 'open', hours: [{ start: '10:00', end: '24:00' }] }] },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Maison Éclat Marais',
      url: 'http://localhost/paris-marais',
      telephone: '+33 1',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '24 rue de Bretagne',
        postalCode: '75003',
        addressLocality: 'Paris',
        addressCountry: 'France',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.86, longitude: 2.36 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Tuesday',
          opens: '10:00',
          closes: '23:59',
        },
      ],
    });
  });

  it('gives a product its offer in currency units and its availability', () => {
    const data = productJsonLd({
      name: 'Sérum',
      url: 'u',
      description: '',
      images: [],
      sku: null,
      price: 5900,
      currency: 'EUR',
      inStock: false,
      brand: 'Maison Éclat',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      offers: { price: '59.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('keeps an article headline within 110 characters', () => {
    const data = articleJsonLd({
      headline: 'x'.repeat(200),
      url: 'u',
      description: '',
      image: null,
      datePublished: null,
      dateModified: '2026-01-01T00:00:00Z',
      publisher: 'P',
      lang: 'fr',
    }) as { headline: string };
    expect(data.headline).toHaveLength(110);
  });
});
