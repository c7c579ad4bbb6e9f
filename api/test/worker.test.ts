import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEALTH_QUEUE } from '../src/modules/system/system.jobs.js';
import { startWorker, waitFor, type Running } from './support/processes.js';

describe('worker process', () => {
  let worker: Running;
  let boss: PgBoss;

  beforeAll(async () => {
    worker = await startWorker(inject('databaseUrl'));
    boss = new PgBoss({ connectionString: inject('databaseUrl'), supervise: false, schedule: false });
    await boss.start();
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await worker?.stop();
  });

  it('answers a health job through pg-boss with its pid and the database clock', async () => {
    const id = await boss.send(HEALTH_QUEUE, { ping: 'hello' });
    expect(id).toBeTruthy();
    let output: any;
    await waitFor(
      async () => {
        const [job] = await boss.findJobs(HEALTH_QUEUE, { id: id! });
        output = job?.state === 'completed' ? job.output : undefined;
        return output !== undefined;
      },
      20_000,
      () => `health job not completed:\n${worker.output()}`,
    );
    expect(output.pong).toBe('hello');
    expect(output.pid).toBe(worker.process.pid);
    expect(Math.abs(Date.parse(output.databaseTime) - Date.now())).toBeLessThan(60_000);
  });

  it('stops cleanly on SIGTERM', async () => {
    await worker.stop();
    expect(worker.process.exitCode).toBe(0);
    expect(worker.output()).toContain('finishing jobs in hand');
  });
});
