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

const columnOf = (em: EntityManager, property: AnswerField) => em.getMetadata().get(Assessment).properties[property].fieldNames[0]!;

/**
 * Stores decided assessments with their `created` audit entries in ONE statement (a data-modifying
 * CTE), so each pair is atomic without a transaction round trip and a batch chunk is a single
 * multi-row insert. The hot path of both the API and the batch worker; the ORM's unit of work
 * stays out of it because it costs more CPU than the database work itself.
 */
export async function insertAssessments(em: EntityManager, rows: NewAssessment[], run: SqlRunner = runnerOf(em)): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const columns = ['id', 'user_id', ...ANSWER_FIELDS.map((f) => columnOf(em, f)), 'status', 'rationale', 'rule_trace', 'processing_time_ms', 'batch_id', 'batch_row'];
  const params: unknown[] = [];
  const tuples: string[] = [];
  const audits: string[] = [];
  const placeholders = (values: unknown[]) => values.map((v) => (params.push(v), `$${params.length}`)).join(', ');
  for (const row of rows) {
    const id = randomUUID();
    tuples.push(
      `(${placeholders([
        id,
        row.userId,
        ...ANSWER_FIELDS.map((f) => row.answers[f] ?? null),
        row.decision.status,
        row.decision.rationale,
        JSON.stringify(row.decision.trace),
        row.processingTimeMs,
        row.batchId ?? null,
        row.batchRow ?? null,
      ])})`,
    );
    const [auditId, assessmentId, userId, changes] = placeholders([randomUUID(), id, row.userId, JSON.stringify(answersOf(row.answers))]).split(', ');
    audits.push(`(${auditId}::uuid, ${assessmentId}::uuid, ${userId}::uuid, '${AuditAction.CREATED}', ${changes}::jsonb)`);
  }
  const sql = `with inserted as (
      insert into assessments (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')} returning *
    ), audit as (
      insert into audit_logs (id, assessment_id, user_id, action, changes) values ${audits.join(', ')}
    )
    select * from inserted`;
  return (await run(sql, params)).map((r) => em.map(Assessment, r));
}
