import { defineConfig } from 'vitest/config';

/**
 * What the integration and browser tests set for the app (in-process and child processes alike):
 * the waits a test would otherwise sit out (10 s news fetches, a progressive sign-in delay from 1 s)
 * made short. Global setups copy them into their own process too.
 */
const TEST_SETTINGS = { NEWS_FETCH_TIMEOUT_MS: '2000', LOGIN_DELAY_MS: '500' };

/**
 * Unit and integration files run side by side (the integration tests start the app in their own
 * process and mostly wait on PostgreSQL and HTTP, so three share two cores well); the browser
 * tests then run one file at a time against their shared API.
 */
const PARALLEL_FILES = 3;

export default defineConfig({
  resolve: {
    // Two copies of graphql (ESM and CJS entry) under vitest break instanceof checks.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    maxWorkers: PARALLEL_FILES,
    projects: [
      {
        extends: true,
        // Client tests that render (hooks, components) are .test.tsx with `// @vitest-environment jsdom`.
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'client/src/**/*.test.ts', 'client/src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['api/test/**/*.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          env: TEST_SETTINGS,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          env: TEST_SETTINGS,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
