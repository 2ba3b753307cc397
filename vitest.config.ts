import { defineConfig } from 'vitest/config';

// One runner for every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; PGlite is single-threaded WASM, so keep it to the two cores.
          maxWorkers: 2,
        },
      },
      'packages/web',
    ],
  },
});
