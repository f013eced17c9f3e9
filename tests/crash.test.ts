// Crash safety (issue 10): kill -9 the API in the middle of a burst of bookings on the embedded
// database, restart it on the same DATA_DIR, and check that it opens cleanly, that every
// acknowledged booking is there, that no collaborator is booked twice at once, and that a hold
// that expired while the process was down is released at start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { appointments, bookingOrders } from '../apps/api/src/db/schema.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'eclat-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
const PASSWORD = 'Eclat-demo-2026!';

type Order = {
  id: number;
  status: string;
  appointments: { employee: string | null; start: string; end: string; status: string }[];
};

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('crash safety on the embedded database', () => {
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged booking through a kill -9 and releases holds that expired meanwhile', async () => {
    api = await startApiProcess(env, 120_000);
    const { token: company } = await json<{ token: string }>(
      await fetch(`${api.url}/api/companies/token/host/localhost`),
    );
    const signIn = async (path: string, email: string) =>
      (
        await json<{ token: string }>(
          await fetch(`${api?.url}${path}`, {
            method: 'POST',
            headers: { company, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: PASSWORD }),
          }),
        )
      ).token;
    const customer = await signIn('/api/users/login', 'camille@example.com');
    const { shops } = await json<{ shops: { id: number; booker: { active: boolean } }[] }>(
      await fetch(`${api.url}/api/shops`, { headers: { company } }),
    );
    const shopId = shops.find((s) => s.booker.active)?.id as number;
    const { articles } = await json<{
      articles: { id: number; booker: { pricesByShops: { boutiqueId: number }[] } }[];
    }>(await fetch(`${api.url}/api/articles?type=1`, { headers: { company } }));
    const serviceId = articles.find((a) => a.booker.pricesByShops.some((p) => p.boutiqueId === shopId))
      ?.id as number;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10);
    const availability = await json<{ appointments: { data: { slots: { start: string }[] }[] } }>(
      await fetch(
        `${api.url}/api/appointments?shopid=${shopId}&serviceid=${serviceId}&start=${start}&end=${end}`,
        { headers: { company } },
      ),
    );
    const slots = availability.appointments.data.flatMap((d) => d.slots.map((s) => s.start));
    expect(slots.length).toBeGreaterThan(50);

    // The burst: 240 bookings over 60 slots (4 per slot, more than some slots can take), with the
    // process killed without warning while they are in flight.
    const acknowledged: number[] = [];
    const target = api;
    const burst = Array.from({ length: 240 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 4));
      try {
        const res = await fetch(`${target.url}/api/appointments`, {
          method: 'POST',
          headers: { company, authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ shopId, serviceIds: [serviceId], start: slots[i % 60] }),
        });
        if (res.status === 201) acknowledged.push((await json<{ order: { id: number } }>(res)).order.id);
      } catch {
        // the process died under this request: it was never acknowledged
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    target.child.kill('SIGKILL');
    await Promise.all(burst);
    await target.stop();
    expect(acknowledged.length).toBeGreaterThan(0);

    // While the process is down, a hold runs out (its payment never came).
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const [someAppointment] = await database.db.select().from(appointments).limit(1);
    if (!someAppointment) throw new Error('no appointment after the burst');
    const past = new Date(Date.now() - 3_600_000);
    const [order] = await database.db
      .insert(bookingOrders)
      .values({
        companyId: someAppointment.companyId,
        shopId: someAppointment.shopId,
        customerId: someAppointment.customerId,
        status: 'pending',
        total: 1000,
        expiresAt: past,
      })
      .returning({ id: bookingOrders.id });
    await database.db.insert(appointments).values({
      companyId: someAppointment.companyId,
      shopId: someAppointment.shopId,
      bookingOrderId: order?.id,
      customerId: someAppointment.customerId,
      articleId: someAppointment.articleId,
      employeeId: someAppointment.employeeId,
      startsAt: new Date('2031-01-07T09:00:00Z'),
      endsAt: new Date('2031-01-07T10:00:00Z'),
      status: 'held',
      holdExpiresAt: past,
    });
    await database.close();

    // Restart on the same directory: it opens cleanly, with everything acknowledged.
    api = await startApiProcess(env, 120_000);
    const manager = await signIn('/api/cmpusers/login', 'manager@maison-eclat.example');
    const staff = { company, authorization: `Bearer ${manager}` };
    for (const id of acknowledged) {
      const res = await fetch(`${api.url}/api/stats/booking-orders/${id}`, { headers: staff });
      expect(res.status, `acknowledged order ${id}`).toBe(200);
      const { order: kept } = await json<{ order: Order }>(res);
      expect(kept.appointments.length).toBeGreaterThan(0);
    }
    const page = await json<{ orders: Order[] }>(
      await fetch(`${api.url}/api/stats/booking-orders?itemPerPage=100&shops=${shopId}`, { headers: staff }),
    );
    const busy = page.orders
      .flatMap((o) => o.appointments)
      .filter((a) => ['held', 'confirmed', 'honoured', 'no_show'].includes(a.status));
    for (const a of busy) {
      const overlapping = busy.filter(
        (b) => b !== a && b.employee === a.employee && b.start < a.end && a.start < b.end,
      );
      expect(overlapping, `${a.employee} at ${a.start}`).toEqual([]);
    }
    const expired = await json<{ order: Order }>(
      await fetch(`${api.url}/api/stats/booking-orders/${order?.id}`, { headers: staff }),
    );
    expect(expired.order.status).toBe('expired');
    expect(expired.order.appointments.every((a) => a.status === 'expired')).toBe(true);
  }, 300_000);
});
