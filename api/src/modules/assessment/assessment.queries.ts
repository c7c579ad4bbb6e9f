import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlParams, sqlOf, type SqlRunner } from '../../core/sql.js';
import type { Answers } from '../decision-engine/decision-engine.js';
import { ANSWER_FIELDS } from './assessment-answers.js';
import type { CreditAnalysis } from '../credit/credit-analysis.js';
import { Assessment } from './assessment.entity.js';
import type { AssessmentStatus, DecisionStatus, ReviewStatus } from '../kernel/assessment.enums.js';
import { screeningStatusSql } from '../screening/assessment-screening.js';

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
export type DecidedAnswers = Answers & {
  id: string;
  status: AssessmentStatus;
  rationale: string;
  companyName: string;
  creditAnalysis: CreditAnalysis | null;
  /** The final decision a four-eyes reviewer recorded against the rules' (it differs from their ruleStatus); null otherwise. */
  reviewOverride: DecisionStatus | null;
  /** The limit the final review in force approved; null without one. */
  approvedLimit: number | null;
};

/** DecidedAnswers.reviewOverride as a select expression over the final review in `column`. */
const reviewOverride = (column: string) =>
  `case when ${column}->>'decision' <> ${column}->>'ruleStatus' then ${column}->>'decision' end as "reviewOverride"`;

/**
 * One keyset page of assessments as the decision engine reads them: after `after` by id (through
 * `through`), created in [from, to) when given. Assessments never screened against a list read as not_screened, as the
 * engine sees them when they are re-decided.
 */
export function decidedAnswersPage(
  em: EntityManager,
  page: { after: string; through?: string; limit: number; from?: Date | null; to?: Date | null },
): Promise<DecidedAnswers[]> {
  const props = em.getMetadata().get(Assessment).properties;
  const columns = [
    // The statements are read through their analysis, which is what the rules test.
    ...ANSWER_FIELDS.filter((f) => f !== 'financials').map((f) => `"${props[f].fieldNames[0]}" as "${f}"`),
    `${screeningStatusSql('screening')} as "screeningStatus"`,
    `credit_analysis as "creditAnalysis"`,
    `approved_limit::float8 as "approvedLimit"`,
    reviewOverride('final_review'),
  ].join(', ');
  const params = new SqlParams();
  const where = [`id > ${params.add(page.after)}`];
  if (page.through) where.push(`id <= ${params.add(page.through)}`);
  if (page.from) where.push(`created_at >= ${params.add(page.from)}`);
  if (page.to) where.push(`created_at < ${params.add(page.to)}`);
  return sqlOf(em)<DecidedAnswers>(
    `select id, status, rationale, ${columns} from assessments where ${where.join(' and ')} order by id limit ${Math.trunc(page.limit)}`,
    params.values,
  );
}

/**
 * What a scorecard replay reads of a stored credit analysis: the measures a re-score takes and the
 * outcome it is compared with — not the spread, the points or the limit's terms.
 */
export type StoredCreditMeasures = Pick<
  CreditAnalysis,
  | 'fiscalYearEnd'
  | 'currency'
  | 'paymentTermsDays'
  | 'revenue'
  | 'equity'
  | 'ratios'
  | 'altmanZ'
  | 'requestedLimit'
  | 'riskFlags'
  | 'gradeHold'
  | 'score'
  | 'grade'
  | 'scorecardVersion'
> & {
  /** The stored suggested limit, in `currency`. */
  suggestedLimit: number;
};

/**
 * An assessment with a credit analysis, as a scorecard replay re-scores and re-decides it: the
 * answers it reads are those of the rule fields asked for (the others are undefined).
 */
export type CreditReplayRow = Omit<Answers, 'screeningStatus'> & {
  id: string;
  status: AssessmentStatus;
  companyName: string;
  tradingYears: string | null;
  /** Read when asked for; 'not_screened' for assessments never screened against a list. */
  screeningStatus?: string;
  creditAnalysis: StoredCreditMeasures;
  /** As DecidedAnswers.reviewOverride. */
  reviewOverride: DecisionStatus | null;
};

