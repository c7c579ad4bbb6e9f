import type { JobWithMetadata } from 'pg-boss';
import { sqlOfDb } from '../../core/sql.js';
import type { JobDefinition } from '../../core/jobs.js';
import { BATCH_CHUNK_EXPIRE_SECONDS, BATCH_CHUNK_FAILED_QUEUE, type BatchChunkJob } from './batch.jobs.js';
import { failBatchChunkCommand } from './commands/fail-batch-chunk.command.js';
import type { BatchJobDeps } from './batch.ports.js';

/**
 * What each row of a chunk that failed for good says, from the error of its last attempt as pg-boss
 * stored it (serialized): a domain error's message is safe to show (core/errors.ts); pg-boss's
 * expiry ("handler execution exceeded 15s", "job timed out") becomes the time allowed; anything
 * else stays in the worker's log.
 */
export function chunkFailureReason(error: unknown, attempts: number): string {
  const { name, message, value } = (error ?? {}) as { name?: unknown; message?: unknown; value?: { message?: unknown } };
  const text = [message, value?.message].find((m): m is string => typeof m === 'string') ?? '';
  const why =
    name === 'DomainError'
      ? text
      : /exceeded|timed out/.test(text)
        ? `processing took longer than the ${BATCH_CHUNK_EXPIRE_SECONDS} s a chunk of rows may take.`
        : 'an unexpected error stopped it (see the worker log).';
  return `Not processed (${attempts} attempts): ${why}`;
}

/**
 * A chunk pg-boss dead-lettered after its last retry: its rows become row errors and the batch ends
 * (failBatchChunkCommand), in the job's own transaction.
 */
export const batchChunkFailedJob: JobDefinition<BatchChunkJob, BatchJobDeps> = {
  queue: BATCH_CHUNK_FAILED_QUEUE,
  options: { transactional: true, includeMetadata: true },
  async handler(_deps, job, tx) {
    // includeMetadata: the dead-letter copy carries the failed job's output and retry count.
    const { sourceOutput, sourceRetryCount } = job as JobWithMetadata<BatchChunkJob>;
    const run = sqlOfDb(tx!);
    const reason = chunkFailureReason(sourceOutput, (sourceRetryCount ?? 0) + 1);
    const closed = await failBatchChunkCommand(run, job.data, reason);
    if (closed) {
      console.log(
        `worker ${process.pid}: batch ${job.data.batchId} rows ${job.data.firstRow}-${job.data.lastRow} failed for good (${closed.status}): ${reason}`,
      );
    }
  },
};
