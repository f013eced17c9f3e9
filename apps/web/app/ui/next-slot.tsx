import { CalendarClock } from 'lucide-react';
import { useT } from '../lib/i18n/use-lang.ts';

/** "Prochain créneau : demain 10:30" on a shop or service card (issue 17); nothing when unknown. */
export function NextSlot({ label }: { label: string | null | undefined }) {
  const t = useT('discovery');
  if (!label) return null;
  return (
    <p data-testid="next-slot" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink">
      <CalendarClock aria-hidden="true" size={14} className="shrink-0 text-primary" />
      {t('nextSlot', { when: label })}
    </p>
  );
}
