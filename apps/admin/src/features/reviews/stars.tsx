import { RATING_MAX } from '@eclat/contracts';
import { Star } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n.tsx';

/** A rating as five stars, read out as "4 sur 5" (the stars themselves are decoration). */
export function Stars({ value, label }: { value: number; label: string }) {
  const { t } = useI18n();
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="min-w-24 text-stone-700">{label}</span>
      <span role="img" aria-label={t('reviews.outOf', { value, max: RATING_MAX })} className="flex">
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed by position.
            key={i}
            aria-hidden
            size={16}
            className={i < value ? 'fill-amber-500 text-amber-600' : 'text-stone-400'}
          />
        ))}
      </span>
    </p>
  );
}
