import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export type TabDef = { id: string; label: string; panel: ReactNode };

/** The `tab` query parameter of the current route, if it names one of the tabs (spec §2). */
export function tabFromSearch(search: string, ids: readonly string[], fallback: string): string {
  const asked = new URLSearchParams(search).get('tab');
  return asked && ids.includes(asked) ? asked : fallback;
}

/** The URL with `tab` set, everything else kept. */
export function withTab(pathname: string, search: string, hash: string, tab: string): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `${pathname}?${params}${hash}`;
}

/**
 * Tabs whose choice lives in the `tab` query parameter of the current route (spec §2: read and
 * written on the current route). The server renders the tab the URL names; each tab is also a
 * link, so it works without JavaScript. With JavaScript the URL is replaced in place (no
 * navigation, no data reload) and arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
export function Tabs({ tabs, label }: { tabs: TabDef[]; label: string }) {
  const location = useLocation();
  const ids = tabs.map((tab) => tab.id);
  const [current, setCurrent] = useState(() => tabFromSearch(location.search, ids, ids[0] ?? ''));
  const base = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (id: string, focus = false) => {
    setCurrent(id);
    const url = new URL(window.location.href);
    window.history.replaceState(window.history.state, '', withTab(url.pathname, url.search, url.hash, id));
    if (focus) refs.current[ids.indexOf(id)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ids.indexOf(current);
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      select(ids[(index + move + ids.length) % ids.length] ?? current, true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select((event.key === 'Home' ? ids[0] : ids.at(-1)) ?? current, true);
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-line"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="tab"
              id={`${base}-tab-${tab.id}`}
              href={withTab(location.pathname, location.search, '', tab.id)}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(tab.id);
              }}
              className="-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 text-sm font-medium text-muted transition-colors duration-200 hover:text-ink aria-selected:border-primary aria-selected:text-ink"
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
