import type { AppModule } from '../app-module.js';
import { RuleConfig } from './rule-config.entity.js';
import { RuleSetVersion } from './rule-set-version.entity.js';
import { RuleResolver } from './rule.resolver.js';
import { registerRuleRoutes } from './rule.routes.js';

/** Decision rules, their versions and the what-if replay. */
export const ruleModule: AppModule = {
  entities: [RuleConfig, RuleSetVersion],
  resolvers: [RuleResolver],
  routes: registerRuleRoutes,
};
