import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotSqlOf, type SqlRunner } from '../../core/sql.js';
import { randomUUID } from 'node:crypto';
import { AuditAction } from './audit-log.entity.js';
import { auditInsertSql } from './assessment-audit.js';
import type { CreditAnalysis } from '../credit/credit-analysis.js';
import type { Decision } from '../decision-engine/decision-engine.js';
import { answersOf, ANSWER_FIELDS, type AnswerField, type AssessmentAnswers } from './assessment-answers.js';
import { Assessment } from './assessment.entity.js';
import { reviewStatusFor, statusFor } from './four-eyes.js';
import { ReviewStatus } from '../kernel/assessment.enums.js';
import { COUNTERPARTY_CTES, counterpartyKey } from '../counterparty/counterparty-key.js';
import { nextReviewAt, type ReviewMonthsByDecision } from '../counterparty/review-schedule.js';
import { FOUR_EYES_CASE_CTES } from '../casework/four-eyes-cases.js';
import type { CaseDesk, OpenedFourEyesCase } from '../casework/case-desk.js';
import type { ScreeningRecord } from '../screening/assessment-screening.js';
import type { Reassessed } from './review-triggers.js';
import type { StoredOwnershipAnalysis } from './assessment-ownership.js';

/** How an answer left out is stored when its column holds a list rather than null. */
const NONE: Partial<Record<AnswerField, unknown>> = { keyPeople: [], owners: [] };

/** One decided assessment to store. */
export interface NewAssessment {
  userId: string;
  answers: AssessmentAnswers;
  decision: Decision;
  /** The credit analysis of its statements (null without), stored like the decision. */
  creditAnalysis: CreditAnalysis | null;
  processingTimeMs: number | null;
  /** The rule-set version that decided it. */
  ruleSetVersion: number | null;
  /** Its screening against the lists, stored by the same statement as the decision. */
  screening: ScreeningRecord;
  /** The analysis of its owners with that screening (null without owners or an LEI). */
  ownershipAnalysis: StoredOwnershipAnalysis | null;
  /** Set for CSV rows: the batch and the spreadsheet row number (unique together). */
  batchId?: string;
  batchRow?: number;
  /** Set for a create with an Idempotency-Key: unique per user, so a repeated request inserts nothing. */
  idempotency?: { key: string; fingerprint: string };
}

interface InsertStatement {
  answers: { field: AnswerField; column: string }[];
  name: string;
  sql: string;
}

// Built once per ORM (they only depend on the entity metadata) rather than on every call.
const STATEMENTS = new WeakMap<object, Record<'rows' | 'count', InsertStatement>>();

