import { describe, expect, it } from 'vitest';
import { makeStorefront } from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import { loadLegal, splitLeadingHeading } from './legal.server.ts';

describe('the legal page (spec §2 anchors #rgpd, #mentions, #cgv, #cgu)', () => {
  it('has the four sections in order, with the business texts', () => {
    const company = makeCompany({
      textLegals: { rgpd: '<h2>Vos données &amp; vous</h2><p>Texte</p>', cgv: '<p>Ventes</p>', cookies: 'x' },
    });
    const data = loadLegal(makeStorefront({ company }));
    expect(data.sections.map((s) => s.id)).toEqual(['rgpd', 'mentions', 'cgv', 'cgu']);
    expect(data.sections[0]).toEqual({ id: 'rgpd', title: 'Vos données & vous', html: '<p>Texte</p>' });
    expect(data.sections[1]).toMatchObject({ title: 'Mentions légales', html: '' });
    expect(data.sections[2]).toMatchObject({ title: 'Conditions générales de vente', html: '<p>Ventes</p>' });
  });

  it('takes a leading heading as the title only when the text opens with one', () => {
    expect(splitLeadingHeading('<p>a</p><h2>b</h2>')).toEqual({ heading: null, body: '<p>a</p><h2>b</h2>' });
    expect(splitLeadingHeading('  <h3 class="x">Titre <em>ici</em></h3> <p>z</p>')).toEqual({
      heading: 'Titre ici',
      body: '<p>z</p>',
    });
  });
});
