import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { createFreshDatabase, testServer } from '../api/test/support/postgres.js';
import { ROOT, startApi, startWorker } from '../api/test/support/processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string;
  }
}

/** Builds the client, then serves it from a real API (and worker) on a fresh database. */
export default async function setup(project: TestProject) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`client build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await testServer();
  const database = await createFreshDatabase(server.adminUrl, 'e2e');
  // The news journey serves its article on 127.0.0.1, so this API may fetch loopback pages.
  const api = await startApi(database.url, { ALLOW_LOOPBACK_URLS: 'true' });
  const worker = await startWorker(database.url);
  project.provide('baseUrl', api.url);
  project.provide('e2eDatabaseUrl', database.url);
  return async () => {
    await worker.stop();
    await api.stop();
    if (!process.env.KEEP_TEST_DB) await database.drop();
    await server.stop();
  };
}
