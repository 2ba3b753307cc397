import { defineConfig } from 'vitest/config';

// The browser journeys: run by scripts/e2e.mjs (`vitest run --root e2e`), never by the root config.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/globalSetup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Each journey runs a server and a browser: two at a time on two cores.
    maxWorkers: 2,
    fileParallelism: true,
    // One more try on a machine shared with other suites; a real fault fails both times.
    retry: 1,
  },
});
