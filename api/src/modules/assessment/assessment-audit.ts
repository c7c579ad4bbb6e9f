import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/principal.js';
import type { Assessment } from './assessment.entity.js';
import { User } from '../user/user.entity.js';
import { AuditAction, AuditLog } from './audit-log.entity.js';

/** One change to record in an assessment's audit trail. `actor` null is the system (monitoring). */
export interface AssessmentChange {
  assessment: Assessment;
  actor: Pick<Actor, 'id'> | null;
  action: AuditAction;
  changes: Record<string, unknown>;
  previousState?: Record<string, unknown> | null;
}

/**
 * The one writer of the assessments' audit trail (audit_logs) through the ORM: adds the entry to
 * `em`, so it commits with the change it records. Statements that write many entries at once use
 * `auditInsertSql` instead, the same rows in one statement.
 */
export function recordAssessmentChange(em: EntityManager, change: AssessmentChange): AuditLog {
  return em.create(AuditLog, {
    assessment: change.assessment,
    user: change.actor ? em.getReference(User, change.actor.id) : null,
    action: change.action,
    changes: change.changes,
    previousState: change.previousState ?? null,
  });
}

/**
 * The statement (for a data-modifying CTE) that writes one audit entry per row of `source`, whose
 * columns name the assessment, the user (null: the system), the action and the changes (jsonb):
 * the bulk form of recordAssessmentChange, for the hot paths that write an assessment or an alert
 * and its entry in one statement.
 */
export function auditInsertSql(source: string, columns: { assessmentId: string; userId: string; action: string; changes: string }): string {
  return `insert into audit_logs (id, assessment_id, user_id, action, changes)
      select gen_random_uuid(), ${columns.assessmentId}, ${columns.userId}, ${columns.action}, ${columns.changes} from ${source}`;
}

/** An assessment's audit trail, oldest first, with who made each change. */
export function assessmentAuditTrail(em: EntityManager, assessmentId: string): Promise<AuditLog[]> {
  return em.find(AuditLog, { assessment: assessmentId }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['user'] });
}
