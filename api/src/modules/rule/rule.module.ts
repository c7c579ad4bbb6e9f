import type { DomainModule } from '../../core/module.js';
import { RuleConfig } from './rule-config.entity.js';
import { RuleSetVersion } from './rule-set-version.entity.js';

/** Decision rules, their versions, and the what-if replay (proposed changes are the approval module's records). */
export const ruleModule: DomainModule = {
  entities: [RuleConfig, RuleSetVersion],
};
