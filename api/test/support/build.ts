import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.js';

const mtime = (file: string): number => {
  try {
    return statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
};
const newest = (dir: string): number =>
  Math.max(
    mtime(dir),
    ...readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => mtime(path.join(dir, file))),
  );

/**
 * Makes api/dist and worker/dist current: runs `npm run build` for the api, then the worker,
 * unless both are newer than every source file and build setting.
 */
export async function ensureServerBuild(): Promise<void> {
  const inputs = [
    newest('api/src'),
    newest('worker/src'),
    ...['tsconfig.json', 'api/tsconfig.build.json', 'worker/tsconfig.build.json', 'api/package.json'].map(mtime),
  ];
  if (Math.min(mtime('api/dist/main.js'), mtime('worker/dist/main.js')) > Math.max(...inputs)) return;
  for (const workspace of ['api', 'worker']) {
    let output = '';
    const build = spawn('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error(`npm run build -w ${workspace} failed:\n${output}`);
  }
}
