import type { ButtonHTMLAttributes } from 'react';
import { useMounted } from './use-mounted.ts';

/** A form's submit button, disabled until the page's scripts run (see useMounted) and while busy. */
export function SubmitButton({
  busy = false,
  disabled = false,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy?: boolean }) {
  const hydrated = useMounted();
  return (
    <button type="submit" disabled={!hydrated || busy || disabled} aria-busy={busy || undefined} {...props} />
  );
}
