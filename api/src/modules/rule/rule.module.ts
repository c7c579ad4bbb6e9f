import type { DomainModule } from '../../core/module.js';
import { RuleChangeProposal } from './rule-change-proposal.entity.js';
import { RuleConfig } from './rule-config.entity.js';
import { RuleSetVersion } from './rule-set-version.entity.js';

/** Decision rules, their versions, the what-if replay and proposed changes (REQUIRE_RULE_APPROVAL). */
export const ruleModule: DomainModule = {
  entities: [RuleConfig, RuleSetVersion, RuleChangeProposal],
};
