/**
 * Issue 11: start-up of the API and the worker, the sources through tsx (how `npm start` ran
 * before) next to the compiled build on plain node (how it runs now): time from spawn to the first
 * 200 from /api/health (API) or the "ready" line (worker, which includes launching Chromium), and
 * the node process's RSS at that moment. Median of BENCH_STARTUP_RUNS (5) starts each, the
 * variants taking turns, after one unmeasured start of each (migrations, tsx's transform cache).
 */
import { execFileSync } from 'node:child_process';
import { ensureBuild } from '../api/test/support/build.js';
import { freePort, startProcess, TEST_ADMIN, type Running } from '../api/test/support/processes.js';
import { benchDatabase, median, table } from './support.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

interface Variant {
  label: string;
  entry: string;
  env?: Record<string, string>;
}

const API: Variant[] = [
  { label: 'API, tsx (api/src/main.ts)', entry: 'api/src/main.ts' },
  { label: 'API, compiled (node api/dist/main.js)', entry: 'api/dist/main.js' },
  { label: 'API, compiled + --enable-source-maps', entry: 'api/dist/main.js', env: { NODE_OPTIONS: '--enable-source-maps' } },
];
const WORKER: Variant[] = [
  { label: 'worker, tsx (worker/src/main.ts)', entry: 'worker/src/main.ts' },
  { label: 'worker, compiled (node worker/dist/main.js)', entry: 'worker/dist/main.js' },
];

const rssMb = (pid: number) => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;

async function until(ready: () => boolean | Promise<boolean>, child: Running): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (
      await Promise.resolve()
        .then(ready)
        .catch(() => false)
    )
      return;
    if (child.process.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function startOnce(variant: Variant, databaseUrl: string, kind: 'api' | 'worker'): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...variant.env,
  };
  const started = performance.now();
  const child = startProcess(variant.entry, env);
  try {
    if (kind === 'api') await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, child);
    else await until(() => child.output().includes('ready'), child);
    const ms = performance.now() - started;
    return { ms, rss: rssMb(child.process.pid!) };
  } finally {
    await child.stop();
  }
}

/** The table rows of `variants`, each against the first (tsx). */
async function measure(variants: Variant[], databaseUrl: string, kind: 'api' | 'worker'): Promise<string[][]> {
  const runs = new Map(variants.map((v) => [v, [] as { ms: number; rss: number }[]]));
  for (const variant of variants) await startOnce(variant, databaseUrl, kind);
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of variants) runs.get(variant)?.push(await startOnce(variant, databaseUrl, kind));
  }
  const medians = [...runs].map(([variant, r]) => ({
    label: variant.label,
    ms: median(r.map((x) => x.ms)),
    rss: median(r.map((x) => x.rss)),
  }));
  const [base] = medians;
  return medians.map((m) => [m.label, m.ms.toFixed(0), (m.ms / base.ms).toFixed(2), m.rss.toFixed(0), (m.rss / base.rss).toFixed(2)]);
}

export async function benchStartup(): Promise<void> {
  ensureBuild();
  const database = await benchDatabase('startup');
  try {
    const title = (what: string) =>
      `${what} start-up, median of ${RUNS}: spawn → ${what === 'API' ? '/api/health answers 200' : 'its "ready" line (Chromium launched)'}; RSS of the node process then`;
    const head = ['', 'ms', 'ratio to tsx', 'RSS MB', 'ratio to tsx'];
    // The API first: its first start migrates the fresh database the worker needs.
    table(title('API'), [head, ...(await measure(API, database.url, 'api'))]);
    table(title('Worker'), [head, ...(await measure(WORKER, database.url, 'worker'))]);
  } finally {
    await database.close();
  }
}
