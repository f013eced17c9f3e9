import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright journeys are *.spec.ts; Vitest runs only *.test.ts (architecture page).
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    // Two files at a time on this 2-core machine (Vitest's default is one fewer than the cores):
    // most files wait on a database or a server half the time, and one at a time the suite took
    // 22 minutes of CI's 45. Each file has its own database; Redis keys are per test.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
