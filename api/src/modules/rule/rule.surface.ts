import type { SurfaceModule } from '../../core/module.js';
import type { RuleSurfaceDeps } from './rule.ports.js';
import { RuleChangeProposalFieldsResolver, RuleResolver } from './rule.resolver.js';
import { registerRuleRoutes } from './rule.routes.js';

/** Decision rules, versions, replay and proposals: GraphQL and /api/admin/rules, /api/admin/rule-proposals. */
export const ruleSurface: SurfaceModule<RuleSurfaceDeps> = {
  resolvers: [RuleResolver, RuleChangeProposalFieldsResolver],
  routes: registerRuleRoutes,
};
