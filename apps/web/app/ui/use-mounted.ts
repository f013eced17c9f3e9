import { useEffect, useState } from 'react';

/**
 * Whether the page is interactive (hydrated). Controls that work differently with JavaScript say
 * so in a data-ready attribute, which journeys (and assistive scripts) can wait for.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
