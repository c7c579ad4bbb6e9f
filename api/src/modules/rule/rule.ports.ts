import type { RuleChangeDeps } from './commands/rule-approval.commands.js';

/** What the rule resolvers and routes need: a rule change's dependencies. */
export type RuleSurfaceDeps = RuleChangeDeps;
