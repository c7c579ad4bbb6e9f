import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { namedSqlOf, sqlOf, type SqlRunner } from '../../core/sql.js';
import { randomUUID } from 'node:crypto';
import { AuditAction } from './audit-log.entity.js';
import { auditInsertSql } from './assessment-audit.js';
import type { CreditAnalysis } from '../credit/credit-analysis.js';
import type { Decision } from '../decision-engine/decision-engine.js';
import { answersOf, ANSWER_FIELDS, type AnswerField, type AssessmentAnswers } from './assessment-answers.js';
import { Assessment } from './assessment.entity.js';
import { reviewStatusFor, statusFor } from './four-eyes.js';
import type { ScreeningRecord } from '../screening/assessment-screening.js';

/** How an answer left out is stored when its column holds a list rather than null. */
const NONE: Partial<Record<AnswerField, unknown>> = { keyPeople: [] };

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
    'processing_time_ms',
    'rule_set_version',
    'screening',
    'review_status',
    'batch_id',
    'batch_row',
    'idempotency_key',
    'idempotency_fingerprint',
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
    'processing_time_ms int',
    'rule_set_version int',
    'screening jsonb',
    'review_status text',
    'batch_id uuid',
    'batch_row int',
    'idempotency_key text',
    'idempotency_fingerprint text',
    'changes jsonb',
  ];
  const columns = own.map((c) => `"${c}"`).join(', ');
  const sql = `with input as (
      select * from jsonb_to_recordset($1::jsonb) as x(${shape.join(', ')})
    ), inserted as (
      insert into assessments (${columns}) select ${columns} from input
      on conflict (user_id, idempotency_key) do nothing
      returning ${stored ?? 'id'}
    ), audit as (
      ${auditInsertSql('input i join inserted x on x.id = i.id', { assessmentId: 'i.id', userId: 'i.user_id', action: `'${AuditAction.CREATED}'`, changes: 'i.changes' })}
    )
    select ${stored ?? 'count(*) as n'} from inserted`;
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
 */
export async function insertAssessments(
  em: EntityManager,
  rows: NewAssessment[],
  run?: SqlRunner,
  returning = true,
): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const { answers, name, sql } = insertStatement(em, returning);
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
      processing_time_ms: row.processingTimeMs,
      rule_set_version: row.ruleSetVersion,
      batch_id: row.batchId ?? null,
      batch_row: row.batchRow ?? null,
      idempotency_key: row.idempotency?.key ?? null,
      idempotency_fingerprint: row.idempotency?.fingerprint ?? null,
      changes: answersOf(row.answers),
    };
    for (const a of answers) record[a.column] = row.answers[a.field] ?? NONE[a.field] ?? null;
    return record;
  });
  // Outside a transaction, a named statement on the pool: each connection plans it once.
  const runner = run ?? (em.getTransactionContext() ? sqlOf(em) : namedSqlOf(em, name));
  const result = await runner(sql, [JSON.stringify(records)]);
  return returning ? result.map((r) => em.map(Assessment, r)) : [];
}
