import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflateRuns, spliceGzip } from './gzip-splice.server.ts';

/** Compressed for a joint of `joint`'s length, then joined by `joint` (or by `served`, as long). */
async function spliced(runs: Buffer[], joint: Buffer, served = joint): Promise<Buffer> {
  return spliceGzip(runs, await deflateRuns(runs, joint.length), served);
}
const bytes = (texts: string[]) => texts.map((text) => Buffer.from(text));
const joined = (runs: Buffer[], joint: Buffer) =>
  Buffer.concat(runs.flatMap((run, index) => (index > 0 ? [joint, run] : [run])));

/** Text that compresses like a page's (words drawn from a small vocabulary), the same each run. */
function pageLike(words: number, seed = 7): string {
  const vocabulary = [
    '<p class="x">',
    'Été',
    'soin',
    'visage',
    '</p>',
    'Paris',
    'réserver',
    '<a href="/',
    '">',
  ];
  const out: string[] = [];
  let state = seed;
  for (let i = 0; i < words; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(vocabulary[state % vocabulary.length] ?? '', String(state % 97));
  }
  return out.join(' ');
}

describe('a page compressed once, a fresh nonce spliced in (gzip-splice)', () => {
  it('gunzips to the runs joined by any joint of the length compressed for', async () => {
    // Runs that repeat each other and the joint compressed with: references across the runs, and
    // none into the joint, whose bytes differ on every response.
    const piece = fc.constantFrom('<script nonce="', '">a()</script>', '<p class="x">', 'Été', 'n', '');
    const run = fc.array(fc.oneof(piece, fc.string({ unit: 'binary', maxLength: 20 })), { maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          run.map((parts) => Buffer.from(parts.join(''))),
          { minLength: 1, maxLength: 6 },
        ),
        fc.uint8Array({ maxLength: 30 }),
        fc.integer({ min: 0, max: 255 }),
        async (runs, kept, fill) => {
          // Two nonces of one byte length (a nonce is always base64 of 16 bytes).
          const joint = Buffer.from(kept);
          const served = Buffer.alloc(joint.length, fill);
          const body = gunzipSync(await spliced(runs, joint, served));
          expect(body.equals(joined(runs, served))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('compresses a page cut at its nonces about as well as in one go', async () => {
    const nonce = Buffer.from('bm9uY2Utb25lLW9uZS1vbmU=');
    const runs = bytes([pageLike(8000), pageLike(300, 3), '', pageLike(12_000, 5), pageLike(50, 9)]);
    const cut = await spliced(runs, nonce);
    const whole = joined(runs, nonce);
    expect(gunzipSync(cut).equals(whole)).toBe(true);
    // The nonces' stored blocks and each run's flush: some bytes each, not a fresh start.
    expect(cut.length).toBeLessThan(gzipSync(whole, { level: 9 }).length + 40 * runs.length);
  });

  it('holds a joint longer than one stored block', async () => {
    const runs = bytes([pageLike(100), pageLike(100, 3)]);
    const joint = Buffer.alloc(70_000, 'n');
    expect(gunzipSync(await spliced(runs, joint)).equals(joined(runs, joint))).toBe(true);
  });

  it('compresses a page holding a NUL run by run, for any joint', async () => {
    const runs = bytes(['a\u0000b<p>', '<p>c']);
    const body = await spliced(runs, Buffer.from('nn'), Buffer.from('longer joint'));
    expect(gunzipSync(body).toString('utf8')).toBe('a\u0000b<p>longer joint<p>c');
  });

  it('refuses a joint of another length than the one compressed for', async () => {
    const runs = bytes(['<p>', '</p>']);
    const deflated = await deflateRuns(runs, 5);
    expect(() => spliceGzip(runs, deflated, Buffer.from('four'))).toThrow(/5 bytes/);
  });

  it('is a gzip member a strict decoder accepts: a wrong checksum or length is refused', async () => {
    const body = await spliced(bytes(['<p>', '</p>']), Buffer.from('nonce'));
    const corrupt = Buffer.from(body);
    corrupt.writeUInt32LE(0, corrupt.length - 8);
    expect(() => gunzipSync(corrupt)).toThrow();
    const short = Buffer.from(body);
    short.writeUInt32LE(1, short.length - 4);
    expect(() => gunzipSync(short)).toThrow();
  });

  it('wants one deflated copy per run', () => {
    expect(() => spliceGzip(bytes(['a']), { runs: [], jointLength: 1 }, Buffer.from('n'))).toThrow();
    expect(() => spliceGzip([], { runs: [], jointLength: 1 }, Buffer.from('n'))).toThrow();
  });
});

describe('acceptsGzip (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0', false],
    ['gzip;q=0, *', false],
    ['gzip; q=0', false],
    ['gzip;q=0.000', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [null, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
