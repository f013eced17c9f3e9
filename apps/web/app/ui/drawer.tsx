import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** A side sheet (the mobile menu, spec §2) on Radix Dialog: focus trap, Escape, scroll lock. */
export function Drawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[color-mix(in_oklab,black_45%,transparent)] motion-safe:animate-[fade-in_200ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-page text-ink shadow-dialog motion-safe:animate-[drawer-in_220ms_ease-out]"
        >
          <div className="flex min-h-16 items-center justify-between border-b border-line px-5">
            <RadixDialog.Title className="font-menu text-sm font-medium tracking-[0.12em] uppercase">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200 hover:bg-surface"
            >
              <X aria-hidden="true" size={22} />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
