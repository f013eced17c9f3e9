import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'error' | 'success';
const ICONS = { info: Info, error: CircleAlert, success: CircleCheck } as const;

/**
 * A message in the page (what happened, what to do: UI.md "every state designed"). Errors are
 * announced at once (role alert), the others politely (role status). Theme colours only.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  className = '',
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={`flex gap-3 rounded-xl border border-line bg-surface p-4 text-sm ${tone === 'error' ? 'border-l-4 border-l-ink' : tone === 'success' ? 'border-l-4 border-l-primary' : ''} ${className}`}
    >
      <Icon aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className="text-ink">{children}</div> : null}
      </div>
    </div>
  );
}
