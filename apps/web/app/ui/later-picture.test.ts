// @vitest-environment jsdom
// When a picture below the first screen is put in the page (issue 19): the server's page holds it
// in <noscript>; the browser's page adds it on the load event, on the first scroll of the page or
// of anything in it, or at once when its box is on the screen as the page hydrates.
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaterPicture } from './later-picture.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let readyState: DocumentReadyState;

const picture = (props: { eager?: boolean } = {}) =>
  createElement(LaterPicture, {
    src: '/api/media/a.webp',
    alt: 'A room',
    box: 'aspect-square w-full',
    ...props,
  });

/** The server's markup, hydrated in a page still loading. */
async function hydrate(element: ReturnType<typeof picture>) {
  container.innerHTML = renderToString(element);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
}

const pictureElement = () => container.querySelector('img');
let errors: unknown[];

beforeEach(() => {
  errors = [];
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

describe('LaterPicture', () => {
  it('is in <noscript> in the server’s page, in a box of its size', () => {
    const html = renderToString(picture());
    expect(html).toMatch(
      /^<span class="relative block overflow-hidden aspect-square w-full"><noscript><img /,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="A room"');
  });

  it('waits for the load event off the screen, and hydrates without a mismatch', async () => {
    await hydrate(picture());
    expect(pictureElement()).toBeNull();
    readyState = 'complete';
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    expect(pictureElement()?.getAttribute('src')).toBe('/api/media/a.webp');
    expect(errors).toEqual([]);
  });

  it('comes at once when its box is on the screen as the page hydrates', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 500, width: 200, height: 150 }),
    );
    await hydrate(picture());
    expect(pictureElement()).not.toBeNull();
  });

  it('an eager picture is in the server’s page itself', () => {
    const html = renderToString(picture({ eager: true }));
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('loading="eager"');
  });
  // Last: a scroll is remembered for the page's life (the module's state), as in a browser.
  it('comes with the first scroll of something in the page, whose scroll event does not bubble', async () => {
    await hydrate(picture());
    const row = document.createElement('div');
    document.body.append(row);
    await act(async () => {
      row.dispatchEvent(new Event('scroll', { bubbles: false }));
    });
    expect(pictureElement()).not.toBeNull();
    row.remove();
  });
});
