// Who takes each service of a chain booked back to back (ADR 0017). Pure: the free people (or
// cabins) of each part come from computeAvailability's slot, the booked time from the database.

import type { Slot, SlotSegment } from './availability.ts';
import { rankCandidates } from './booking-rules.ts';

/**
 * For each part of a chain, the resources to try in order. The first of each list forms the plan
 * with the fewest changes from one part to the next (the same collaborator for the whole chain
 * whenever one is free for all of it; the same cabin when the customer can stay in it): walking
 * the parts in order, each run goes to the one free for the longest stretch from there, which
 * needs the fewest runs of all plans. Among equals, and for the fallbacks that follow each first
 * choice (tried when a concurrent booking took it meanwhile), the least booked that day comes
 * first, ties broken at random so that concurrent requests spread (rankCandidates).
 * A part with nobody free answers an empty list.
 */
export function planChain(
  free: readonly (readonly number[])[],
  bookedMinutesToday: ReadonlyMap<number, number>,
  random: () => number = Math.random,
): number[][] {
  const everyone = [...new Set(free.flat())];
  const order = rankCandidates(everyone, bookedMinutesToday, random);
  const rank = new Map(order.map((id, i) => [id, i]));
  const ranked = free.map((ids) => [...new Set(ids)].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)));
  const planned: (number | undefined)[] = [];
  let part = 0;
  while (part < ranked.length) {
    let best: number | undefined;
    let bestRun = 0;
    for (const id of ranked[part] ?? []) {
      let run = 1;
      while (part + run < ranked.length && ranked[part + run]?.includes(id)) run += 1;
      if (run > bestRun) {
        best = id;
        bestRun = run;
      }
    }
    if (best === undefined) {
      planned.push(undefined);
      part += 1;
      continue;
    }
    for (let k = 0; k < bestRun; k++) planned.push(best);
    part += bestRun;
  }
  return ranked.map((ids, k) => {
    const first = planned[k];
    return first === undefined ? [] : [first, ...ids.filter((id) => id !== first)];
  });
}

/** A slot's parts: its `segments` for a chain, the slot itself for one service. */
export function slotParts(slot: Slot, serviceIds: readonly number[]): SlotSegment[] {
  if (slot.segments) return slot.segments;
  return [
    {
      serviceId: serviceIds[0] ?? 0,
      start: slot.start,
      end: slot.end,
      freeEmployees: slot.freeEmployees,
      freeCabins: slot.freeCabins,
    },
  ];
}
