import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlParams, sqlOf, type SqlRunner } from '../../core/sql.js';
import type { Answers } from '../decision-engine/decision-engine.js';
import { ANSWER_FIELDS } from './assessment-answers.js';
import { Assessment } from './assessment.entity.js';
import type { AssessmentStatus, ReviewStatus } from './assessment.enums.js';

/**
 * The reads other modules make of the assessments table (monitoring's chunks, rule replay, batch
 * events, account deletion): the assessment module owns the table, so its SQL lives here and the
 * others call these.
 */

/** Consecutive id ranges of `chunk` assessments each (with `statuses` only, when given), in one index scan. */
export async function assessmentIdRanges(
  em: EntityManager,
  chunk: number,
  statuses?: readonly AssessmentStatus[],
): Promise<{ firstId: string; lastId: string }[]> {
  const params = new SqlParams();
  const where = statuses ? `where status = any(${params.add(statuses)}::text[])` : '';
  const rows = await sqlOf(em)<{ first: string; last: string }>(
    `select min(id::text) as first, max(id::text) as last
       from (select id, (row_number() over (order by id) - 1) / ${Math.trunc(chunk)} as chunk from assessments ${where}) t
      group by chunk order by chunk`,
    params.values,
  );
  return rows.map((r) => ({ firstId: r.first, lastId: r.last }));
}

/** The assessments of an id range (with `statuses` only, when given), by id. */
export function assessmentsInRange(
  em: EntityManager,
  range: { firstId: string; lastId: string },
  statuses?: readonly AssessmentStatus[],
): Promise<Assessment[]> {
  return em.find(
    Assessment,
    { id: { $gte: range.firstId, $lte: range.lastId }, ...(statuses ? { status: { $in: [...statuses] } } : {}) },
    { orderBy: { id: 'asc' } },
  );
}

/** These assessments, locked for the caller's transaction, by id (the order every locker takes, so two never deadlock). */
export function lockAssessments(tx: EntityManager, ids: readonly string[]): Promise<Assessment[]> {
  return tx.find(Assessment, { id: { $in: [...ids] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
}

/** How many assessments an account created. */
export async function countAssessmentsBy(em: EntityManager, userId: string): Promise<number> {
  const [row] = await sqlOf(em)<{ count: string }>('select count(*) as count from assessments where user_id = $1', [userId]);
  return Number(row.count);
}

/** An assessment as the decision engine reads it, with what it was decided as. */
export type DecidedAnswers = Answers & { id: string; status: AssessmentStatus; rationale: string; companyName: string };

/**
 * One keyset page of assessments as the decision engine reads them: after `after` by id, created in
 * [from, to) when given. Assessments made before screening existed read as clear, as the engine
 * sees them when they are re-decided.
 */
export function decidedAnswersPage(
  em: EntityManager,
  page: { after: string; limit: number; from?: Date | null; to?: Date | null },
): Promise<DecidedAnswers[]> {
  const props = em.getMetadata().get(Assessment).properties;
  const columns = [
    ...ANSWER_FIELDS.map((f) => `"${props[f].fieldNames[0]}" as "${f}"`),
    `coalesce(screening->>'status', 'clear') as "screeningStatus"`,
  ].join(', ');
  const params = new SqlParams();
  const where = [`id > ${params.add(page.after)}`];
  if (page.from) where.push(`created_at >= ${params.add(page.from)}`);
  if (page.to) where.push(`created_at < ${params.add(page.to)}`);
  return sqlOf(em)<DecidedAnswers>(
    `select id, status, rationale, ${columns} from assessments where ${where.join(' and ')} order by id limit ${Math.trunc(page.limit)}`,
    params.values,
  );
}

/** The decisions of a batch's rows, by row, through `run` (the batch job's own transaction). */
export async function batchRowDecisions(
  run: SqlRunner,
  batchId: string,
  rows: readonly number[],
): Promise<{ assessmentId: string; companyName: string; status: AssessmentStatus; rationale: string; reviewStatus: ReviewStatus }[]> {
  const found = await run<{ id: string; company_name: string; status: AssessmentStatus; rationale: string; review_status: ReviewStatus }>(
    `select id, company_name, status, rationale, review_status from assessments
      where batch_id = $1 and batch_row = any($2::int[]) order by batch_row`,
    [batchId, rows],
  );
  return found.map((r) => ({
    assessmentId: r.id,
    companyName: r.company_name,
    status: r.status,
    rationale: r.rationale,
    reviewStatus: r.review_status,
  }));
}
