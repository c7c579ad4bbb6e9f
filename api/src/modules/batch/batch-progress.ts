import type { SqlRunner } from '../../core/sql.js';
import { BatchStatus, type BatchRowError } from './batch-upload.entity.js';

/** Failed rows kept per batch; the failed count stays exact beyond it. */
const MAX_STORED_ERRORS = 1000;

/**
 * Counts a chunk's rows into its batch (`processed` of them, `succeeded` became assessments, `errors`
 * the others) through `run`, in the caller's transaction. The chunk that brings the processed count
 * to the total ends the batch: `completed` when any row succeeded, else `failed`; its stored rows are
 * then deleted. Returns the batch's status (FAILED for a batch that no longer exists).
 */
export async function recordChunk(
  run: SqlRunner,
  batchId: string,
  chunk: { processed: number; succeeded: number; errors: BatchRowError[] },
): Promise<BatchStatus> {
  const [updated] = await run(
    `update batch_uploads set
       processed_rows = processed_rows + $2,
       successful_rows = successful_rows + $3,
       failed_rows = failed_rows + $4,
       errors = case when jsonb_array_length(errors) >= ${MAX_STORED_ERRORS} then errors else errors || $5::jsonb end,
       status = case when processed_rows + $2 >= total_rows
                     then case when successful_rows + $3 > 0 then 'completed' else 'failed' end
                     else 'processing' end,
       completed_at = case when processed_rows + $2 >= total_rows then now() else null end
     where id = $1 returning status`,
    [batchId, chunk.processed, chunk.succeeded, chunk.errors.length, JSON.stringify(chunk.errors)],
  );
  if (!updated) return BatchStatus.FAILED;
  const status = updated.status as BatchStatus;
  if (status === BatchStatus.COMPLETED || status === BatchStatus.FAILED) await run(`delete from batch_rows where batch_id = $1`, [batchId]);
  return status;
}
