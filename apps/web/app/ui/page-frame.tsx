import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-lang.ts';
import { Link } from './link.tsx';

/** The main landmark of a discovery page, in the site container (skip link target #main). */
export function PageFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" className={`mx-auto w-full max-w-site px-5 pt-6 pb-24 sm:pt-10 ${className}`}>
      {children}
    </main>
  );
}

export type Crumb = { label: string; to?: string };

/** Where the page sits (home › services › category); the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT('discovery');
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-5 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHeading({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <header className="mb-8 max-w-2xl">
      <h1 className="font-heading text-4xl leading-tight tracking-tight sm:text-5xl">{title}</h1>
      {intro ? <p className="mt-3 text-lg leading-relaxed text-muted">{intro}</p> : null}
    </header>
  );
}

/** A list that could not be loaded, or has nothing yet: a sentence and a way forward (UI.md). */
export function EmptyState({ text, action }: { text: string; action?: { label: string; to: string } }) {
  return (
    <div className="rounded-2xl bg-surface p-6 text-center text-muted">
      <p>{text}</p>
      {action ? (
        <Link to={action.to} className="mt-3 inline-block font-medium text-ink underline underline-offset-4">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
