import { defineConfig } from 'vitest/config';

// One runner for every package; each package is a project with its own environment.
// The tests' cameras, devices and receivers listen on loopback: the outbound guard allows it there
// as an operator would for a restreamer on the same host (the guard's own tests set their policy).
const LOOPBACK_ALLOWED = { ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8,::1' };

export default defineConfig({
  test: {
    // Server files each open their own databases; the machines have two cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'outbound', root: 'packages/outbound', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'machine-client', root: 'packages/machine-client', include: ['test/**/*.test.ts'], environment: 'node' } },
      // npm start's own scripts (the supervisor), with real child processes.
      { test: { name: 'scripts', root: 'scripts', include: ['test/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          // Every answer of the suite is checked against its route's schema (http/conformance.ts, test/support/answers.ts).
          // Route schemas are compiled on first use, in this process's servers and in the API processes the tests start
          // (a test answers few of the routes; openapi.test.ts compiles them all at start, as production does).
          env: { ...LOOPBACK_ALLOWED, ARGUS_CHECK_ANSWERS: '1', ARGUS_LAZY_SCHEMAS: process.env.ARGUS_LAZY_SCHEMAS ?? '1' },
          setupFiles: ['test/support/answers.ts'],
          root: 'packages/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'media',
          env: LOOPBACK_ALLOWED,
          root: 'packages/media',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Real ffmpeg sources and ingests start in the hooks; a busy machine must not fail them.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'vision',
          root: 'packages/vision',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Model inference on one WASM thread; generous so that a loaded machine does not fail it.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'edge',
          env: LOOPBACK_ALLOWED,
          root: 'packages/edge',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      'packages/web',
    ],
  },
});
