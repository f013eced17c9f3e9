import { numberFormat } from '@eclat/domain';
import { Star } from 'lucide-react';

const FIVE = [1, 2, 3, 4, 5] as const;

/**
 * A rating as five stars (theme colours only), read as its label ('4,7 sur 5'): the stars are one
 * image for assistive technology (hidden without a label, when a text beside says it). An average
 * fills the last star in part.
 */
export function Stars({ value, label, size = 16 }: { value: number; label?: string; size?: number }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  const row = (className: string) => (
    <span className={`flex ${className}`}>
      {FIVE.map((n) => (
        <Star
          key={n}
          size={size}
          strokeWidth={1.5}
          fill="currentColor"
          className="shrink-0"
          aria-hidden="true"
        />
      ))}
    </span>
  );
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className="relative inline-flex shrink-0 align-middle"
    >
      {row('text-line')}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        {row('text-ink')}
      </span>
    </span>
  );
}

/** An average as the locale writes it with one decimal ('4,7', '4.7'). */
export function formatAverage(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
