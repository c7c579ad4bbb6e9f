import type { DomainModule } from '../../core/module.js';
import { AccountAuditLog } from './account-audit-log.entity.js';
import { AuditLog } from './audit-log.entity.js';

/** The audit trails: of assessments (written by the assessment, screening, alert and news commands) and of accounts. */
export const auditModule: DomainModule = {
  entities: [AuditLog, AccountAuditLog],
};
