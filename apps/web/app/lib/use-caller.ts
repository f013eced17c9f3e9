import { useMemo } from 'react';
import type { ApiCaller } from '../features/journeys/api/journey-api.ts';
import { useShell } from '../features/shell/use-shell.ts';

/** The company and language every browser call carries (spec §7). */
export function useCaller(): ApiCaller {
  const { token, lang } = useShell();
  return useMemo(() => ({ companyToken: token, lang }), [token, lang]);
}
