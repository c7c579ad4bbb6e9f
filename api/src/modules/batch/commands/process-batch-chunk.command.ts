import { openTriggeredReviews } from '../../assessment/review-triggers.js';
import type { CaseDesk } from '../../casework/case-desk.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from 'pg-boss';
import { DomainError } from '../../../core/errors.js';
import type { EventPublisher } from '../../../core/events.js';
import { inputErrors } from '../../../core/validation.js';
import { cleanAnswers, type AssessmentAnswers } from '../../assessment/assessment-answers.js';
import { type SqlRunner } from '../../../core/sql.js';
import { insertAssessments, type NewAssessment } from '../../assessment/assessment.writer.js';
import { batchRowDecisions } from '../../assessment/assessment.queries.js';
import { CreateAssessmentInput } from '../../assessment/dto/create-assessment.input.js';
import { analyseAnswers, decideAssessment, screeningDetailOf } from '../../assessment/assessment-decision.js';
import { ownershipAnalysisOf, registerFactsOf, type OwnershipPolicy } from '../../assessment/assessment-ownership.js';
import type { ScorecardSource } from '../../credit/scorecard.service.js';
import type { RuleSource } from '../../rule/rule-source.js';
import { partyOf, screenParties } from '../../screening/assessment-screening.js';
import type { NameScreener } from '../../screening/name-screener.js';
import { recordChunk } from '../batch-progress.js';
import { counterpartyKey } from '../../counterparty/counterparty-key.js';
import { gradeHoldsByKey } from '../../counterparty/grade-hold.js';
import { financialsColumn, mapCsvRow } from '../batch-row-mapping.js';
import { BatchStatus, type BatchRowError } from '../batch-upload.entity.js';
import type { BatchChunkJob } from '../batch.jobs.js';
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
  rules: RuleSource,
  screening: NameScreener,
  scorecards: ScorecardSource,
  cases: CaseDesk,
  ownership: OwnershipPolicy,
  job: BatchChunkJob,
  run: SqlRunner,
  events?: { publisher: EventPublisher; db: Db },
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
    const problems = (await inputErrors(CreateAssessmentInput, raw)).map((p) => p.message);
    const answers = cleaned(raw, problems);
    if (problems.length || !answers) {
      errors.push({ row: rowNumber, error: problems.join('; ') });
      continue;
    }
    accepted.push({ rowNumber, answers });
  }
  // Every row's company and key people in one screening query.
  const screened = await screenParties(
    screening,
    em,
    accepted.map(({ answers }) => ({ party: partyOf(answers) })),
  );
  const scorecard = await scorecards.current(em);
  // The grade holds of the counterparties whose rows bring statements, in one query.
  const keyOf = (answers: AssessmentAnswers) => counterpartyKey(answers.companyName, answers.countryOfRegistration);
  const graded = accepted.filter(({ answers }) => answers.financials);
  const holds = await gradeHoldsByKey(
    run,
    graded.map(({ answers }) => keyOf(answers)),
  );
  // The register's word on every row's LEI in one query, and the thresholds once.
  const [register, thresholds] = await Promise.all([
    registerFactsOf(
      run,
      accepted.map(({ answers }) => answers.lei),
    ),
    ownership.current(em),
  ]);
  const valid: NewAssessment[] = accepted.map(({ rowNumber, answers }, i) => {
    const creditAnalysis = answers.financials ? analyseAnswers(answers, scorecard, holds.get(keyOf(answers)) ?? null) : null;
    const ownershipAnalysis = ownershipAnalysisOf(answers, screened[i], thresholds, answers.lei ? register.get(answers.lei) : undefined);
    return {
      userId: String(batch.user_id),
      answers,
      creditAnalysis,
      ownershipAnalysis,
      decision: decideAssessment(
        compiled,
        answers,
        screened[i].status,
        creditAnalysis,
        { screeningStatus: screeningDetailOf(screened[i], ownershipAnalysis) },
        ownershipAnalysis,
      ),
      processingTimeMs: Date.now() - pickedUp,
      ruleSetVersion: compiled.version,
      screening: screened[i],
      batchId: job.batchId,
      batchRow: rowNumber,
    };
  });
  const { openedCases, reassessed } = await insertAssessments(em, cases, scorecard.scorecard.review, valid, {
    run,
    returning: false,
  });
  if (events && valid.length) {
    const created = async (): Promise<AssessmentDecidedData[]> =>
      (
        await batchRowDecisions(
          run,
          job.batchId,
          accepted.map((a) => a.rowNumber),
        )
      ).map((decided) => ({ ...decided, batchId: job.batchId }));
    await events.publisher.publish(events.db, WebhookEventType.ASSESSMENT_DECIDED, created);
  }
  if (events) {
    await cases.announceFourEyes(run, events.db, openedCases);
    // Rows of counterparties assessed before: a lower grade or changed key people opens a review at once.
    await openTriggeredReviews(
      run,
      (triggered) => cases.openIn(run, events.db, triggered),
      reassessed,
      scorecard.scorecard.review.gradeCooldownDays,
    );
  }
  const status = await recordChunk(run, job.batchId, { processed: rows.length, succeeded: valid.length, errors });
  return { succeeded: valid.length, failed: errors.length, status };
}

/**
 * The row's answers as the API stores them (cleanAnswers, which validates the statements with
 * parseFinancials), or null when the statements are refused: their error joins `problems`, named
 * by the CSV column ("totalAssets: Total assets cannot be zero") rather than the API's field path.
 */
function cleaned(raw: Record<string, unknown>, problems: string[]): AssessmentAnswers | null {
  try {
    return cleanAnswers(raw) as AssessmentAnswers;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'BAD_USER_INPUT') throw error;
    const column = financialsColumn(error.field);
    // An ownership error names its field first already ("owners[2].percent must be …").
    problems.push(error.message.startsWith(column) ? error.message : `${column}: ${error.message}`);
    return null;
  }
}
