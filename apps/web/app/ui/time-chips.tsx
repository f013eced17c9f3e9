export type TimeChip = { id: string; label: string };

/**
 * The Element Timing name of the first free time a booking page shows (issue 19): the browser
 * records when it is painted (PerformanceObserver type 'element'), which scripts/bench/booking-page.ts
 * reads as "first slots visible".
 */
export const FIRST_SLOT_TIMING = 'first-slot';

/**
 * The id of an empty element right after the free times a booking page shows (both layouts). The
 * page's `<link rel="expect" blocking="render">` names it: the browser paints the page's first frame
 * once the times are parsed, not a frame of heading and calendar before them.
 */
export const TIMES_PARSED_ID = 'times-parsed';

/**
 * Times to choose (UI.md "TimeChips"): one button per free time, the chosen one pressed, at least
 * 44 px high.
 */
export function TimeChips({
  chips,
  selected,
  onSelect,
  label,
  className = '',
  timing,
}: {
  chips: TimeChip[];
  selected: string | null;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
  /** An Element Timing name for the first chip (`elementtiming`); none by default. */
  timing?: string;
}) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {chips.map((chip, index) => {
        const isSelected = chip.id === selected;
        // React passes the lowercase attribute through; its types do not list it.
        const elementTiming = timing && index === 0 ? { elementtiming: timing } : {};
        return (
          <li key={chip.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              data-value={chip.id}
              {...elementTiming}
              onClick={() => onSelect(chip.id)}
              className={`min-h-11 min-w-[4.5rem] rounded-full border px-3 text-sm font-medium tabular-nums transition-colors duration-150 ${
                isSelected
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line bg-page hover:border-primary hover:bg-surface'
              }`}
            >
              {chip.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
