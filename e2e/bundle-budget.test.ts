import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../api/test/support/processes.js';

/** The client as the global setup built it. */
const DIST = path.join(ROOT, 'client/dist');
// 200 kB until casework: its five screens' entries in the router and the header's lazily loaded
// case links added ~0.9 kB to the first page (their documents and code load with their own chunks).
// 203 kB since ownership (issue 30): the assessment's shared fragment and input types gained the
// LEI and owners, and three admin routes joined the router, ~0.4 kB; the ownership, LEI register and
// ownership settings documents and screens load with their own chunks.
const BUDGET_GZIP_BYTES = 203_000;

const read = (file: string) => readFileSync(path.join(DIST, file));
/** The chunks a chunk imports statically (they load with it, before it runs). */
const staticImports = (file: string) =>
  [
    ...read(file)
      .toString('utf8')
      .matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => `assets/${m[1]}`);
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}
const gzipped = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(read(f), { level: 6 }).length, 0);
const chunkOf = (name: string) =>
  `assets/${readdirSync(path.join(DIST, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))}`;

describe('client bundle', () => {
  it.skipIf(!existsSync(path.join(DIST, 'index.html')))(
    'loads at most 203 kB of gzipped JavaScript before the first page, and each page on its own',
    () => {
      const html = read('index.html').toString('utf8');
      const entry = [...html.matchAll(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(entry).toHaveLength(1);
      const initial = closure(entry);
      // Everything index.html preloads is part of the first download, and nothing else is.
      const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(new Set([...entry, ...preloaded])).toEqual(initial);
      expect(gzipped(initial)).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);

      // The public pages never pull the signed-in screens.
      const heavy = [
        'DashboardPage',
        'NewAssessmentPage',
        'AssessmentDetailPage',
        'AdminPage',
        'RulesPage',
        'AiPromptsPage',
        'AppShell',
      ].map(chunkOf);
      for (const page of ['WelcomePage', 'SignInPage', 'SignUpPage']) {
        const loaded = closure([chunkOf(page), ...initial]);
        expect(
          heavy.filter((chunk) => loaded.has(chunk)),
          page,
        ).toEqual([]);
      }
    },
  );
});
