import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visually hide the title when the content shows its own heading (it stays the accessible name). */
  hideTitle?: boolean;
  closeLabel: string;
  children: ReactNode;
  /** Tailwind width/height limits of the panel (spec §9 sizes per dialog). */
  sizeClassName?: string;
  className?: string;
  /** Surface colours; the events carousel wears the events colours of the theme. */
  surfaceClassName?: string;
  description?: string;
};

/**
 * The storefront's modal dialog on Radix (focus trap, Escape, aria-modal, scroll lock). Only
 * imported by lazily loaded features, so Radix stays out of the first page load.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  closeLabel,
  children,
  sizeClassName = 'max-w-lg',
  className = '',
  surfaceClassName = 'bg-page text-ink',
  description,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[color-mix(in_oklab,black_45%,transparent)] motion-safe:animate-[fade-in_200ms_ease-out]" />
        <RadixDialog.Content
          // Radix wants a description or an explicit "none": most dialogs here are described by their content.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-dialog shadow-dialog motion-safe:animate-[dialog-in_220ms_ease-out] ${surfaceClassName} ${sizeClassName} ${className}`}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'font-heading text-2xl leading-tight'}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              data-dialog-close=""
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors duration-200 hover:bg-[color-mix(in_oklab,currentColor_10%,transparent)]"
            >
              <X aria-hidden="true" size={22} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-2 pb-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
