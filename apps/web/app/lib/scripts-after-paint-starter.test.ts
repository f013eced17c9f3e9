// @vitest-environment jsdom
// When the starter puts the page's scripts back (lib/scripts-after-paint.server.ts): in a page as
// the server wrote it, with the browser's paint entries played by hand. The path where the browser
// reports the picture's paint runs in Chromium too (apps/web/e2e/home.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, INERT_MODULE_TYPE, STARTER } from './scripts-after-paint.server.ts';

type Entry = { element?: Element; name?: string };
type Observed = {
  type: string;
  callback: (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;
  connected: boolean;
};

let observers: Observed[];

/** The browser's PerformanceObserver, for these entry types. */
function supportEntries(types: string[] | null) {
  if (types === null) {
    vi.stubGlobal('PerformanceObserver', undefined);
    return;
  }
  class FakeObserver {
    static supportedEntryTypes = types;
    #observed: Observed;
    constructor(callback: Observed['callback']) {
      this.#observed = { type: '', callback, connected: false };
    }
    observe({ type }: { type: string }) {
      Object.assign(this.#observed, { type, connected: true });
      observers.push(this.#observed);
    }
    disconnect() {
      this.#observed.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

/** The browser reporting paint entries of a type to whoever watches it. */
function report(type: string, entries: Entry[]) {
  for (const observed of observers.filter((o) => o.type === type && o.connected)) {
    observed.callback({ getEntries: () => entries }, { disconnect: () => (observed.connected = false) });
  }
}

/** The document as the server wrote it, then the starter run as its inline script. */
function page({ picture, complete = false }: { picture: boolean; complete?: boolean }) {
  document.head.innerHTML =
    '<link data-after-paint="" href="/assets/manifest.js"><link data-after-paint="" href="/assets/entry.client.js">';
  document.body.innerHTML =
    `${picture ? '<img data-paint-first="" src="/hero.webp" alt="">' : ''}<p>Réservez</p>` +
    `<script type="${INERT_MODULE_TYPE}">import("/assets/entry.client.js");</script>`;
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: complete });
  const own = document.createElement('script');
  own.nonce = 'n0';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(own);
  // As an inline script: in the page's global scope.
  new Function(STARTER)();
  return img;
}

const started = () => document.querySelectorAll('script[type="module"]');
const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the page’s scripts come back', () => {
  it('when its first picture is painted, not when something else is, and once', () => {
    supportEntries(['paint', 'largest-contentful-paint']);
    const img = page({ picture: true });
    report('largest-contentful-paint', [{ element: document.querySelector('p') ?? undefined }]);
    expect(started()).toHaveLength(0);
    expect(preloads()).toEqual([]);
    report('largest-contentful-paint', [{ element: img ?? undefined }]);
    expect(started()).toHaveLength(1);
    const [module] = started();
    expect(module?.textContent).toBe('import("/assets/entry.client.js");');
    expect((module as HTMLScriptElement).nonce).toBe('n0');
    expect(preloads()).toEqual(['/assets/manifest.js', '/assets/entry.client.js']);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    img?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS * 2);
    expect(started()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it('a second after the picture loaded when no paint is reported (a hidden tab, a stalled frame)', () => {
    supportEntries(['paint', 'largest-contentful-paint']);
    const img = page({ picture: true });
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS * 5);
    expect(started()).toHaveLength(0);
    img?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(started()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });

  it('a second after the start when the picture had already loaded', () => {
    supportEntries(['paint', 'largest-contentful-paint']);
    page({ picture: true, complete: true });
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS);
    expect(started()).toHaveLength(1);
  });

  it('at the picture’s load where the browser reports no largest paint (Safari), or its error', () => {
    supportEntries(['paint']);
    const img = page({ picture: true });
    expect(started()).toHaveLength(0);
    img?.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(1);

    observers = [];
    supportEntries(['paint', 'largest-contentful-paint']);
    const failing = page({ picture: true });
    failing?.dispatchEvent(new Event('error'));
    expect(started()).toHaveLength(1);
  });

  it('without a picture: at the first contentful paint, or a second after the load', () => {
    supportEntries(['paint', 'largest-contentful-paint']);
    page({ picture: false });
    report('paint', [{ name: 'first-paint' }]);
    expect(started()).toHaveLength(0);
    report('paint', [{ name: 'first-contentful-paint' }]);
    expect(started()).toHaveLength(1);

    observers = [];
    page({ picture: false });
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS);
    expect(started()).toHaveLength(1);
  });

  it('in a browser without paint entries: at the picture’s load, at once without a picture', () => {
    supportEntries(null);
    const img = page({ picture: true });
    expect(started()).toHaveLength(0);
    img?.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(1);
    page({ picture: false });
    expect(started()).toHaveLength(1);
  });

  it('at the visitor’s first tap or key, before any paint', () => {
    supportEntries(['paint', 'largest-contentful-paint']);
    page({ picture: true });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toHaveLength(1);

    page({ picture: false });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(started()).toHaveLength(1);
  });
});
