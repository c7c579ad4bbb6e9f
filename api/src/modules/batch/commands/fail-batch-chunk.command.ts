import type { SqlRunner } from '../../../core/sql.js';
import { recordChunk } from '../batch-progress.js';
import type { BatchStatus } from '../batch-upload.entity.js';
import type { BatchChunkJob } from '../batch.jobs.js';

/**
 * Closes a chunk that failed for good (its last retry failed too): each of its rows becomes a row
 * error with `reason` and counts as processed, so the batch ends — `completed` when other rows
 * succeeded, else `failed` — instead of waiting for the chunk forever. The chunk's stored rows are
 * deleted in the same transaction (`run`), which makes it idempotent: a chunk without rows left
 * changes nothing (null).
 */
export async function failBatchChunkCommand(
  run: SqlRunner,
  job: BatchChunkJob,
  reason: string,
): Promise<{ failed: number; status: BatchStatus } | null> {
  const rows = await run(`delete from batch_rows where batch_id = $1 and row_number between $2 and $3 returning row_number`, [
    job.batchId,
    job.firstRow,
    job.lastRow,
  ]);
  if (rows.length === 0) return null;
  const errors = rows.map((r) => ({ row: Number(r.row_number), error: reason })).sort((a, b) => a.row - b.row);
  const status = await recordChunk(run, job.batchId, { processed: rows.length, succeeded: 0, errors });
  return { failed: rows.length, status };
}
