import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type PgBoss } from 'pg-boss';
import { parseInput } from '../../../core/validation.js';
import { sqlOf } from '../../../core/sql.js';
import { parseBatchCsv } from '../batch-csv.js';
import { BatchUpload } from '../batch-upload.entity.js';
import type { NameScreener } from '../../screening/name-screener.js';
import { BATCH_CHUNK_QUEUE, BATCH_CHUNK_ROWS, SCREENED_CHUNK_ROWS, type BatchChunkJob } from '../batch.jobs.js';
import { UploadBatchInput } from '../dto/batch.types.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Parses the CSV and, in one transaction, stores the batch, its rows and one job per chunk, so an
 * upload either fully happens or leaves nothing. BAD_USER_INPUT, PAYLOAD_TOO_LARGE.
 */
export async function uploadBatchCommand(
  em: EntityManager,
  queue: PgBoss,
  screening: NameScreener,
  actor: Actor,
  raw: unknown,
): Promise<{ batchId: string; totalRows: number }> {
  const input = await parseInput(UploadBatchInput, raw);
  const rows = parseBatchCsv(input.csvContent);
  const chunkRows = (await screening.activeLists(em)).length > 0 ? SCREENED_CHUNK_ROWS : BATCH_CHUNK_ROWS;
  const batch = await em.transactional(async (tx) => {
    const batch = tx.create(BatchUpload, { user: actor.id, fileName: input.fileName.trim(), totalRows: rows.length });
    await tx.flush();
    await sqlOf(tx)(
      `insert into batch_rows (batch_id, row_number, data)
       select $1, r."rowNumber", r.data from jsonb_to_recordset($2::jsonb) as r("rowNumber" int, data jsonb)`,
      [batch.id, JSON.stringify(rows)],
    );
    const jobs = [];
    for (let i = 0; i < rows.length; i += chunkRows) {
      const chunk = rows.slice(i, i + chunkRows);
      jobs.push({
        data: { batchId: batch.id, firstRow: chunk[0].rowNumber, lastRow: chunk[chunk.length - 1].rowNumber } satisfies BatchChunkJob,
      });
    }
    await queue.insert(BATCH_CHUNK_QUEUE, jobs, { db: fromKysely(tx.getTransactionContext()!) });
    return batch;
  });
  return { batchId: batch.id, totalRows: batch.totalRows };
}
