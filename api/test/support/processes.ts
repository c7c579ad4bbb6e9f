import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const TEST_JWT_SECRET = 'integration-test-secret-not-for-production';
export const TEST_ADMIN = { email: 'admin@counterparty.test', password: 'admin-password-1' };

/** What every API or worker of the tests runs with, child process or in-process. */
export const PROCESS_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  JWT_SECRET: TEST_JWT_SECRET,
  DATA_DIR: path.join(os.tmpdir(), 'counterparty-test-data'),
};

/** What every API of the tests runs with besides: the first admin, budgets no suite runs out of, no outside feed. */
export const API_ENV: Record<string, string> = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  REGISTER_MAX_PER_IP: '100000',
  // Suites sign the first admin in with a password alone; the second-factor tests turn it on.
  MFA_REQUIRED: 'off',
  // Tests never reach beyond 127.0.0.1: the default feed points at a refused loopback port.
  NEWS_SEARCH_URL_TEMPLATE: 'http://127.0.0.1:9/feed?q={query}',
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Running {
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Starts one of the product's entry points as a real process, for the tests about the process
 * itself (most tests start the app in-process: in-process.ts), the way operators run it: a compiled
 * `.js` entry (api/dist, worker/dist) on plain node, a `.ts` source through tsx with the
 * "development" export condition (so the worker imports the api's sources, not api/dist). `args`
 * follow the entry (e.g. start-all's --demo).
 */
export function startProcess(entry: string, env: Record<string, string>, args: string[] = []): Running {
  let output = '';
  const loader = entry.endsWith('.ts') ? ['--conditions=development', '--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...PROCESS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.TEST_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return { process: child, output: () => output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/** Starts the API on a free port against `databaseUrl` and waits until it answers. */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
  entry = 'api/src/main.ts',
): Promise<Running & { url: string }> {
  const port = await freePort();
  const api = startProcess(entry, { ...API_ENV, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/api/health`)).ok,
    60_000,
    () => `API did not start:\n${api.output()}`,
  );
  return { ...api, url };
}

/** Starts a worker process against `databaseUrl` and waits for it to report ready. */
export async function startWorker(databaseUrl: string, env: Record<string, string> = {}, entry = 'worker/src/main.ts'): Promise<Running> {
  const worker = startProcess(entry, { DATABASE_URL: databaseUrl, ...env });
  await waitFor(
    async () => worker.output().includes('ready'),
    60_000,
    () => `worker did not start:\n${worker.output()}`,
  );
  return worker;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, message: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(message());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether a process still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
