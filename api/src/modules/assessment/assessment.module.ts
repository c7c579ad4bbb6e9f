import type { DomainModule } from '../../core/module.js';
import { AssessmentStats, CreditGradeStats, RejectionReasonStats } from './assessment-stats.entity.js';
import { Assessment } from './assessment.entity.js';
import { AuditLog } from './audit-log.entity.js';

/** The assessments, their decisions, their audit trail and the running totals analytics read. */
export const assessmentModule: DomainModule = {
  entities: [Assessment, AuditLog, AssessmentStats, RejectionReasonStats, CreditGradeStats],
};
