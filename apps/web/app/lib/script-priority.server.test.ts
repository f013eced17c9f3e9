import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, scriptPriorityStream } from './script-priority.server.ts';

const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0"/>' +
  '<link nonce="n0" rel="stylesheet" href="/assets/app.css"/><title>Maison Éclat</title></head>';
const body = '<body><p>Réservez <link rel="modulepreload" href="/later.js"/></p></body></html>';

async function through(chunks: string[]): Promise<string> {
  const out = Readable.from(chunks.map((c) => Buffer.from(c, 'utf8'))).pipe(scriptPriorityStream());
  return (await buffer(out)).toString('utf8');
}

describe('module preloads wait for the first paint', () => {
  it('marks every module preload of the head low, and nothing else', () => {
    const lowered = lowerModulePreloads(head);
    expect(lowered.match(/rel="modulepreload" fetchpriority="low" /g)).toHaveLength(2);
    expect(lowered).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>');
    expect(lowered).toContain('<link nonce="n0" rel="stylesheet" href="/assets/app.css"/>');
  });

  it('rewrites the head however the stream is cut, and leaves the body as it is', async () => {
    const whole = head + body;
    const expected = lowerModulePreloads(head) + body;
    expect(await through([whole])).toBe(expected);
    // Cut inside a link, inside "</head>", and inside the two bytes of "É".
    const cuts = [
      whole.indexOf('modulepreload') + 4,
      whole.indexOf('</head>') + 3,
      whole.indexOf('Éclat') + 1,
    ];
    for (const at of cuts) {
      const bytes = Buffer.from(whole, 'utf8');
      const byteAt = Buffer.from(whole.slice(0, at), 'utf8').length;
      const out = Readable.from([bytes.subarray(0, byteAt), bytes.subarray(byteAt)]).pipe(
        scriptPriorityStream(),
      );
      expect((await buffer(out)).toString('utf8')).toBe(expected);
    }
    expect(await through(whole.split(''))).toBe(expected);
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>Erreur</p>', '<p>500</p>'])).toBe('<p>Erreur</p><p>500</p>');
  });
});
