import type { MikroORM } from '@mikro-orm/postgresql';
import { fromKysely, type PgBoss } from 'pg-boss';
import { notFound } from '../../core/errors.js';
import { inputErrors, parseInput } from '../../core/validation.js';
import { cleanAnswers, type AssessmentAnswers } from '../assessment/assessment-answers.js';
import { insertAssessments, runnerOf, type NewAssessment, type SqlRunner } from '../assessment/assessment.writer.js';
import { CreateAssessmentInput } from '../assessment/dto/create-assessment.input.js';
import { decide } from '../decision-engine/decision-engine.js';
import type { RuleService } from '../rule/rule.service.js';
import type { User } from '../user/user.entity.js';
import { UUID } from '../user/user.service.js';
import { parseBatchCsv } from './batch-csv.js';
import { mapCsvRow } from './batch-row-mapping.js';
import { BatchStatus, BatchUpload, type BatchRowError } from './batch-upload.entity.js';
import { BATCH_CHUNK_QUEUE, BATCH_CHUNK_ROWS, type BatchChunkJob } from './batch.jobs.js';
import { UploadBatchInput } from './dto/batch.types.js';

/** Failed rows kept per batch; the failed count stays exact beyond it. */
const MAX_STORED_ERRORS = 1000;
const HISTORY_SIZE = 50;

/** CSV batches: the API stores and enqueues them, workers process their chunks. */
export class BatchService {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: PgBoss,
    private readonly rules: RuleService,
  ) {}

  /**
   * Parses the CSV and, in one transaction, stores the batch, its rows and one job per chunk, so
   * an upload either fully happens or leaves nothing. BAD_USER_INPUT, PAYLOAD_TOO_LARGE.
   */
  async upload(actor: User, raw: unknown): Promise<{ batchId: string; totalRows: number }> {
    const input = await parseInput(UploadBatchInput, raw);
    const rows = parseBatchCsv(input.csvContent);
    const batch = await this.orm.em.fork().transactional(async (em) => {
      const batch = em.create(BatchUpload, { user: actor.id, fileName: input.fileName.trim(), totalRows: rows.length });
      await em.flush();
      await runnerOf(em)(
        `insert into batch_rows (batch_id, row_number, data)
         select $1, r."rowNumber", r.data from jsonb_to_recordset($2::jsonb) as r("rowNumber" int, data jsonb)`,
        [batch.id, JSON.stringify(rows)],
      );
      const jobs = [];
      for (let i = 0; i < rows.length; i += BATCH_CHUNK_ROWS) {
        const chunk = rows.slice(i, i + BATCH_CHUNK_ROWS);
        jobs.push({ data: { batchId: batch.id, firstRow: chunk[0]!.rowNumber, lastRow: chunk[chunk.length - 1]!.rowNumber } satisfies BatchChunkJob });
      }
      await this.queue.insert(BATCH_CHUNK_QUEUE, jobs, { db: fromKysely(em.getTransactionContext()!) });
      return batch;
    });
    return { batchId: batch.id, totalRows: batch.totalRows };
  }

  /** The team's most recent uploads, newest first. */
  list(): Promise<BatchUpload[]> {
    return this.orm.em.fork().find(BatchUpload, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_SIZE });
  }

  /** NOT_FOUND. */
  async get(id: string): Promise<BatchUpload> {
    const batch = UUID.test(id) ? await this.orm.em.fork().findOne(BatchUpload, id) : null;
    if (!batch) throw notFound('Batch not found');
    return batch;
  }

  /**
   * Turns one chunk into assessments and audit entries and moves the batch's counters, all through
   * `run` — the worker passes pg-boss's job transaction, so the writes commit together with the
   * job's completion, and a worker killed mid-chunk leaves nothing behind for the retry to
   * duplicate. Invalid rows become row errors; anything unexpected throws so pg-boss retries.
   */
  async processChunk(job: BatchChunkJob, run: SqlRunner): Promise<{ succeeded: number; failed: number; status: BatchStatus }> {
    const pickedUp = Date.now();
    const em = this.orm.em.fork();
    const [batch] = await run(`select user_id from batch_uploads where id = $1`, [job.batchId]);
    if (!batch) return { succeeded: 0, failed: 0, status: BatchStatus.FAILED };
    const rows = await run(`select row_number, data from batch_rows where batch_id = $1 and row_number between $2 and $3 order by row_number`, [
      job.batchId,
      job.firstRow,
      job.lastRow,
    ]);
    const rules = await this.rules.compiledEnabled(em);
    const valid: NewAssessment[] = [];
    const errors: BatchRowError[] = [];
    for (const row of rows) {
      const rowNumber = Number(row.row_number);
      const raw = mapCsvRow(row.data as Record<string, string>);
      const problems = await inputErrors(CreateAssessmentInput, raw);
      if (problems.length) {
        errors.push({ row: rowNumber, error: problems.map((p) => p.message).join('; ') });
        continue;
      }
      const answers = cleanAnswers(raw as AssessmentAnswers) as AssessmentAnswers;
      valid.push({ userId: String(batch.user_id), answers, decision: decide(rules, answers), processingTimeMs: Date.now() - pickedUp, ruleSetVersion: rules.version, batchId: job.batchId, batchRow: rowNumber });
    }
    await insertAssessments(em, valid, run, false);
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
      [job.batchId, rows.length, valid.length, errors.length, JSON.stringify(errors)],
    );
    const status = updated!.status as BatchStatus;
    if (status === BatchStatus.COMPLETED || status === BatchStatus.FAILED) await run(`delete from batch_rows where batch_id = $1`, [job.batchId]);
    return { succeeded: valid.length, failed: errors.length, status };
  }
}

