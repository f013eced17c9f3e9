import type { ReactNode } from 'react';

/** The frame of the sign-in pages: one narrow column, mobile first. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-8 px-5 pt-8 pb-20 sm:pt-14">
      {children}
    </main>
  );
}
