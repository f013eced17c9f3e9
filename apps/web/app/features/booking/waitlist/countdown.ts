// The offer's remaining time (issue 21, WCAG 2.2.1 and 4.1.3): shown to the second, but said to
// screen readers only at a few steps, never every second.

/** The minutes left at which the remaining time is announced. */
export const ANNOUNCED_MINUTES = [10, 5, 2, 1] as const;

/** "mm:ss" (or "h:mm:ss" past an hour) of a duration; 0 below zero. */
export function clockText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The step to announce for this much time left: the largest announced minute count the time is
 * at or under, 0 once over, null above every step. A message changes only when this does.
 */
export function announceStep(msLeft: number): number | null {
  if (msLeft <= 0) return 0;
  const steps = ANNOUNCED_MINUTES.filter((minutes) => msLeft <= minutes * 60_000);
  return steps.length > 0 ? Math.min(...steps) : null;
}
