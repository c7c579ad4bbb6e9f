import type { TestProject } from 'vitest/node';
import { createFreshDatabase, testServer } from './support/postgres.js';
import { startApi } from './support/processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    databaseUrl: string;
    adminDatabaseUrl: string;
  }
}

/** One fresh database and one API process for the whole integration run. */
export default async function setup(project: TestProject) {
  const server = await testServer();
  const database = await createFreshDatabase(server.adminUrl, 'it');
  const api = await startApi(database.url);
  project.provide('apiUrl', api.url);
  project.provide('databaseUrl', database.url);
  project.provide('adminDatabaseUrl', server.adminUrl);
  console.log(`integration: API ${api.url} on a fresh database (${server.source})`);
  return async () => {
    await api.stop();
    if (!process.env.KEEP_TEST_DB) await database.drop();
    await server.stop();
  };
}
