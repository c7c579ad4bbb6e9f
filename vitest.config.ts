import { statSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What the integration and browser tests set for the app (in-process and child processes alike):
 * the waits a test would otherwise sit out (10 s news fetches, a progressive sign-in delay from 1 s)
 * made short. Global setups copy them into their own process too.
 */
const TEST_SETTINGS = { NEWS_FETCH_TIMEOUT_MS: '2000', LOGIN_DELAY_MS: '500' };

/**
 * Files of every project run side by side, three at a time: the integration tests mostly wait on
 * PostgreSQL and HTTP, so three share two cores well. Browser files each get an app of their own
 * slot (e2e/global-setup.ts), so they need not run alone.
 */
const PARALLEL_FILES = 3;

/**
 * Vitest's order (failed first, then longest first by the last run's times, or largest first on a
 * clean clone) within each project, with the projects interleaved so that each is spread over the
 * whole run: vitest would otherwise queue the projects one after another, and the browser files
 * would hold every slot at once (three Chromiums on two cores) and then none.
 */
/** The slowest files of a run on an idle 2-core machine, slowest first (for a clean clone's order). */
const LONGEST_FILES = [
  'api/test/compiled-build.test.ts',
  'e2e/accessibility.test.ts',
  'e2e/first-hour.test.ts',
  'api/test/batch.test.ts',
  'api/test/start-all.test.ts',
];

class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = this.longFirst(await super.sort(files));
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    const queues = [...byProject.values()].map((specs) => {
      // What a file weighs in its project: its last duration, or its size when any file has none.
      const durations = specs.map((spec) => this.ctx.cache.getTestSpecificationResult(spec)?.duration);
      const weights = durations.every((d) => d !== undefined)
        ? durations.map((d) => Math.max(d ?? 0, 1))
        : specs.map((spec) => statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 1);
      return { specs, weights, total: weights.reduce((a, b) => a + b, 0), done: 0, next: 0 };
    });
    const merged: TestSpecification[] = [];
    while (merged.length < sorted.length) {
      // Next from the project that is furthest behind, by the share of its weight already queued.
      const behind = queues.filter((q) => q.next < q.specs.length).reduce((a, b) => (b.done / b.total < a.done / a.total ? b : a));
      merged.push(behind.specs[behind.next]);
      behind.done += behind.weights[behind.next];
      behind.next += 1;
    }
    return merged;
  }

  /**
   * With no times from a last run (a clean clone, as in CI), the files known to run longest — they
   * build and start whole processes — go first in their project rather than by size: started last,
   * one of them would finish alone long after the rest.
   */
  private longFirst(sorted: TestSpecification[]): TestSpecification[] {
    if (sorted.some((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    // Stable: other files keep vitest's order, and projects stay apart.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => (a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) || a.index - b.index : a.index - b.index))
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  resolve: {
    // Two copies of graphql (ESM and CJS entry) under vitest break instanceof checks.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    maxWorkers: PARALLEL_FILES,
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      {
        extends: true,
        // Client tests that render (hooks, components) are .test.tsx with `// @vitest-environment jsdom`.
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'client/src/**/*.test.ts', 'client/src/**/*.test.tsx'],
          // Some walk millions of values: room for a machine shared with CPU-bound work (the default is 5 s).
          testTimeout: 30_000,
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
          // expect.poll is a condition wait: on a busy machine a page may take longer than the default 5 s.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