function insertStatement(em: EntityManager, returning: boolean): InsertStatement {
  const metadata = em.getMetadata();
  let built = STATEMENTS.get(metadata);
  if (!built) {
    const meta = metadata.get(Assessment);
    const answers = ANSWER_FIELDS.map((f: AnswerField) => ({
      field: f,
      column: meta.properties[f].fieldNames[0],
      type: meta.properties[f].columnTypes[0],
    }));
    // Named explicitly, not `*`: a prepared statement whose result columns changed (a replica
    // migrating ahead of this one) would fail on every connection that prepared it.
    const stored = meta.props
      .filter((p) => p.persist !== false && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
      .flatMap((p) => p.fieldNames)
      .map((c) => `"${c}"`)
      .join(', ');
    built = { rows: buildInsert(answers, stored), count: buildInsert(answers) };
    STATEMENTS.set(metadata, built);
  }
  return returning ? built.rows : built.count;
}

/** The statement, returning the stored columns `stored` or (without them) just the count. */
function buildInsert(answers: { field: AnswerField; column: string; type: string }[], stored?: string): InsertStatement {
  const own = [
    'id',
    'user_id',
    ...answers.map((a) => a.column),
    'status',
    'rule_status',
    'rationale',
    'rule_trace',
    'rejection_reasons',
    'credit_analysis',
    'ownership_analysis',
    'processing_time_ms',
    'rule_set_version',
    'screening',
    'review_status',
    'batch_id',
    'batch_row',
    'idempotency_key',
    'idempotency_fingerprint',
    'next_review_at',
  ];
  const shape = [
    'id uuid',
    'user_id uuid',
    ...answers.map((a) => `"${a.column}" ${a.type}`),
    'status text',
    'rule_status text',
    'rationale text',
    'rule_trace jsonb',
    'rejection_reasons jsonb',
    'credit_analysis jsonb',
    'ownership_analysis jsonb',
    'processing_time_ms int',
    'rule_set_version int',
    'screening jsonb',
    'review_status text',
    'batch_id uuid',
    'batch_row int',
    'idempotency_key text',
    'idempotency_fingerprint text',
    'next_review_at timestamptz',
    'changes jsonb',
    'counterparty_key text',
    'four_eyes_due_at timestamptz',
  ];
  const columns = own.map((c) => `"${c}"`).join(', ');
  const opened = `(select coalesce(jsonb_agg(jsonb_build_object('id', id, 'counterpartyId', counterparty_id, 'assessmentId', assessment_id,
      'title', title, 'dueAt', due_at)), '[]') from four_eyes where opened) as opened_cases,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'counterpartyId', counterparty_id, 'grade', grade, 'keyPeople', key_people)), '[]')
         from previous) as previous`;
  // The counterparty of each row (created for a new name and country), what its latest assessment
  // said (the statement's snapshot does not see the rows it inserts; one index probe each), the
  // assessment, its audit entry and — when it waits for a second person — its four-eyes case: one statement.
  const sql = `with input as (
      select * from jsonb_to_recordset($1::jsonb) as x(${shape.join(', ')})
    ), ${COUNTERPARTY_CTES}, previous as (
      select i.id, cp.id as counterparty_id, p.grade, p.key_people from input i join cp on cp.key = i.counterparty_key
      cross join lateral (select a.credit_analysis->>'grade' as grade, a.key_people from assessments a
        where a.counterparty_id = cp.id order by a.created_at desc limit 1) p
    ), inserted as (
      insert into assessments (${columns}, "counterparty_id")
      select ${own.map((c) => `i."${c}"`).join(', ')}, cp.id from input i left join cp on cp.key = i.counterparty_key
      on conflict (user_id, idempotency_key) do nothing
      returning ${stored ?? 'id, counterparty_id, review_status, company_name'}
    ), ${FOUR_EYES_CASE_CTES}, audit as (
      ${auditInsertSql('input i join inserted x on x.id = i.id', { assessmentId: 'i.id', userId: 'i.user_id', action: `'${AuditAction.CREATED}'`, changes: 'i.changes' })}
    )
    select ${stored ?? 'count(*) as n'}, ${opened} from inserted`;
  return { answers: answers.map(({ field, column }) => ({ field, column })), name: `insert_assessments_${stored ? 'rows' : 'count'}`, sql };
}

/**
 * Stores decided assessments with their `created` audit entries in ONE statement: the rows travel
 * as a single JSON parameter expanded by `jsonb_to_recordset`, and a data-modifying CTE writes both
 * tables, so each pair is atomic without a transaction round trip and a 500-row batch chunk costs
 * one statement. The hot path of both the API and the batch worker; the ORM's unit of work stays
 * out of it because it costs more CPU than the database work itself. With `returning` the stored
 * rows come back as entities (the API answers with them); batches skip that. Without `run`, it
 * runs in `em`'s transaction when there is one, else on the pool as a named statement. A row whose
 * (user, idempotency key) is taken is not inserted, and not returned (see createAssessmentCommand).
 * A row decided by the rules alone is due for its periodic review by its grade, else by `review`'s
 * months for its decision (the current scorecard's policy).
 */
export async function insertAssessments(
  em: EntityManager,
  cases: Pick<CaseDesk, 'fourEyesDueAt'>,
  review: ReviewMonthsByDecision,
  rows: NewAssessment[],
  options: { run?: SqlRunner; returning?: boolean } = {},
): Promise<InsertedAssessments> {
  const { run, returning = true } = options;
  if (rows.length === 0) return { assessments: [], openedCases: [], reassessed: [] };
  const { answers, name, sql } = insertStatement(em, returning);
  const now = new Date();
  const fourEyesDueAt = cases.fourEyesDueAt(now).toISOString();
  const records = rows.map((row) => {
    const reviewStatus = reviewStatusFor(row.decision.status, row.screening);
    const record: Record<string, unknown> = {
      id: randomUUID(),
      user_id: row.userId,
      status: statusFor(row.decision.status, reviewStatus),
      rule_status: row.decision.status,
      rationale: row.decision.rationale,
      rule_trace: row.decision.trace,
      screening: row.screening,
      review_status: reviewStatus,
      rejection_reasons: row.decision.rejectionReasons,
      credit_analysis: row.creditAnalysis,
      ownership_analysis: row.ownershipAnalysis,
      processing_time_ms: row.processingTimeMs,
      rule_set_version: row.ruleSetVersion,
      batch_id: row.batchId ?? null,
      batch_row: row.batchRow ?? null,
      idempotency_key: row.idempotency?.key ?? null,
      idempotency_fingerprint: row.idempotency?.fingerprint ?? null,
      // Decided by the rules alone: due for review from now; a pending one gets its date from its reviewer.
      next_review_at:
        reviewStatus === ReviewStatus.PENDING
          ? null
          : nextReviewAt(now, row.decision.status, review, row.creditAnalysis?.reviewMonths).toISOString(),
      changes: answersOf(row.answers),
      counterparty_key: counterpartyKey(row.answers.companyName, row.answers.countryOfRegistration),
      four_eyes_due_at: fourEyesDueAt,
    };
    for (const a of answers) record[a.column] = row.answers[a.field] ?? NONE[a.field] ?? null;
    return record;
  });
  // Outside a transaction, a named statement on the pool: each connection plans it once.
  const runner = run ?? hotSqlOf(em, name);
  const result = await runner(sql, [JSON.stringify(records)]);
  const openedCases = (result[0]?.opened_cases as OpenedFourEyesCase[] | undefined) ?? [];
  const previous =
    (result[0]?.previous as { id: string; counterpartyId: string; grade: string | null; keyPeople: string[] | null }[]) ?? [];
  const byId = new Map(records.map((r, i) => [r.id as string, rows[i]]));
  const reassessed = previous.map((p): Reassessed => {
    const row = byId.get(p.id)!;
    return {
      id: p.id,
      counterpartyId: p.counterpartyId,
      companyName: row.answers.companyName,
      grade: row.creditAnalysis?.grade ?? null,
      keyPeople: row.answers.keyPeople ?? [],
      previous: { grade: p.grade, keyPeople: p.keyPeople ?? [] },
    };
  });
  return { assessments: returning ? result.map((r) => em.map(Assessment, r)) : [], openedCases, reassessed };
}

/** What storing assessments made: the stored rows (when asked for) and the four-eyes cases it opened, to route and announce. */
export interface InsertedAssessments {
  assessments: Assessment[];
  openedCases: OpenedFourEyesCase[];
  /** The rows of counterparties assessed before, with what their latest earlier assessment said (review triggers compare them). */
  reassessed: Reassessed[];
}
