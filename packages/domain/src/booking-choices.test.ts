import { describe, expect, it } from 'vitest';
import { chainChoice, collaboratorsByService, distinctServices } from './booking-choices.ts';

const elodie = { id: 10, displayName: 'Élodie', visible: true };
const yasmine = { id: 11, displayName: 'Yasmine', visible: true };
const nora = { id: 12, displayName: 'Nora', visible: true };
const manon = { id: 13, displayName: 'Manon', visible: false };

describe('who may be chosen for each service', () => {
  it("names a chain's collaborators per service, visible ones only, each once, by name", () => {
    const days = [
      {
        employees: [],
        chain: [
          { serviceId: 1, employees: [yasmine, elodie, manon] },
          { serviceId: 2, employees: [nora] },
        ],
      },
      {
        employees: [],
        chain: [
          { serviceId: 1, employees: [elodie] },
          { serviceId: 2, employees: [] },
        ],
      },
    ];
    const people = collaboratorsByService(days, [1, 2]);
    expect(people.get(1)?.map((p) => p.displayName)).toEqual(['Élodie', 'Yasmine']);
    expect(people.get(2)?.map((p) => p.displayName)).toEqual(['Nora']);
  });

  it("names a single service's collaborators from the day's list, however many times it is booked", () => {
    const people = collaboratorsByService(
      [{ employees: [nora, elodie, manon] }, { employees: [nora] }],
      [3, 3],
    );
    expect([...people.keys()]).toEqual([3]);
    expect(people.get(3)?.map((p) => p.id)).toEqual([10, 12]);
  });

  it('lists the distinct services in booking order', () => {
    expect(distinctServices([4, 2, 4, 1])).toEqual([4, 2, 1]);
  });
});

describe('what the choices send', () => {
  it('sends one entry per booked service, null for anyone, and nothing when all are anyone', () => {
    expect(chainChoice([1, 2, 1], { 1: 11 })).toEqual([11, null, 11]);
    expect(chainChoice([1, 2], { 1: null, 2: null })).toBeNull();
    expect(chainChoice([1, 2], {})).toBeNull();
  });
});
