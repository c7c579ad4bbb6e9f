/**
 * The job worker: the api's domain started differently. Needs only DATABASE_URL, so it runs on
 * any node that reaches the database; `WORKER_CONCURRENCY` jobs at a time; SIGTERM lets the jobs
 * in hand finish before it exits.
 */
import { createServices, HEALTH_QUEUE, loadConfigOrExit, startQueue, type HealthJob } from '@counterparty/api';
import { handleHealth } from './jobs/health.job.js';

const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error('Configuration error: DATABASE_URL is required for the worker (npm start sets it for the bundled one)');
  process.exit(1);
}
const services = await createServices(config, config.DATABASE_URL, { poolMax: config.WORKER_CONCURRENCY + 2 });
const boss = await startQueue(config.DATABASE_URL, { maintenance: true, max: config.WORKER_CONCURRENCY + 2 });

await boss.work<HealthJob>(HEALTH_QUEUE, async ([job]) => handleHealth(services, job!.data));
console.log(`Counterparty worker ${process.pid} ready (concurrency ${config.WORKER_CONCURRENCY})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`worker ${process.pid}: ${signal}, finishing jobs in hand`);
  await boss.stop({ graceful: true, timeout: 60_000 });
  await services.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
