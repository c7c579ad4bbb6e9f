/**
 * The api's public entry, imported by the worker: configuration, the composition root, the queue,
 * the job contracts and the command a job runs. The worker reuses the domain through this file only.
 */
import 'reflect-metadata';

export { loadConfigOrExit, type Config } from './core/config.js';
export { createServices, type Services } from './services.js';
export { type PgBoss } from './core/queue.js';
export { BATCH_CHUNK_QUEUE, type BatchChunkJob } from './modules/batch/batch.jobs.js';
export { processBatchChunkCommand } from './modules/batch/commands/process-batch-chunk.command.js';
export {
  REPORT_QUEUE,
  REPORT_READY_CHANNEL,
  type ReportJob,
  type ReportJobResult,
  type ReportModel,
} from './modules/report/report.jobs.js';
export { AuditAction } from './modules/audit/audit-log.entity.js';
export { WATCHLIST_IMPORT_QUEUE, type WatchlistImportJob } from './modules/screening/screening.jobs.js';
export { runWatchlistImportCommand } from './modules/screening/commands/run-watchlist-import.command.js';
export { HEALTH_QUEUE, type HealthJob, type HealthResult } from './modules/system/system.jobs.js';
