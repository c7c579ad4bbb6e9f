import type { AppModule } from '../app-module.js';
import { AuditLog } from './audit-log.entity.js';

/** The audit trail of assessments (written by the assessment and news commands). */
export const auditModule: AppModule = {
  entities: [AuditLog],
};
