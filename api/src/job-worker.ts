import type { Config } from './core/config.js';
import { bindModuleJobs } from './core/module.js';
import { MODULES } from './modules/index.js';
import type { ReportRenderer } from './modules/report/report.jobs.js';
import { createJobServices, type JobServices } from './services.js';

/**
 * The worker's start, in the steps worker/src/main.ts takes between its own (signals, Chromium)
 * and the test harness reuses (api/test/support/in-process.ts): the queues it serves, its
 * services, and every served module's jobs bound and registered.
 */

/** Every queue some module has jobs for, and those `WORKER_QUEUES` picks (all by default). */
export function workerQueues(config: Pick<Config, 'WORKER_QUEUES'>): { known: string[]; wanted: string[] } {
  const known = MODULES.flatMap((module) => (module.jobs ?? []).map((job) => job.queue));
  return { known, wanted: config.WORKER_QUEUES?.length ? config.WORKER_QUEUES : known };
}

/** Pages a worker renders at once: Chromium renders in its own processes, so a few pay off even on small nodes. */
export const renderSlots = (config: Pick<Config, 'WORKER_CONCURRENCY'>) => Math.max(4, config.WORKER_CONCURRENCY);

/** The services a worker's jobs use, with the queue's maintenance (the workers sweep expired jobs and run schedules). */
export function openJobServices(config: Config, databaseUrl: string): Promise<JobServices> {
  return createJobServices(config, databaseUrl, { poolMax: config.WORKER_CONCURRENCY + 2, maintenance: true });
}

/** Binds every module's jobs to what they declared they need (a missing dependency is a compile error) and serves `queues`. */
export async function serveJobs(services: JobServices, renderer: ReportRenderer, queues: readonly string[]): Promise<void> {
  const jobs = bindModuleJobs(MODULES, { ...services, renderer });
  for (const job of jobs.filter((j) => queues.includes(j.queue))) await job.register(services);
}
