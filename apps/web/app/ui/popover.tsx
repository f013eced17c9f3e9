import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export type PopoverProps = {
  /** The trigger's accessible name (icon buttons have no visible text). */
  label: string;
  /** What the trigger shows: an icon, a text, a badge. */
  trigger: ReactNode;
  /** The panel; receives `close` so that a chosen entry can close it. */
  children: (close: () => void) => ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  /** Classes of the wrapper: `max-sm:static` lets a phone panel line up with the header instead. */
  rootClassName?: string;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A disclosure popover (WAI-ARIA APG "disclosure navigation"): a button with aria-expanded that
 * shows a panel of links or controls. Escape and a click outside close it; focus leaving it
 * closes it too. Chosen over Radix DropdownMenu for the header menus: it costs a few hundred
 * bytes instead of ~20 KB gzip on every page (the home page budget, issue 11).
 */
export function Popover({
  label,
  trigger,
  children,
  align = 'end',
  triggerClassName = '',
  panelClassName = '',
  rootClassName = '',
  onOpenChange,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => change(false), [change]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) change(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        change(false);
        button.current?.focus();
      }
    };
    // Focus leaving the menu (Tab past its last entry) closes it.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) change(false);
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, change]);

  // The panel lines up with its trigger, but never past the screen's edges: on a 375 px phone the
  // bell sits mid-header and its panel would be cut off on the left (issue 17).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const place = () => {
      element.style.translate = '';
      const rect = element.getBoundingClientRect();
      const margin = 8;
      const width = document.documentElement.clientWidth;
      const shift =
        rect.left < margin
          ? margin - rect.left
          : rect.right > width - margin
            ? width - margin - rect.right
            : 0;
      if (shift !== 0) element.style.translate = `${Math.round(shift)}px 0`;
    };
    place();
    // The panel's content can arrive after it opens (the bell's notices) and widen it: place it
    // again whenever its size or the screen's changes. A translate does not resize it: no loop.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <div ref={root} className={`relative ${rootClassName}`}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => change(!open)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panel}
          id={id}
          data-testid="popover-panel"
          className={`absolute top-full z-40 mt-2 min-w-56 max-w-[calc(100vw-16px)] rounded-menu border border-line bg-page p-2 text-ink shadow-menu ${
            align === 'end' ? 'right-0' : 'left-0'
          } ${panelClassName}`}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
