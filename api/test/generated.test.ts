import { spawnSync } from 'node:child_process';
import { expect, inject, it } from 'vitest';
import { createFreshDatabase } from './support/postgres.js';
import { ROOT } from './support/processes.js';

it('schema.graphql, the client hooks and the migrations are in sync with the code', async () => {
  const db = await createFreshDatabase(inject('adminDatabaseUrl'), 'gen');
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-generated.ts'], {
      cwd: ROOT,
      env: { ...process.env, CHECK_DATABASE_URL: db.url },
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toContain('generated files are fresh');
    expect(run.status).toBe(0);
  } finally {
    await db.drop();
  }
}, 120_000);
