import 'reflect-metadata';
import pg from 'pg';
import { initORM, migrate } from '../../src/core/orm.js';
import { startQueue } from '../../src/core/queue.js';
import { ENTITIES, QUEUES } from '../../src/modules/index.js';
import { createFreshDatabase, type TestDatabase } from './postgres.js';
import { waitFor } from './processes.js';

/**
 * The run's template database: migrated once, with pg-boss's schema and every module's queue, then
 * closed to connections; each test database is a copy (`create database … template …`), which
 * takes a fraction of a second instead of a migration per database.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<TestDatabase> {
  const template = await createFreshDatabase(adminUrl, 'template');
  try {
    const orm = await initORM(template.url, ENTITIES, 2);
    try {
      await migrate(orm, template.url);
    } finally {
      await orm.close();
    }
    const boss = await startQueue(template.url, QUEUES, { maintenance: false, max: 2 });
    await boss.stop({ graceful: false });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // A copy needs the template without sessions; closed ones can take a moment to leave.
      await waitFor(
        async () =>
          (await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1`, [template.name])).rows[0].n === 0,
        10_000,
        () => `connections to ${template.name} stayed open`,
      );
      await admin.query(`alter database "${template.name}" with is_template true allow_connections false`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await template.drop().catch(() => undefined);
    throw error;
  }
  return {
    ...template,
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`alter database "${template.name}" with is_template false`);
      } finally {
        await admin.end();
      }
      await template.drop();
    },
  };
}
