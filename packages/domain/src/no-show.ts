// No-show figures (issue 20 item 8). What a no-show costs is the policy's (booking-policy.ts
// noShowFee: the fee of the policy saved with the appointment, never today's).

/** The share of no-shows among the appointments whose attendance is known (0 when none is). */
export function noShowRate(honoured: number, noShows: number): number {
  return honoured + noShows === 0 ? 0 : noShows / (honoured + noShows);
}
