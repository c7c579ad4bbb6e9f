import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoRefusal, demoState, seedDemo } from '../src/cli/demo-seed.js';
import { Role } from '../src/core/principal.js';
import { createAccount } from '../src/modules/user/create-account.js';
import { createServices, type Services } from '../src/services.js';
import { createTestDatabase } from './support/databases.js';
import { testConfig } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { startProcess } from './support/processes.js';

/**
 * The demo (`npm start -- --demo`, api/src/cli/demo-seed.ts) seeds fictional data and prints its
 * passwords: never on a database that holds anything, never in production. The seeding itself
 * refuses, whoever calls it, before it writes a row.
 */

/** What the demo would write: accounts, the list, the book, the batch and their audit trails. */
async function rowCounts(services: Services): Promise<Record<string, number>> {
  const [row] = await services.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, string>[]>(
      `select (select count(*) from users) as users, (select count(*) from watchlists) as watchlists,
              (select count(*) from assessments) as assessments, (select count(*) from batch_uploads) as batches,
              (select count(*) from audit_logs) as audit_logs, (select count(*) from account_audit_logs) as account_audit_logs`,
    );
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}

describe('the demo seeding refuses', () => {
  const opened: { database: TestDatabase; services: Services }[] = [];
  /** A database of the test's own (the migrated template: no account yet) and services on it. */
  async function open(label: string, env: Record<string, string> = {}): Promise<Services> {
    const database = await createTestDatabase(label);
    const services = await createServices(testConfig({ DATABASE_URL: database.url, ...env }), database.url, { poolMax: 2 });
    opened.push({ database, services });
    return services;
  }
  afterEach(async () => {
    for (const { database, services } of opened.splice(0)) {
      await services.close();
      await database.drop();
    }
  });

  it('a database that already has an account, and writes nothing', async () => {
    const services = await open('demo_has_user');
    await createAccount(
      services.orm.em.fork(),
      {
        email: 'someone@counterparty.test',
        password: 'someone-password-1',
        firstName: 'Some',
        lastName: 'One',
        approved: true,
        role: Role.ANALYST,
      },
      null,
    );
    expect(await demoState(services.orm.em.fork())).toBe('other');
    const before = await rowCounts(services);
    expect(before.users).toBe(1);
    await expect(seedDemo(services)).rejects.toThrow(
      "This database already holds data that is not the demo's; the demo never seeds such a database",
    );
    expect(await rowCounts(services)).toEqual(before);
  });

  it('production (NODE_ENV=production), even on an empty database, and writes nothing', async () => {
    const services = await open('demo_production', { NODE_ENV: 'production' });
    expect(services.config.NODE_ENV).toBe('production');
    expect(await demoState(services.orm.em.fork())).toBe('empty');
    const before = await rowCounts(services);
    expect(before).toMatchObject({ users: 0, watchlists: 0, assessments: 0, batches: 0 });
    await expect(seedDemo(services)).rejects.toThrow(
      '--demo is not for production (NODE_ENV=production): it seeds fictional data and prints its passwords',
    );
    expect(await rowCounts(services)).toEqual(before);
  });
});

describe('npm start -- --demo refuses before it opens a database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-demo-guard-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says why for production and for an external database, and lets a development machine through', () => {
    expect(demoRefusal({ NODE_ENV: 'production', DATABASE_URL: undefined })).toBe(
      '--demo is not for production (NODE_ENV=production): it seeds fictional data and prints its passwords',
    );
    expect(demoRefusal({ NODE_ENV: 'development', DATABASE_URL: 'postgres://127.0.0.1/counterparty' })).toBe(
      '--demo runs on an embedded database of its own; unset DATABASE_URL to try it',
    );
    expect(demoRefusal({ NODE_ENV: 'development', DATABASE_URL: undefined })).toBeUndefined();
  });

  it('in production: exits 1 with the reason, and creates no database', async () => {
    const demo = startProcess('api/src/cli/start-all.ts', { NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: dataDir }, ['--demo']);
    await new Promise((resolve) => demo.process.once('exit', resolve));
    expect(demo.process.exitCode, demo.output()).toBe(1);
    expect(demo.output()).toContain('--demo is not for production (NODE_ENV=production)');
    expect(demo.output()).not.toContain('Seeding the demo');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
