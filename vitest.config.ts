import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright journeys are *.spec.ts; Vitest runs only *.test.ts (architecture page).
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
