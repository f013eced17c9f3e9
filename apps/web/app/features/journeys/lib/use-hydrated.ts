import { useEffect, useState } from 'react';

/**
 * Whether the page's scripts run. The journeys' forms and buttons need them (they call the API
 * from the browser): until then their buttons stay disabled, so that a tap before the scripts
 * arrive is not lost, and a form never falls back to a GET with its fields in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
