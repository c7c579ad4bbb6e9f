import type { TestProject } from 'vitest/node';
import { startApiInProcess } from './support/in-process.js';
import { createFreshDatabase } from './support/postgres.js';
import { sharedTemplate } from './support/shared-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    databaseUrl: string;
    adminDatabaseUrl: string;
    /** The run's migrated template database, which test databases are copied from. */
    templateDatabase: string;
  }
}

/**
 * The run's migrated template database, one database copied from it and one API on that database
 * for the files that share it (in this process: the files reach it over HTTP).
 */
export default async function setup(project: TestProject) {
  // The test settings of vitest.config.ts, for the app started here and any process it starts.
  Object.assign(process.env, project.config.env);
  const template = await sharedTemplate();
  const database = await createFreshDatabase(template.adminUrl, 'it', template.name);
  const api = await startApiInProcess(database.url);
  project.provide('apiUrl', api.url);
  project.provide('databaseUrl', database.url);
  project.provide('adminDatabaseUrl', template.adminUrl);
  project.provide('templateDatabase', template.name);
  console.log(`integration: API ${api.url} on a database copied from the migrated template (${template.source})`);
  return async () => {
    await api.stop();
    if (!process.env.KEEP_TEST_DB) await database.drop();
    await template.release();
  };
}
