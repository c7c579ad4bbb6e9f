import type { HealthJob, HealthResult, Services } from '@counterparty/api';

/** Answers a health ping with this process's id and the database clock, proving both work. */
export async function handleHealth(services: Services, job: HealthJob): Promise<HealthResult> {
  const [row] = await services.orm.em.fork().getConnection().execute<{ now: Date }[]>('select now() as now');
  return { pong: job.ping, pid: process.pid, databaseTime: new Date(row.now).toISOString() };
}
