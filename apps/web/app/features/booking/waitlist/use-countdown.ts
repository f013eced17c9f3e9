import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `deadline`, ticking every second, on the server's clock: the browser's
 * may be minutes off, so it is corrected by the difference seen when `serverNow` arrived (once
 * per page data, not again when only the deadline moves).
 */
export function useCountdown(deadline: string, serverNow: string): number {
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => end - Date.parse(serverNow));
  const clock = useRef<{ serverNow: string; offset: number } | null>(null);
  useEffect(() => {
    if (clock.current?.serverNow !== serverNow)
      clock.current = { serverNow, offset: Date.parse(serverNow) - Date.now() };
    const { offset } = clock.current;
    const tick = () => setLeft(end - (Date.now() + offset));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, serverNow]);
  return left;
}
