import { useMemo } from 'react';
import { useShell } from '../features/shell/use-shell.ts';
import type { ApiCaller } from './browser-api.ts';

/** The company and language every browser call carries (spec §7). */
export function useCaller(): ApiCaller {
  const { token, lang } = useShell();
  return useMemo(() => ({ companyToken: token, lang }), [token, lang]);
}
