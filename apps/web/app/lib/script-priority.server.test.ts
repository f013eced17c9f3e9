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

describe('what React writes in one go leaves as one chunk', () => {
  it('sends the chunks of one tick together and a later flush apart', async () => {
    const stream = scriptPriorityStream();
    const sent: string[] = [];
    stream.on('data', (chunk: Buffer) => sent.push(chunk.toString('utf8')));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    for (const piece of [head.slice(0, 40), head.slice(40), '<body><p>Réservez</p>']) stream.write(piece);
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write('<p>plus tard</p>');
    stream.end('</body></html>');
    await ended;
    expect(sent).toEqual([
      `${lowerModulePreloads(head)}<body><p>Réservez</p>`,
      '<p>plus tard</p></body></html>',
    ]);
  });

  it('holds an incomplete head across ticks until its end arrives', async () => {
    const stream = scriptPriorityStream();
    const sent: string[] = [];
    stream.on('data', (chunk: Buffer) => sent.push(chunk.toString('utf8')));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write(head.slice(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent).toEqual([]);
    stream.end(head.slice(100) + body);
    await ended;
    expect(sent.join('')).toBe(lowerModulePreloads(head) + body);
  });
});
