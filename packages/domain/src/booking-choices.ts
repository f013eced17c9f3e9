// The collaborator a visitor chooses for each service of a booking (ADR 0017): who may be
// offered by name for which service, and what the choices send to GET and POST /api/appointments.

type PersonLike = { id: number; displayName: string; visible: boolean };
type DayLike<P extends PersonLike> = {
  employees: readonly P[];
  chain?: readonly { serviceId: number; employees: readonly P[] }[];
};

/** The distinct services of a booking, in order of first appearance. */
export const distinctServices = (serviceIds: readonly number[]): number[] => [...new Set(serviceIds)];

/**
 * Per service of the booking, the visible collaborators who perform it over the days shown, each
 * once, by name. A chain's days name them per service; a single service's days in `employees`.
 * Hidden people still work, they are just not offered by name.
 */
export function collaboratorsByService<P extends PersonLike>(
  days: readonly DayLike<P>[],
  serviceIds: readonly number[],
): Map<number, P[]> {
  const services = distinctServices(serviceIds);
  const found = new Map<number, Map<number, P>>(services.map((id) => [id, new Map()]));
  const add = (serviceId: number, people: readonly P[]) => {
    const into = found.get(serviceId);
    if (into) for (const p of people) if (p.visible) into.set(p.id, p);
  };
  for (const day of days) {
    if (day.chain) for (const part of day.chain) add(part.serviceId, part.employees);
    else if (services.length === 1) add(services[0] as number, day.employees);
  }
  const byName = (a: P, b: P) => a.displayName.localeCompare(b.displayName) || a.id - b.id;
  return new Map([...found].map(([id, people]) => [id, [...people.values()].sort(byName)]));
}

/**
 * The collaborator chosen for each booked service, in booking order (employeeids / employeeIds),
 * or null when every service is left to anyone (the plain request).
 */
export function chainChoice(
  serviceIds: readonly number[],
  chosen: Readonly<Record<number, number | null>>,
): (number | null)[] | null {
  const choice = serviceIds.map((id) => chosen[id] ?? null);
  return choice.some((id) => id !== null) ? choice : null;
}
