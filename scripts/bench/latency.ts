// Latency of one request at a time: the availability month, the storefront's server render, the
// domain function alone. Percentiles over `runs` timed calls after a warm-up.

export type Percentiles = { p50: number; p95: number };

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Calls `fn` `runs` times one after the other (after min(20, runs) untimed calls), in ms. */
export async function timeRuns(runs: number, fn: () => Promise<unknown> | unknown): Promise<Percentiles> {
  for (let i = 0; i < Math.min(20, runs); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
