import { useId } from 'react';
import { linePath, niceTicks } from './chart-math.ts';

export const PALETTE = [
  '#115e59',
  '#b45309',
  '#6d28d9',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
  '#a21caf',
  '#57534e',
];

export type Series = { key: string; label: string; color: string; values: number[] };

const W = 720;
const H = 260;
const PAD = { left: 56, right: 12, top: 12, bottom: 36 };

/**
 * Values over time as inline SVG (no chart library): stacked bars, or one line per series. The
 * same numbers are in a table for screen readers, and the legend names every series.
 */
export function TimeChart({
  title,
  periods,
  periodLabel,
  series,
  format,
  kind,
}: {
  title: string;
  periods: string[];
  periodLabel: (period: string) => string;
  series: Series[];
  format: (value: number) => string;
  kind: 'bars' | 'lines';
}) {
  const id = useId();
  const totals = periods.map((_, i) => series.reduce((s, serie) => s + (serie.values[i] ?? 0), 0));
  const max = kind === 'bars' ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const slot = innerW / Math.max(periods.length, 1);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const labelEvery = Math.ceil(periods.length / 8);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={id} className="font-semibold">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={id} className="h-auto w-full">
        <title>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e7e5e4" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#57534e">
              {format(tick)}
            </text>
          </g>
        ))}
        {periods.map((period, i) =>
          i % labelEvery === 0 ? (
            <text
              key={period}
              x={x(i)}
              y={H - PAD.bottom + 16}
              textAnchor="middle"
              fontSize="11"
              fill="#57534e"
            >
              {periodLabel(period)}
            </text>
          ) : null,
        )}
        {kind === 'bars'
          ? periods.map((period, i) => {
              let base = 0;
              return (
                <g key={period}>
                  {series.map((serie) => {
                    const v = serie.values[i] ?? 0;
                    const y0 = y(base);
                    base += v;
                    const y1 = y(base);
                    return v > 0 ? (
                      <rect
                        key={serie.key}
                        x={x(i) - Math.min(slot * 0.35, 18)}
                        width={Math.min(slot * 0.7, 36)}
                        y={y1}
                        height={Math.max(y0 - y1, 0)}
                        fill={serie.color}
                      >
                        <title>{`${periodLabel(period)} · ${serie.label}: ${format(v)}`}</title>
                      </rect>
                    ) : null;
                  })}
                </g>
              );
            })
          : series.map((serie) => (
              <g key={serie.key}>
                <path
                  d={linePath(serie.values.map((v, i) => ({ x: x(i), y: y(v) })))}
                  fill="none"
                  stroke={serie.color}
                  strokeWidth="2.5"
                />
                {serie.values.map((v, i) => (
                  <circle key={periods[i]} cx={x(i)} cy={y(v)} r="3" fill={serie.color}>
                    <title>{`${periodLabel(periods[i] ?? '')} · ${serie.label}: ${format(v)}`}</title>
                  </circle>
                ))}
              </g>
            ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.map((serie) => (
          <li key={serie.key} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block size-3 rounded-sm"
              style={{ background: serie.color }}
            />
            {serie.label}
          </li>
        ))}
      </ul>
      {/* A table ignores width: the wrapper is what hides it without widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">—</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, i) => (
              <tr key={period}>
                <th scope="row">{periodLabel(period)}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A ranking as horizontal bars, with its numbers written next to each bar. */
export function RankChart({
  title,
  items,
  format,
}: {
  title: string;
  items: { key: string; label: string; value: number; note?: string }[];
  format: (v: number) => string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <figure>
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <ol className="flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.key}
            className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
          >
            <span className="truncate" title={item.label}>
              {item.label}
            </span>
            <span
              aria-hidden
              className="h-3 rounded-sm bg-brand-800"
              style={{ width: `${(item.value / max) * 100}%` }}
            />
            <span className="tabular-nums">
              {format(item.value)}
              {item.note ? <span className="text-stone-600"> · {item.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
