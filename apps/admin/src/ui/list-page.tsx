import { type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Loaded } from '../lib/use-load.ts';
import { EmptyState, ErrorNotice, Skeleton } from './feedback.tsx';
import { Pager } from './pager.tsx';

/** Rows per page of the paged listings (orders, customers). */
export const PER_PAGE = 20;

/**
 * A listing's filters and page kept in the URL (shareable, kept on reload): the filters set,
 * the page, and `set`, which drops the page whenever a filter changes (back to page 1).
 */
export function useListQuery(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // Two filters changed before the page renders again (a quick second choice) must both stay:
  // each change starts from the last one asked, not from the parameters of the last render.
  const latest = useRef(params);
  latest.current = params;
  const page = Number(params.get('page')) || 1;
  const filters = Object.fromEntries(
    keys.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace: true });
  };
  /** One URL parameter, '' when absent (the value of a filter's control). */
  const get = (key: string) => params.get(key) ?? '';
  return { params, key: params.toString(), page, filters, set, get };
}

export type ListQuery = ReturnType<typeof useListQuery>;

/** A loaded list's states: the error with a retry, placeholders, the empty sentence, or the rows. */
export function ListState<D, T>({
  loaded,
  items,
  empty,
  skeletonRows,
  children,
}: {
  loaded: Loaded<D>;
  items: (data: D) => T[];
  empty: ReactNode;
  skeletonRows?: number;
  children: (items: T[], data: D) => ReactNode;
}) {
  if (loaded.error) return <ErrorNotice error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Skeleton rows={skeletonRows} />;
  const rows = items(loaded.data);
  if (rows.length === 0) return <EmptyState title={empty} />;
  return children(rows, loaded.data);
}

/** A page of a paged listing and the pager under it, the page in the URL. */
export function PagedList<D extends { total: number }, T>({
  query,
  children,
  ...state
}: {
  query: ListQuery;
  loaded: Loaded<D>;
  items: (data: D) => T[];
  empty: ReactNode;
  skeletonRows: number;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <ListState {...state}>
      {(rows, data) => (
        <>
          {children(rows)}
          <Pager
            page={query.page}
            total={data.total}
            perPage={PER_PAGE}
            onPage={(p) => query.set({ page: String(p) })}
          />
        </>
      )}
    </ListState>
  );
}

/** The cell that opens a row (its name or number as an underlined button). */
export function OpenButton({
  onClick,
  className = 'font-medium text-brand-800 underline',
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}
