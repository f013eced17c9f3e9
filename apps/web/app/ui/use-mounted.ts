import { useEffect, useState } from 'react';

/**
 * Whether the page is interactive (hydrated). Controls that work differently with JavaScript say
 * so in a data-ready attribute, which journeys (and assistive scripts) can wait for. Forms and
 * buttons that need the scripts (they call the API from the browser) stay disabled until then,
 * so that a tap before the scripts arrive is not lost, and a form never falls back to a GET with
 * its fields in the address.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
