import type { DomainModule } from '../../core/module.js';
import { AssessmentStats, CreditGradeStats, RejectionReasonStats } from './assessment-stats.entity.js';
import { Assessment } from './assessment.entity.js';

/** The assessments, their decisions and the running totals analytics read. */
export const assessmentModule: DomainModule = {
  entities: [Assessment, AssessmentStats, RejectionReasonStats, CreditGradeStats],
};
