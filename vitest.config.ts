import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Playwright journeys are *.spec.ts; Vitest runs only *.test.ts (architecture page).
const include = ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'tests/**/*.test.ts'];
const exclude = ['**/node_modules/**', '**/build/**'];

/**
 * The files that replace a module or a global for their own tests (vi.mock, vi.stubGlobal): they
 * need a fresh module graph. Run without isolation they saw the real modules another file had
 * already imported (7 storefront server tests failed on 2026-11-29). Read from the files, so a new
 * mock is isolated without anyone editing this list.
 */
const needsIsolation = globSync(include, { exclude, cwd: import.meta.dirname })
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
  )
  .sort();

export default defineConfig({
  test: {
    exclude,
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    // Two files at a time on this 2-core machine (Vitest's default is one fewer than the cores):
    // most files wait on a database or a server half the time, and one at a time the suite took
    // 22 minutes of CI's 45. Each file has its own database; Redis keys are per test.
    maxWorkers: 2,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The rest share a worker's module graph from file to file: re-importing the API and
        // the storefront for each of ~280 files was a fifth of the suite's time, and the suite
        // took 20 minutes instead of 12 in a slow hour on this machine (docs/performance.md).
        // Each file still opens its own database, server and Redis keys.
        test: { name: 'shared', include, exclude: [...exclude, ...needsIsolation], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: needsIsolation, isolate: true } },
    ],
  },
});
