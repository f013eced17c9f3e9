import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeError } from '../lib/errors.ts';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { Button } from './button.tsx';

/** What happened and what to do: the error in words, and a retry when it makes sense. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  const { title, detail } = describeError(error, t);
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle aria-hidden className="mt-0.5 shrink-0" size={20} />
      <div className="flex-1">
        <p className="font-medium">{title}</p>
        {detail && <p className="mt-1 text-sm">{detail}</p>}
      </div>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/** An empty list: a sentence and a way forward. */
export function EmptyState({ title, action }: { title: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
      <Inbox aria-hidden size={28} className="text-stone-500" />
      <p>{title}</p>
      {action}
    </div>
  );
}

/** Placeholder rows shaped like the list they stand for (UI.md: skeletons, not spinners). */
export function Skeleton({ rows = 4, className = '' }: { rows?: number; className?: string }) {
  const { t } = useI18n();
  return (
    <div className={`flex flex-col gap-2 ${className}`} aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="h-12 animate-pulse rounded-lg bg-stone-200/70" />
      ))}
    </div>
  );
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info';
}) {
  const tones = {
    neutral: 'bg-stone-100 text-stone-800',
    good: 'bg-emerald-100 text-emerald-900',
    warn: 'bg-amber-100 text-amber-900',
    bad: 'bg-red-100 text-red-900',
    info: 'bg-sky-100 text-sky-900',
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}
