export type TimeChip = { id: string; label: string };

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
}: {
  chips: TimeChip[];
  selected: string | null;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {chips.map((chip) => {
        const isSelected = chip.id === selected;
        return (
          <li key={chip.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              data-value={chip.id}
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
