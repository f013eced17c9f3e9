import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeCategory, makeStorefront } from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import { loadNotices, plainText } from './notices.server.ts';

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

describe('plainText (one-line summaries of the bell menu)', () => {
  it('drops tags, decodes the common entities and collapses spaces', () => {
    expect(plainText('<p>Atelier&nbsp;<strong>masque</strong> &amp; thé</p>\n<p>Six places</p>')).toBe(
      'Atelier masque & thé Six places',
    );
  });

  it('shortens long texts with an ellipsis', () => {
    const text = plainText(`<p>${'a'.repeat(300)}</p>`, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('loadNotices: the bell (spec §4)', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const window = { start: '2026-05-01T00:00:00Z', end: '2026-07-01T00:00:00Z' };
  const alert = (id: number, serviceId: number | null, body: string) => ({ id, serviceId, body, ...window });
  const company = makeCompany({ booker: { ...makeCompany().booker, alertMessages: true } });

  it('shows the current alerts whose service is found in the categories, and no other', async () => {
    api = fakeApi({
      '/api/events': { events: [] },
      '/api/alerts': {
        alerts: [
          alert(1, 10, '<p>Soin visage : nouveaux horaires</p>'),
          alert(2, 99, '<p>Service rangé dans aucune catégorie</p>'),
          alert(3, 20, '<p>Massage : complet samedi</p>'),
          { ...alert(4, 10, '<p>Passée</p>'), end: '2026-05-10T00:00:00Z' },
        ],
      },
      '/api/categories': {
        categories: [
          makeCategory({ id: 1, slug: 'visage', articles: [{ id: 10, slug: 'soin' }] }),
          makeCategory({ id: 2, slug: 'massages', articles: [{ id: 20, slug: 'massage' }] }),
        ],
      },
    });
    const notices = await loadNotices(makeStorefront({ company }), now);
    expect(notices.alerts.map((a) => a.id)).toEqual([1, 3]);
    expect(notices.alerts[0]?.summary).toBe('Soin visage : nouveaux horaires');
  });

  it('shows no alert when the categories cannot be loaded (no service can be matched)', async () => {
    api = fakeApi({
      '/api/events': { events: [] },
      '/api/alerts': { alerts: [alert(1, 10, 'x')] },
      '/api/categories': new Error('down'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await loadNotices(makeStorefront({ company }), now)).alerts).toEqual([]);
  });
});
