/**
 * Which parts of the build are older than what they are built from, by file times, and building
 * them: shared by `npm start` (scripts/start.ts) and the tests that run the compiled build. Plain
 * Node 22.18 or newer (type stripping on by default), so `npm start` needs nothing built to decide what to build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The workspaces in build order (the worker compiles against the api's declarations). */
const PARTS = {
  api: { outputs: ['api/dist/main.js', 'api/dist/cli/start-all.js'], inputs: ['api/src', 'api/package.json', 'api/tsconfig.build.json'] },
  worker: { outputs: ['worker/dist/main.js'], inputs: ['worker/src', 'worker/package.json', 'worker/tsconfig.build.json'] },
  client: {
    outputs: ['client/dist/index.html'],
    // The client bundles the api's pure catalogs and formats (core/units.ts, the credit catalogs, …) at build time.
    inputs: ['client/src', 'client/index.html', 'client/package.json', 'client/vite.config.ts', 'api/src'],
  },
} as const;
const SHARED_INPUTS = ['tsconfig.json', 'package-lock.json'];

export type BuildPart = keyof typeof PARTS;

const mtime = (root: string, file: string): number => {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest modification time of a file, or of a folder and everything in it. */
function newest(root: string, entry: string): number {
  let stat;
  try {
    stat = statSync(path.join(root, entry));
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  const files = readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' });
  return Math.max(stat.mtimeMs, ...files.map((file) => mtime(root, path.join(entry, file))));
}

/** The parts among `wanted` whose output is missing or not newer than every input, in build order. */
export function staleParts(root: string, wanted: readonly BuildPart[] = ['api', 'worker', 'client']): BuildPart[] {
  const stale = wanted.filter((part) => {
    const { outputs, inputs } = PARTS[part];
    return Math.min(...outputs.map((f) => mtime(root, f))) <= Math.max(...[...inputs, ...SHARED_INPUTS].map((e) => newest(root, e)));
  });
  // A rebuilt api means new declarations for the worker to compile against.
  if (stale.includes('api') && wanted.includes('worker') && !stale.includes('worker')) stale.push('worker');
  return (Object.keys(PARTS) as BuildPart[]).filter((part) => stale.includes(part));
}

/**
 * Builds the stale parts among `wanted` (`npm run build -w <part>`, in order); throws with the
 * build's output when one fails. `inherit` shows the builds' output instead of collecting it.
 */
export function buildStale(root: string, wanted?: readonly BuildPart[], inherit = false): BuildPart[] {
  const parts = staleParts(root, wanted);
  for (const part of parts) {
    const build = spawnSync('npm', ['run', 'build', '-w', part], {
      cwd: root,
      encoding: 'utf8',
      stdio: inherit ? 'inherit' : 'pipe',
      // The client's production bundle, whatever NODE_ENV the caller runs under (vitest sets test).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`npm run build -w ${part} failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
  }
  return parts;
}
