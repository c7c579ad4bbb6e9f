import type { SurfaceModule } from '../../core/module.js';
import type { CreditSurfaceDeps } from './credit.ports.js';
import { CreditResolver } from './credit.resolver.js';
import { registerCreditRoutes } from './credit.routes.js';
import { ScorecardChangeProposalFieldsResolver, ScorecardResolver } from './scorecard.resolver.js';
import { registerScorecardRoutes } from './scorecard.routes.js';

/**
 * Credit analysis: the wizard's preview (GraphQL creditPreview, POST /api/credit/preview) and the
 * admin's scorecard (GraphQL scorecard, scorecardVersions, replayScorecard, saveScorecard, submitScorecardChange and
 * its proposals; /api/admin/scorecard*, /api/admin/scorecard-proposals*).
 */
export const creditSurface: SurfaceModule<CreditSurfaceDeps> = {
  resolvers: [CreditResolver, ScorecardResolver, ScorecardChangeProposalFieldsResolver],
  routes: (router, deps) => {
    registerCreditRoutes(router, deps);
    registerScorecardRoutes(router, deps);
  },
};
