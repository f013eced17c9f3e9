/** The booking step of the journeys (issue 8): /reservation?service={id}&shop={shopId?}. */
export function bookingPathFor(serviceId: number, shopId: number | null): string {
  const query = new URLSearchParams({ service: String(serviceId) });
  if (shopId !== null) query.set('shop', String(shopId));
  return `/reservation?${query}`;
}
