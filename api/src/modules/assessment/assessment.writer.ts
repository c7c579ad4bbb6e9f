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
}

const columnOf = (em: EntityManager, property: AnswerField) => em.getMetadata().get(Assessment).properties[property].fieldNames[0]!;

/**
 * Stores decided assessments with their `created` audit entries in ONE statement (a data-modifying
 * CTE), so the pair is atomic without a transaction round trip and a batch chunk is a single
 * multi-row insert. The hot path of both the API and the batch worker; the ORM's unit of work
 * stays out of it because it costs more CPU than the database work itself.
 */
export async function insertAssessments(em: EntityManager, rows: NewAssessment[]): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const columns = ['id', 'user_id', ...ANSWER_FIELDS.map((f) => columnOf(em, f)), 'status', 'rationale', 'rule_trace', 'processing_time_ms'];
  const params: unknown[] = [];
  const tuples: string[] = [];
  const audits: string[] = [];
  for (const row of rows) {
    const id = randomUUID();
    const values = [id, row.userId, ...ANSWER_FIELDS.map((f) => row.answers[f] ?? null), row.decision.status, row.decision.rationale, JSON.stringify(row.decision.trace), row.processingTimeMs];
    const base = params.length;
    params.push(...values);
    tuples.push(`(${values.map((_, i) => `$${base + i + 1}`).join(', ')})`);
    params.push(randomUUID(), id, row.userId, JSON.stringify(answersOf(row.answers)));
    const p = params.length;
    audits.push(`($${p - 3}::uuid, $${p - 2}::uuid, $${p - 1}::uuid, '${AuditAction.CREATED}', $${p}::jsonb)`);
  }
  const sql = `with inserted as (
      insert into assessments (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')} returning *
    ), audit as (
      insert into audit_logs (id, assessment_id, user_id, action, changes) values ${audits.join(', ')}
    )
    select * from inserted`;
  // Bound parameters straight to the driver (inside the caller's transaction when there is one).
  const executor: Pick<Kysely<unknown>, 'executeQuery'> = em.getTransactionContext() ?? em.getConnection().getClient();
  const result = await executor.executeQuery(CompiledQuery.raw(sql, params));
  return (result.rows as Record<string, unknown>[]).map((r) => em.map(Assessment, r));
}
