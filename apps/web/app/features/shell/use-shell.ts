import { useRouteLoaderData } from 'react-router';
import type { Shell } from '../../lib/shell-types.ts';

/** The root loader's shell, or undefined on an error page rendered before any company loaded. */
export function useOptionalShell(): Shell | undefined {
  return useRouteLoaderData('root') as Shell | undefined;
}

/** The shell, for components that only render inside the storefront's chrome. */
export function useShell(): Shell {
  const shell = useOptionalShell();
  if (!shell) throw new Error('useShell outside of a loaded storefront');
  return shell;
}
