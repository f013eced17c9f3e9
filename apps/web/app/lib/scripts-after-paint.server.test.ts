import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, scriptPriorityStream } from './script-priority.server.ts';
import { deferScripts, INERT_MODULE_TYPE } from './scripts-after-paint.server.ts';

// What React Router's <Scripts> and React write for a page (react-router's ssr/components.js).
const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/hero-800.webp 800w" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0"/>' +
  '<link nonce="n0" rel="stylesheet" href="/assets/app.css"/><title>Maison Éclat</title></head>';
const context =
  '<script nonce="n0">window.__reactRouterContext = {"url":"/"};window.__reactRouterContext.stream = new ReadableStream({});</script>';
const bootText =
  'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
const boot = `<script nonce="n0" type="module" async="">${bootText}</script>`;
const body = `<body><img data-paint-first="" src="/hero.webp"/><p>Réservez</p>${context}${boot}`;
const rest =
  '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("[]")</script></body></html>';

async function through(chunks: Buffer[], scriptsAfterPaint = true): Promise<string> {
  const out = Readable.from(chunks).pipe(scriptPriorityStream({ scriptsAfterPaint }));
  return (await buffer(out)).toString('utf8');
}

describe('the scripts after the paint, in the document', () => {
  it('makes the preloads and the inline module inert and puts the starter after it, with its nonce', () => {
    const out = deferScripts(head + body + rest);
    expect(out).not.toBeNull();
    const page = out ?? '';
    expect(page).not.toContain('rel="modulepreload"');
    expect(page.match(/<link data-after-paint="" href="\/assets\/[a-z.]+\.js" nonce="n0"\/>/g)).toHaveLength(
      2,
    );
    expect(page).toContain(
      `<script nonce="n0" type="${INERT_MODULE_TYPE}" async="">${bootText}</script><script nonce="n0">(() => {`,
    );
    expect(page).not.toContain('type="module"');
    // The rest as it was: the hero's preload, the style sheet, the context and streamed scripts.
    expect(page).toContain(
      '<link rel="preload" as="image" imageSrcSet="/hero-800.webp 800w" fetchPriority="high"/>',
    );
    expect(page).toContain('<link nonce="n0" rel="stylesheet" href="/assets/app.css"/>');
    expect(page).toContain(context);
    expect(page.endsWith(`})();</script>${rest}`)).toBe(true);
  });

  it('takes preloads already marked low, and leaves a module script with a source alone', () => {
    const external = '<script type="module" src="/assets/widget.js"></script>';
    const page = deferScripts(lowerModulePreloads(head) + external + body) ?? '';
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(external);
    expect(page).toContain(`type="${INERT_MODULE_TYPE}"`);
  });

  it('waits for the whole inline module', () => {
    expect(deferScripts(head)).toBeNull();
    expect(deferScripts(head + body.slice(0, -20))).toBeNull();
    expect(deferScripts(head + body)).not.toBeNull();
  });
});

describe('the scripts after the paint, in the stream', () => {
  it('gives the same bytes however the stream is cut, multi-byte letters included', async () => {
    const whole = Buffer.from(head + body + rest, 'utf8');
    const expected = deferScripts(head + body + rest);
    expect(await through([whole])).toBe(expected);
    const text = whole.toString('latin1');
    const cuts = [
      text.indexOf('modulepreload') + 3,
      text.indexOf('type="module"') + 5,
      text.indexOf('</script>', text.indexOf('import(')) + 2,
    ];
    cuts.push(text.indexOf('Éclat') + 1, text.indexOf('Réservez') + 2);
    for (const at of cuts) {
      expect(await through([whole.subarray(0, at), whole.subarray(at)])).toBe(expected);
    }
    expect(await through([...whole].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('a page without React Router module (an error page) gets only the head lowered', async () => {
    const page = `${head}<body><p>Erreur</p></body></html>`;
    expect(await through([Buffer.from(page)])).toBe(
      `${lowerModulePreloads(head)}<body><p>Erreur</p></body></html>`,
    );
  });

  it('a route that does not ask for it keeps its scripts as before', async () => {
    const page = head + body + rest;
    expect(await through([Buffer.from(page)], false)).toBe(lowerModulePreloads(head) + body + rest);
  });
});
