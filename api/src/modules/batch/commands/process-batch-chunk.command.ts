import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db, PgBoss } from 'pg-boss';
import { inputErrors } from '../../../core/validation.js';
import { cleanAnswers, type AssessmentAnswers } from '../../assessment/assessment-answers.js';
import { insertAssessments, type NewAssessment, type SqlRunner } from '../../assessment/assessment.writer.js';
import { CreateAssessmentInput } from '../../assessment/dto/create-assessment.input.js';
import { decide } from '../../decision-engine/decision-engine.js';
import type { RuleService } from '../../rule/rule.service.js';
import { partyOf, screenParties, screeningDetail } from '../../screening/assessment-screening.js';
import type { ScreeningService } from '../../screening/screening.service.js';
import { recordChunk } from '../batch-progress.js';
import { mapCsvRow } from '../batch-row-mapping.js';
import { BatchStatus, type BatchRowError } from '../batch-upload.entity.js';
import type { BatchChunkJob } from '../batch.jobs.js';
import { publishEvents } from '../../webhook/webhook.service.js';
import { WebhookEventType, type AssessmentDecidedData } from '../../webhook/webhook.events.js';

/**
 * Turns one chunk into assessments and audit entries and moves the batch's counters, all through
 * `run` — the worker passes pg-boss's job transaction, so the writes commit together with the
 * job's completion, and a worker killed mid-chunk leaves nothing behind for the retry to
 * duplicate. Invalid rows become row errors; anything unexpected throws so pg-boss retries.
 * `em` serves the compiled rules and the entity metadata. With `events`, the created assessments
 * are published as `assessment.decided` in the same transaction (`events.db`), one insert for the
 * chunk; the rows are read back only when a webhook subscribes.
 */
export async function processBatchChunkCommand(
  em: EntityManager,
  rules: RuleService,
  screening: ScreeningService,
  job: BatchChunkJob,
  run: SqlRunner,
  events?: { queue: PgBoss; db: Db },
): Promise<{ succeeded: number; failed: number; status: BatchStatus }> {
  const pickedUp = Date.now();
  const [batch] = await run(`select user_id from batch_uploads where id = $1`, [job.batchId]);
  if (!batch) return { succeeded: 0, failed: 0, status: BatchStatus.FAILED };
  const rows = await run(
    `select row_number, data from batch_rows where batch_id = $1 and row_number between $2 and $3 order by row_number`,
    [job.batchId, job.firstRow, job.lastRow],
  );
  const compiled = await rules.compiledEnabled(em);
  const accepted: { rowNumber: number; answers: AssessmentAnswers }[] = [];
  const errors: BatchRowError[] = [];
  for (const row of rows) {
    const rowNumber = Number(row.row_number);
    const raw = mapCsvRow(row.data as Record<string, string>);
    const problems = await inputErrors(CreateAssessmentInput, raw);
    if (problems.length) {
      errors.push({ row: rowNumber, error: problems.map((p) => p.message).join('; ') });
      continue;
    }
    accepted.push({ rowNumber, answers: cleanAnswers(raw) as AssessmentAnswers });
  }
  // Every row's company and key people in one screening query.
  const screened = await screenParties(
    screening,
    em,
    accepted.map(({ answers }) => ({ party: partyOf(answers) })),
  );
  const valid: NewAssessment[] = accepted.map(({ rowNumber, answers }, i) => ({
    userId: String(batch.user_id),
    answers,
    decision: decide(compiled, { ...answers, screeningStatus: screened[i].status }, { screeningStatus: screeningDetail(screened[i]) }),
    processingTimeMs: Date.now() - pickedUp,
    ruleSetVersion: compiled.version,
    screening: screened[i],
    batchId: job.batchId,
    batchRow: rowNumber,
  }));
  await insertAssessments(em, valid, run, false);
  if (events && valid.length) {
    const created = async (): Promise<AssessmentDecidedData[]> =>
      (
        await run(
          `select id, company_name, status, rationale, review_status from assessments
           where batch_id = $1 and batch_row = any($2::int[]) order by batch_row`,
          [job.batchId, valid.map((v) => v.batchRow)],
        )
      ).map((r) => ({
        assessmentId: String(r.id),
        companyName: String(r.company_name),
        status: String(r.status),
        rationale: String(r.rationale),
        reviewStatus: String(r.review_status),
        batchId: job.batchId,
      }));
    await publishEvents(events.queue, WebhookEventType.ASSESSMENT_DECIDED, created, { db: events.db });
  }
  const status = await recordChunk(run, job.batchId, { processed: rows.length, succeeded: valid.length, errors });
  return { succeeded: valid.length, failed: errors.length, status };
}
