export type StripDay = {
  day: string;
  /** Short weekday and day number as the locale writes them ('mar.', '3'). */
  weekday: string;
  number: string;
  /** Full accessible name ('mardi 3 mars'). */
  label: string;
  /** Closed or without free time: greyed and not focusable (UI.md). */
  disabled: boolean;
  today: boolean;
};

/**
 * A horizontal strip of days (UI.md "DateStrip"): today marked, closed days greyed and skipped by
 * the keyboard, the chosen day pressed.
 */
export function DateStrip({
  days,
  selected,
  onSelect,
  label,
  todayLabel,
}: {
  days: StripDay[];
  selected: string | null;
  onSelect: (day: string) => void;
  label: string;
  todayLabel: string;
}) {
  return (
    <fieldset className="-mx-5 flex min-w-0 snap-x gap-2 overflow-x-auto px-5 pb-2">
      <legend className="sr-only">{label}</legend>
      {days.map((d) => {
        const isSelected = d.day === selected;
        return (
          <button
            key={d.day}
            type="button"
            disabled={d.disabled}
            aria-pressed={isSelected}
            aria-label={d.today ? `${d.label} (${todayLabel})` : d.label}
            onClick={() => onSelect(d.day)}
            className={`flex min-h-16 min-w-14 shrink-0 snap-start flex-col items-center justify-center rounded-xl border px-2 py-2 text-sm transition-colors duration-150 ${
              isSelected
                ? 'border-primary bg-primary text-on-primary'
                : d.disabled
                  ? 'cursor-not-allowed border-line text-muted opacity-60'
                  : 'border-line bg-page hover:border-primary'
            } ${d.today && !isSelected ? 'ring-2 ring-primary/40 ring-inset' : ''}`}
          >
            <span className="text-xs uppercase">{d.weekday}</span>
            <span className="text-lg font-medium tabular-nums">{d.number}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
