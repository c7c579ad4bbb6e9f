import 'reflect-metadata';
import pg from 'pg';
import { initORM, migrate } from '../../src/core/orm.js';
import { startQueue } from '../../src/core/queue.js';
import { ENTITIES, QUEUES } from '../../src/modules/index.js';
import { createFreshDatabase, type TestDatabase } from './postgres.js';
import { waitFor } from './processes.js';

/** The default rule that sends an assessment screened against no list to Trade with Caution. */
export const NOT_SCREENED_RULE_ID = '5b0f6a52-0d1e-4c3a-9f00-00000000000c';

/**
 * Test databases stand for an installation whose lists are loaded: most files create clean
 * assessments without importing a list and assert the decision their answers lead to. So the
 * template disables the not-screened rule (on in every real installation; the demo, which migrates
 * its own database, shows it), as an admin would, with the rule-set version that records it. The
 * files about unscreened counterparties turn it back on through the admin API.
 */
const DISABLE_NOT_SCREENED_RULE = `
  with off as (update rule_configs set enabled = false where id = '${NOT_SCREENED_RULE_ID}' returning name)
  insert into rule_set_versions (change, rules)
  select jsonb_build_object('kind', 'toggle', 'ruleId', '${NOT_SCREENED_RULE_ID}', 'ruleName', (select name from off)),
    jsonb_agg(jsonb_build_object('id', id, 'name', name, 'description', description, 'ruleType', rule_type, 'field', field,
      'condition', condition, 'value', value, 'enabled', id <> '${NOT_SCREENED_RULE_ID}' and enabled, 'priority', priority,
      'message', message) order by priority, name)
  from rule_configs`;

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
      await orm.em.getConnection().execute(DISABLE_NOT_SCREENED_RULE);
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
