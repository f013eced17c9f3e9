/**
 * The booking step of the journeys (issue 8): /reservation?service={id}&shop={shopId?}, and
 * &employee={id} to preselect a collaborator ("Book again", issue 17).
 */
export function bookingPathFor(
  serviceId: number,
  shopId: number | null,
  employeeId: number | null = null,
): string {
  const query = new URLSearchParams({ service: String(serviceId) });
  if (shopId !== null) query.set('shop', String(shopId));
  if (employeeId !== null) query.set('employee', String(employeeId));
  return `/reservation?${query}`;
}
