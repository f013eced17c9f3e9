import { LOCALE_CODES } from '@eclat/contracts/langs';
import { Star } from 'lucide-react';
import { useLang, useT } from '../../lib/i18n/use-lang.ts';
import { formatAverage } from './stars.tsx';

/**
 * A shop's average on a card or beside its name (issue 22): '★ 4,7 (23)', read as a sentence.
 * Callers show it only when there are reviews (count > 0).
 */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  const t = useT('discovery');
  const lang = useLang();
  const shown = formatAverage(average, LOCALE_CODES[lang]);
  return (
    <span className="inline-flex items-center gap-1 text-sm" data-testid="rating-badge">
      <Star aria-hidden="true" size={15} strokeWidth={1.5} fill="currentColor" className="shrink-0" />
      <span aria-hidden="true" className="font-medium tabular-nums">
        {shown}
      </span>
      <span aria-hidden="true" className="text-muted tabular-nums">
        ({count})
      </span>
      <span className="sr-only">{t('ratingLabel', { average: shown, count })}</span>
    </span>
  );
}
