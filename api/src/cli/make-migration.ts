/**
 * Writes a migration for the difference between the entities and the migrated schema.
 * Usage: DATABASE_URL=postgres://…/scratch npm run make-migration -- <name>
 * The scratch database is dropped and recreated, so never point it at real data.
 */
import pg from 'pg';
import { ensureDatabase } from '../core/database.js';
import { initORM, migrate, MIGRATIONS_DIR } from '../core/orm.js';
import { ENTITIES } from '../modules/index.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL of a scratch database is required');
const name = process.argv[2];
const admin = new URL(url);
const dbName = admin.pathname.slice(1);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists "${dbName}" with (force)`);
await client.end();
await ensureDatabase(url);
const orm = await initORM(url, ENTITIES);
await migrate(orm, url);
const result = await orm.migrator.create(MIGRATIONS_DIR, false, false, name);
console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
await orm.close();
