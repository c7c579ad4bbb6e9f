import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { AuditAction } from '../audit/audit-log.entity.js';
import type { Decision } from '../decision-engine/decision-engine.js';
import { answersOf, ANSWER_FIELDS, type AnswerField, type AssessmentAnswers } from './assessment-answers.js';
import { Assessment } from './assessment.entity.js';

/** One decided assessment to store. */
export interface NewAssessment {
  userId: string;
  answers: AssessmentAnswers;
  decision: Decision;
  processingTimeMs: number | null;
  /** The rule-set version that decided it. */
  ruleSetVersion: number | null;
  /** Set for CSV rows: the batch and the spreadsheet row number (unique together). */
  batchId?: string;
  batchRow?: number;
}

/** Runs one parameterised statement and returns its rows, on whatever connection the caller chose. */
export type SqlRunner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Bound parameters straight to the driver, inside the EntityManager's transaction when it has one. */
export function runnerOf(em: EntityManager): SqlRunner {
  const executor: Pick<Kysely<unknown>, 'executeQuery'> = em.getTransactionContext() ?? em.getConnection().getClient();
  return async (sql, params) => (await executor.executeQuery(CompiledQuery.raw(sql, params))).rows as Record<string, unknown>[];
}

const ASSESSMENT_COLUMNS = (em: EntityManager) => {
  const props = em.getMetadata().get(Assessment).properties;
  return ANSWER_FIELDS.map((f: AnswerField) => ({ field: f, column: props[f].fieldNames[0], type: props[f].columnTypes[0] }));
};

/**
 * Stores decided assessments with their `created` audit entries in ONE statement: the rows travel
 * as a single JSON parameter expanded by `jsonb_to_recordset`, and a data-modifying CTE writes both
 * tables, so each pair is atomic without a transaction round trip and a 500-row batch chunk costs
 * one statement. The hot path of both the API and the batch worker; the ORM's unit of work stays
 * out of it because it costs more CPU than the database work itself. With `returning` the stored
 * rows come back as entities (the API answers with them); batches skip that.
 */
export async function insertAssessments(
  em: EntityManager,
  rows: NewAssessment[],
  run: SqlRunner = runnerOf(em),
  returning = true,
): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const answers = ASSESSMENT_COLUMNS(em);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {
      id: randomUUID(),
      user_id: row.userId,
      status: row.decision.status,
      rationale: row.decision.rationale,
      rule_trace: row.decision.trace,
      rejection_reasons: row.decision.rejectionReasons,
      processing_time_ms: row.processingTimeMs,
      rule_set_version: row.ruleSetVersion,
      batch_id: row.batchId ?? null,
      batch_row: row.batchRow ?? null,
      changes: answersOf(row.answers),
    };
    for (const a of answers) record[a.column] = row.answers[a.field] ?? null;
    return record;
  });
  const own = [
    'id',
    'user_id',
    ...answers.map((a) => a.column),
    'status',
    'rationale',
    'rule_trace',
    'rejection_reasons',
    'processing_time_ms',
    'rule_set_version',
    'batch_id',
    'batch_row',
  ];
  const shape = [
    'id uuid',
    'user_id uuid',
    ...answers.map((a) => `"${a.column}" ${a.type}`),
    'status text',
    'rationale text',
    'rule_trace jsonb',
    'rejection_reasons jsonb',
    'processing_time_ms int',
    'rule_set_version int',
    'batch_id uuid',
    'batch_row int',
    'changes jsonb',
  ];
  const columns = own.map((c) => `"${c}"`).join(', ');
  const sql = `with input as (
      select * from jsonb_to_recordset($1::jsonb) as x(${shape.join(', ')})
    ), inserted as (
      insert into assessments (${columns}) select ${columns} from input returning ${returning ? '*' : 'id'}
    ), audit as (
      insert into audit_logs (id, assessment_id, user_id, action, changes)
      select gen_random_uuid(), id, user_id, '${AuditAction.CREATED}', changes from input
    )
    select ${returning ? '*' : 'count(*) as n'} from inserted`;
  const result = await run(sql, [JSON.stringify(records)]);
  return returning ? result.map((r) => em.map(Assessment, r)) : [];
}
