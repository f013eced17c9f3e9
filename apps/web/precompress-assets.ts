// The client build's scripts compressed once, at build time (issue 19): brotli at its best quality
// and gzip beside each file, which the storefront's server sends as they are (express-static-gzip).
// Compressed per response, the home's 18 scripts cost a first visit ~8 ms of the server's CPU at
// brotli 4, and came 13 % larger than brotli 11 makes them (159 KB against 138).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text worth compressing; a file under a kilobyte gains less than its headers cost. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export type Precompressed = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Writes `name.br` and `name.gz` beside each compressible file of `directory` (not below it). */
export async function precompressDirectory(directory: string): Promise<Precompressed> {
  const totals: Precompressed = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const names = (await readdir(directory, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => entry.name);
  await Promise.all(
    names.map(async (name) => {
      const path = join(directory, name);
      const bytes = await readFile(path);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.brotliBytes += br.length;
      totals.gzipBytes += gz.length;
    }),
  );
  return totals;
}

/** The Vite plugin: the client environment's `assets/` once it is written. */
export function precompressAssets(): Plugin {
  return {
    name: 'eclat:precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const done = await precompressDirectory(join(options.dir, 'assets'));
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.environment.logger.info(
        `precompressed ${done.files} assets: ${kb(done.bytes)} → brotli ${kb(done.brotliBytes)}, gzip ${kb(done.gzipBytes)}`,
      );
    },
  };
}
