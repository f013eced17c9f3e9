import { addLocalDays, localDay } from '@eclat/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeArticle, makeShop, makeStorefront } from '../../test/catalogue-fixtures.ts';
import { loadReservation } from './reservation.server.ts';

let api = fakeApi({});
vi.mock('../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const LEA = { id: 7, displayName: 'Léa', visible: true };
const HUGO = { id: 8, displayName: 'Hugo', visible: true };
const today = localDay(Date.now(), 'Europe/Paris');
const tomorrow = addLocalDays(today, 1);

const slot = (day: string, hour: string, free: number[]) => ({
  start: `${day}T${hour}:00+01:00`,
  end: `${day}T${hour}:30+01:00`,
  day,
  shopStatus: 'open' as const,
  freeEmployees: free,
  busyEmployees: [],
  freeCabins: [],
  busyCabins: [],
});
const week = (slots: ReturnType<typeof slot>[]) => ({
  appointments: {
    data: [{ day: tomorrow, shopStatus: 'open', slots, employees: [LEA, HUGO], cabins: [] }],
    servicesNeedingEquipment: [],
    giftLimitReached: [],
  },
});
const anyone = week([slot(tomorrow, '09', [8]), slot(tomorrow, '10', [7, 8])]);
const leas = week([slot(tomorrow, '10', [7])]);

/** The API of one shop offering service 1, whose times answer by mode (and fail for `failing`). */
function answering(failing?: number) {
  api = fakeApi({
    '/api/shops': { shops: [makeShop({ id: 1, slug: 'marais', articles: [1] })] },
    '/api/articles/1': { article: makeArticle({ id: 1, slug: 'soin-eclat' }) },
    '/api/appointments': (query) => {
      if (query?.mode === '1') return anyone;
      if (query?.employeeid === failing) return new Error('503 Le service est indisponible.');
      return leas;
    },
  });
  api.client.withOptions.mockReturnValue(api.client);
}
const load = (search: string) =>
  loadReservation(makeStorefront(), new URL(`http://localhost/reservation${search}`));
const timesAsked = () => api.calls.filter((c) => c.path === '/api/appointments').map((c) => c.query);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the booking page with a collaborator named ("Book again", issue 17)', () => {
  it('reads their times of the same week for the first paint, beside anyone’s', async () => {
    answering();
    const page = await load('?service=1&shop=1&employee=7');
    expect(page?.employeeId).toBe(7);
    expect(page?.availability?.[0]?.slots.map((s) => s.start)).toHaveLength(2);
    expect(page?.employeeAvailability?.[0]?.slots.map((s) => s.start)).toEqual([`${tomorrow}T10:00+01:00`]);
    const [first, second] = timesAsked();
    expect(second).toMatchObject({ mode: '2', employeeid: 7, start: first?.start, end: first?.end });
  });

  it('asks nothing more without a collaborator, or for one who does not do the service', async () => {
    answering();
    expect((await load('?service=1&shop=1'))?.employeeAvailability).toBeNull();
    expect((await load('?service=1&shop=1&employee=99'))?.employeeAvailability).toBeNull();
    expect((await load('?service=1&shop=1&employee=7%00'))?.employeeAvailability).toBeNull();
    expect(timesAsked().every((q) => q?.mode === '1')).toBe(true);
  });

  it('still shows the page when their times cannot be read (the browser asks again)', async () => {
    answering(7);
    const page = await load('?service=1&shop=1&employee=7');
    expect(page?.employeeId).toBe(7);
    expect(page?.employeeAvailability).toBeNull();
    expect(page?.availability).not.toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('collaborator 7 could not be loaded'),
      expect.any(Error),
    );
  });
});
