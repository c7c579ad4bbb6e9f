import { sqlOfDb } from '../../core/sql.js';
import type { JobDefinition } from '../../core/jobs.js';
import { BATCH_CHUNK_QUEUE, type BatchChunkJob } from './batch.jobs.js';
import { processBatchChunkCommand } from './commands/process-batch-chunk.command.js';
import type { BatchJobDeps } from './batch.ports.js';

/**
 * One CSV chunk → assessments, inside the job's own transaction (exactly once), with an
 * EntityManager of its own. Two chunks per fetch so `burstWhenBatchFull` keeps a worker fetching
 * while a batch has work (pg-boss ignores it for single-job fetches); both commit in the job
 * transaction. The short idle poll picks up retries of chunks whose worker died (retries send no
 * NOTIFY).
 */
export const batchChunkJob: JobDefinition<BatchChunkJob, BatchJobDeps> = {
  queue: BATCH_CHUNK_QUEUE,
  options: (deps) => ({
    transactional: true,
    batchSize: 2,
    burstWhenBatchFull: true,
    localConcurrency: deps.config.WORKER_CONCURRENCY,
    notifyPollingIntervalSeconds: 2,
  }),
  async handler(deps, { data: job }, tx) {
    const run = sqlOfDb(tx!);
    const result = await processBatchChunkCommand(
      deps.orm.em.fork(),
      deps.rules,
      deps.screening,
      deps.scorecards,
      deps.cases,
      deps.ownershipSettings,
      job,
      run,
      {
        publisher: deps.events,
        db: tx!,
      },
    );
    console.log(
      `worker ${process.pid}: batch ${job.batchId} rows ${job.firstRow}-${job.lastRow}: ${result.succeeded} assessed, ${result.failed} failed (${result.status})`,
    );
  },
};
