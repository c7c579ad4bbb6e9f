import type { RuleSource } from '../rule/rule-source.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';
import type { CaseDesk } from '../casework/case-desk.js';
import type { AlertService } from './alert.service.js';
import type { OwnershipPolicy } from '../assessment/assessment-ownership.js';

/** What the alert resolvers and routes need (the rules, scorecards and case desk: resolving a screening alert re-decides its assessment). */
export interface AlertSurfaceDeps {
  alerts: AlertService;
  rules: RuleSource;
  scorecards: ScorecardSource;
  /** The ownership thresholds in force (ownership settings): owners are analysed on create and re-decisions. */
  ownershipSettings: OwnershipPolicy;
  cases: CaseDesk;
}
