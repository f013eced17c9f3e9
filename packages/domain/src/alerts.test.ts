import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertsOfListedServices } from './alerts.ts';

const alert = (id: number, serviceId: number | null) => ({ id, serviceId });

describe('alertsOfListedServices (spec §4)', () => {
  it('keeps the alerts whose service a category lists, in their order', () => {
    const categories = [
      { articles: [{ id: 1 }, { id: 2 }] },
      { articles: [{ id: 2 }, { id: 7 }] },
      { articles: [] },
    ];
    const alerts = [alert(10, 7), alert(11, 3), alert(12, null), alert(13, 1), alert(14, 7)];
    expect(alertsOfListedServices(alerts, categories).map((a) => a.id)).toEqual([10, 13, 14]);
  });

  it('shows nothing when no category lists anything', () => {
    expect(alertsOfListedServices([alert(1, 1)], [])).toEqual([]);
    expect(alertsOfListedServices([alert(1, 1)], [{ articles: [] }])).toEqual([]);
  });

  it('keeps exactly the alerts of listed services, whatever the data', () => {
    const id = fc.integer({ min: 1, max: 20 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ id, serviceId: fc.option(id, { nil: null }) })),
        fc.array(fc.record({ articles: fc.array(fc.record({ id })) })),
        (alerts, categories) => {
          const listed = new Set(categories.flatMap((c) => c.articles.map((a) => a.id)));
          const kept = alertsOfListedServices(alerts, categories);
          expect(kept).toEqual(alerts.filter((a) => a.serviceId !== null && listed.has(a.serviceId)));
        },
      ),
    );
  });
});
