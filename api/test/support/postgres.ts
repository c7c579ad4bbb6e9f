import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/core/database.js';

export interface TestServer {
  /** Connection string of the server's maintenance database; fresh databases are made beside it. */
  adminUrl: string;
  source: 'TEST_DATABASE_URL' | 'local server' | 'embedded';
  stop(): Promise<void>;
}

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server tests run on: TEST_DATABASE_URL when set, else the local server when it
 * answers, else an embedded PostgreSQL the tests start themselves.
 */
export async function testServer(): Promise<TestServer> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  }
  if (await answers(LOCAL)) return { adminUrl: LOCAL, source: 'local server', stop: async () => undefined };
  const port = 54_400 + Math.floor(Math.random() * 500);
  const db = await startEmbeddedPostgres(path.join(os.tmpdir(), `counterparty-test-pg-${port}`), port, 'postgres');
  return { adminUrl: db.url, source: 'embedded', stop: db.stop };
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database of its own on the server: empty, or a copy of `template` (a database nobody
 * is connected to, such as the run's migrated template), so every test run starts from nothing.
 */
export async function createFreshDatabase(adminUrl: string, label: string, template?: string): Promise<TestDatabase> {
  const name = `cp_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
