import { numberFormat } from '@eclat/domain';
import type { CSSProperties } from 'react';

/**
 * A rating as five stars (theme colours only, `.stars` in app.css), read as its label ('4,7 sur
 * 5'): one image for assistive technology (hidden without a label, when a text beside says it).
 * An average fills the last star in part.
 */
export function Stars({ value, label, size = 16 }: { value: number; label?: string; size?: number }) {
  const style = {
    '--stars-size': `${size}px`,
    '--stars-filled': `${Math.max(0, Math.min(5, value)) * 20}%`,
  } as CSSProperties;
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className="stars"
      style={style}
    />
  );
}

/** An average as the locale writes it with one decimal ('4,7', '4.7'). */
export function formatAverage(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
