import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-lang.ts';

/**
 * A 1–5 star choice as a native radio group in a fieldset (issue 22): arrow keys move between the
 * stars, the legend names the group, each star reads '4 étoiles'. `clearLabel` adds a 'no rating'
 * choice after them (the optional collaborator rating).
 */
export function StarInput({
  legend,
  name,
  value,
  onChange,
  clearLabel,
  error,
}: {
  legend: string;
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  clearLabel?: string;
  error?: string | null;
}) {
  const t = useT('reviews');
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const option =
    'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ink';
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`stars-${name}`}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-1" onPointerLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={option} onPointerEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              size={30}
              strokeWidth={1.5}
              fill={n <= shown ? 'currentColor' : 'none'}
              className={n <= shown ? 'text-ink' : 'text-muted'}
            />
            <span className="sr-only">{t('starOption', { count: n })}</span>
          </label>
        ))}
        {clearLabel ? (
          <label className={`${option} ml-2 px-3 text-sm has-[input:checked]:bg-surface`}>
            <input
              type="radio"
              name={name}
              value=""
              checked={value === null}
              onChange={() => onChange(null)}
              className="peer sr-only"
            />
            <span className="text-muted peer-checked:text-ink">{clearLabel}</span>
          </label>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
