import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../features/journeys/lib/use-hydrated.ts';

/** A form's submit button, disabled until the page's scripts run (see useHydrated) and while busy. */
export function SubmitButton({
  busy = false,
  disabled = false,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated || busy || disabled} aria-busy={busy || undefined} {...props} />
  );
}
