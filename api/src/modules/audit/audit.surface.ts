import type { SurfaceModule } from '../../core/module.js';
import { AuditResolver } from './audit.resolver.js';
import { registerAuditRoutes } from './audit.routes.js';

/** The account audit log: GraphQL and /api/admin/audit-logs. */
export const auditSurface: SurfaceModule<object> = {
  resolvers: [AuditResolver],
  routes: registerAuditRoutes,
};
