import type { EntityClass } from '@mikro-orm/core';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import pg from 'pg';
import { migrationsList } from '../migrations/index.js';
import { PROJECT_ROOT } from './config.js';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'api/src/migrations');

/** The ORM over `entities` (every module's, from modules/index.ts) and the committed migrations. */
export function ormOptions(databaseUrl: string, entities: EntityClass[], poolMax = 10): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, path: MIGRATIONS_DIR, pathTs: MIGRATIONS_DIR, snapshot: false, silent: true },
    pool: { min: 0, max: poolMax },
    // The stats triggers are hand-written SQL in migrations; pg-boss owns its own schema; a list import
    // stages its token index in a table of its own while it runs (screening/token-index.ts); each LEI register
    // version has tables of its own (lei/lei-tables.ts).
    schemaGenerator: {
      ignoreTriggers: true,
      ignoreRoutines: true,
      ignoreSchema: ['pgboss'],
      skipTables: [/^watchlist_index_staging_/, /^lei_(records|relationships)_\d+$/],
    },
    // Entities are plain classes; forking per request/job keeps identity maps apart.
    allowGlobalContext: false,
  });
}

export function initORM(databaseUrl: string, entities: EntityClass[], poolMax?: number): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, entities, poolMax));
}

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 727_001;

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so several API replicas starting
 * at once apply each migration exactly once.
 */
export async function migrate(orm: MikroORM, databaseUrl: string): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.migrator.up();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

export type { MikroORM };
