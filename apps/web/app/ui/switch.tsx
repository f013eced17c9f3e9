import * as RadixSwitch from '@radix-ui/react-switch';

/** An on/off switch in the theme's colours (Radix: role="switch", keyboard, disabled state). */
export function Switch({
  id,
  checked,
  onCheckedChange,
  disabled = false,
  labelledBy,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-surface transition-colors duration-200 data-[state=checked]:border-primary data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60"
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-1 rounded-full bg-page shadow transition-transform duration-200 data-[state=checked]:translate-x-6" />
    </RadixSwitch.Root>
  );
}
