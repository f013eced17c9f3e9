import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets.ts';

describe('precompressDirectory', () => {
  let directory = '';
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('writes brotli and gzip beside each text file of a kilobyte or more, the same bytes once opened', async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const value${i} = "é ${i}";`).join('\n'),
    );
    await writeFile(join(directory, 'entry-abc.js'), script);
    await writeFile(join(directory, 'tiny-abc.js'), 'export const a = 1;');
    await writeFile(join(directory, 'logo.png'), Buffer.alloc(4096, 7));

    const done = await precompressDirectory(directory);

    expect((await readdir(directory)).sort()).toEqual([
      'entry-abc.js',
      'entry-abc.js.br',
      'entry-abc.js.gz',
      'logo.png',
      'tiny-abc.js',
    ]);
    const br = await readFile(join(directory, 'entry-abc.js.br'));
    const gz = await readFile(join(directory, 'entry-abc.js.gz'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(done).toEqual({ files: 1, bytes: script.length, brotliBytes: br.length, gzipBytes: gz.length });
  });
});
