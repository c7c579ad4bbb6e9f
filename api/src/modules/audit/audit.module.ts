import type { AppModule } from '../app-module.js';
import { AccountAuditLog } from './account-audit-log.entity.js';
import { AuditLog } from './audit-log.entity.js';
import { AuditResolver } from './audit.resolver.js';
import { registerAuditRoutes } from './audit.routes.js';

/** The audit trails: of assessments (written by the assessment, screening, alert and news commands) and of accounts. */
export const auditModule: AppModule = {
  entities: [AuditLog, AccountAuditLog],
  resolvers: [AuditResolver],
  routes: registerAuditRoutes,
};
