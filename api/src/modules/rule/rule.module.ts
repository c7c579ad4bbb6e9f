import type { AppModule } from '../app-module.js';
import { RuleChangeProposal } from './rule-change-proposal.entity.js';
import { RuleConfig } from './rule-config.entity.js';
import { RuleSetVersion } from './rule-set-version.entity.js';
import { RuleResolver } from './rule.resolver.js';
import { registerRuleRoutes } from './rule.routes.js';

/** Decision rules, their versions, the what-if replay and proposed changes (REQUIRE_RULE_APPROVAL). */
export const ruleModule: AppModule = {
  entities: [RuleConfig, RuleSetVersion, RuleChangeProposal],
  resolvers: [RuleResolver],
  routes: registerRuleRoutes,
};
