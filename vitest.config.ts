import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Two copies of graphql (ESM and CJS entry) under vitest break instanceof checks.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
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
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
