import type { SurfaceModule } from '../../core/module.js';
import { CaseResolver } from './case.resolver.js';
import { registerCaseRoutes } from './case.routes.js';
import type { CaseworkSurfaceDeps } from './casework.ports.js';
import { EvidenceResolver } from './evidence.resolver.js';
import { registerEvidenceRoutes } from './evidence.routes.js';

/** Cases, queues, notifications and evidence: GraphQL and /api/cases, /api/case-queues, /api/me/…, /api/evidence. */
export const caseworkSurface: SurfaceModule<CaseworkSurfaceDeps> = {
  resolvers: [CaseResolver, EvidenceResolver],
  routes: (router, deps) => {
    registerCaseRoutes(router, deps);
    registerEvidenceRoutes(router);
  },
};
