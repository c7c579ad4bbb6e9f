import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import type { TestDatabase } from './support/postgres.js';
import { startProcess } from './support/processes.js';

/**
 * `npm run create-user` (api/src/cli/create-user.ts), the operator's way to make an account without
 * the API: the same checks as an admin's creation, among them the refusal of an email that mixes
 * scripts to look like another (README: Security).
 */
describe('npm run create-user', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('create_user_cli');
  });
  afterAll(() => database.drop());

  /** Runs the command against the test database: its exit code and everything it printed. */
  async function createUser(...args: string[]): Promise<{ code: number | null; output: string }> {
    const run = startProcess('api/src/cli/create-user.ts', { DATABASE_URL: database.url }, args);
    const code = await new Promise<number | null>((resolve) => run.process.once('exit', resolve));
    return { code, output: run.output() };
  }

  const emails = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ email: string }>('select email from users order by email')).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  };

  it('refuses an email with a Cyrillic letter that looks Latin, naming email, and creates nothing', async () => {
    const refused = await createUser('ops-аdmin@bank.example', 'a-long-password', 'Mallory');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^error: .*email/im);
    expect(await emails()).toEqual([]);
  }, 60_000);

  it('creates an approved admin from plain Latin', async () => {
    const created = await createUser('--admin', 'ops-admin@bank.example', 'a-long-password', 'Olive', 'Ops');
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('created admin ops-admin@bank.example') });
    expect(await emails()).toEqual(['ops-admin@bank.example']);
  }, 60_000);
});
