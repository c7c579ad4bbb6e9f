import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import { ROOT } from './support/processes.js';

it('schema.graphql, the client hooks and the migrations are in sync with the code', async () => {
  // A copy of the run's template: a fresh database migrated to the latest, as the script wants.
  const db = await createTestDatabase('gen');
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
