/** A small count on an icon button (cart items, new notices); hidden from screen readers, whose label says it. */
export function Badge({ children }: { children: string | number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-on-primary ring-2 ring-header"
    >
      {children}
    </span>
  );
}
