import type { SqlRunner } from '../assessment/assessment.writer.js';
import type { JobDefinition } from '../job-definition.js';
import { BATCH_CHUNK_QUEUE, type BatchChunkJob } from './batch.jobs.js';
import { processBatchChunkCommand } from './commands/process-batch-chunk.command.js';

/**
 * One CSV chunk → assessments, inside the job's own transaction (exactly once), with an
 * EntityManager of its own. Two chunks per fetch so `burstWhenBatchFull` keeps a worker fetching
 * while a batch has work (pg-boss ignores it for single-job fetches); both commit in the job
 * transaction. The short idle poll picks up retries of chunks whose worker died (retries send no
 * NOTIFY).
 */
export const batchChunkJob: JobDefinition<BatchChunkJob> = {
  queue: BATCH_CHUNK_QUEUE,
  options: ({ services }) => ({
    transactional: true,
    batchSize: 2,
    burstWhenBatchFull: true,
    localConcurrency: services.config.WORKER_CONCURRENCY,
    notifyPollingIntervalSeconds: 2,
  }),
  async handler({ services }, { data: job }, tx) {
    const run: SqlRunner = async (sql, params) => (await tx!.executeSql(sql, params)).rows as Record<string, unknown>[];
    const result = await processBatchChunkCommand(services.orm.em.fork(), services.rules, services.screening, job, run, {
      queue: services.queue,
      db: tx!,
    });
    console.log(
      `worker ${process.pid}: batch ${job.batchId} rows ${job.firstRow}-${job.lastRow}: ${result.succeeded} assessed, ${result.failed} failed (${result.status})`,
    );
  },
};