// The stored analysis's keys a replay reads, with their SQL types: one jsonb_to_record call
// decompresses the analysis once (each -> would again) and sends scalars, not the whole document.
const MEASURE_COLUMNS = {
  fiscalYearEnd: 'text',
  currency: 'text',
  paymentTermsDays: 'int',
  revenue: 'float8',
  equity: 'float8',
  ratios: 'jsonb',
  altmanZ: 'jsonb',
  requestedLimit: 'float8',
  riskFlags: 'jsonb',
  gradeHold: 'jsonb',
  score: 'float8',
  grade: 'text',
  scorecardVersion: 'int',
  suggestedLimit: 'jsonb',
} as const satisfies Record<keyof StoredCreditMeasures, string>;
const MEASURES = Object.keys(MEASURE_COLUMNS) as (keyof StoredCreditMeasures)[];

/**
 * One keyset page of the assessments that have a credit analysis: after `after` by id (up to
 * `through`, when given), created in [from, to) when given, with only what a re-score and a
 * decision over `ruleFields` need (the stored answers those rules test, screening's status when
 * one does, the analysis's measures), so a replay over 100,000 analyses reads no statement,
 * spread, rationale or screening hit.
 */
export async function creditReplayPage(
  em: EntityManager,
  page: { after: string; through?: string; limit: number; from?: Date | null; to?: Date | null; ruleFields: readonly string[] },
): Promise<CreditReplayRow[]> {
  const props = em.getMetadata().get(Assessment).properties;
  // The company names the sample, the trading years are scored; statements are read through their analysis.
  const answers = ANSWER_FIELDS.filter(
    (f) => f === 'companyName' || f === 'tradingYears' || (f !== 'financials' && page.ruleFields.includes(f)),
  );
  const screened = page.ruleFields.includes('screeningStatus');
  const keys = ['id', 'status', 'reviewOverride', ...answers, ...(screened ? ['screeningStatus'] : [])];
  const aliases = MEASURES.map((k) => `m.${k}`);
  const columns = [
    'a.id',
    'a.status',
    reviewOverride('a.final_review'),
    ...answers.map((f) => `a."${props[f].fieldNames[0]}" as "${f}"`),
    ...(screened ? [`${screeningStatusSql('a.screening')} as "screeningStatus"`] : []),
    ...MEASURES.map((k, i) => (k === 'suggestedLimit' ? `(m."${k}"->>'amount')::float8` : `m."${k}"`) + ` as "${aliases[i]}"`),
  ].join(', ');
  const record = MEASURES.map((k) => `"${k}" ${MEASURE_COLUMNS[k]}`).join(', ');
  const params = new SqlParams();
  const where = [`a.id > ${params.add(page.after)}`, 'a.credit_analysis is not null'];
  if (page.through) where.push(`a.id <= ${params.add(page.through)}`);
  if (page.from) where.push(`a.created_at >= ${params.add(page.from)}`);
  if (page.to) where.push(`a.created_at < ${params.add(page.to)}`);
  const rows = await sqlOf(em)<Record<string, unknown>>(
    `select ${columns} from assessments a, jsonb_to_record(a.credit_analysis) as m(${record})
      where ${where.join(' and ')} order by a.id limit ${Math.trunc(page.limit)}`,
    params.values,
  );
  return rows.map((row) => {
    const replayed: Record<string, unknown> = {};
    for (const k of keys) replayed[k] = row[k];
    const measures: Record<string, unknown> = {};
    for (let i = 0; i < MEASURES.length; i++) measures[MEASURES[i]] = row[aliases[i]];
    replayed.creditAnalysis = measures;
    return replayed as CreditReplayRow;
  });
}

/** The decisions of a batch's rows, by row, through `run` (the batch job's own transaction). */
export async function batchRowDecisions(
  run: SqlRunner,
  batchId: string,
  rows: readonly number[],
): Promise<
  {
    assessmentId: string;
    companyName: string;
    status: AssessmentStatus;
    ruleStatus: AssessmentStatus;
    rationale: string;
    reviewStatus: ReviewStatus;
  }[]
> {
  const found = await run<{
    id: string;
    company_name: string;
    status: AssessmentStatus;
    rule_status: AssessmentStatus;
    rationale: string;
    review_status: ReviewStatus;
  }>(
    `select id, company_name, status, rule_status, rationale, review_status from assessments
      where batch_id = $1 and batch_row = any($2::int[]) order by batch_row`,
    [batchId, rows],
  );
  return found.map((r) => ({
    assessmentId: r.id,
    companyName: r.company_name,
    status: r.status,
    ruleStatus: r.rule_status,
    rationale: r.rationale,
    reviewStatus: r.review_status,
  }));
}
