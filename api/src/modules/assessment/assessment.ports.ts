import type { EventPublisher } from '../../core/events.js';
import type { CaseDesk } from '../casework/case-desk.js';
import type { AnalyticsService } from './analytics.service.js';
import type { RuleSource } from '../rule/rule-source.js';
import type { NameScreener } from '../screening/name-screener.js';
import type { AssessmentService } from './assessment.service.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';
import type { OwnershipPolicy } from './assessment-ownership.js';

/** What the assessment resolvers and routes need. */
export interface AssessmentSurfaceDeps {
  assessments: AssessmentService;
  analytics: AnalyticsService;
  rules: RuleSource;
  screening: NameScreener;
  scorecards: ScorecardSource;
  /** The ownership thresholds in force (ownership settings): owners are analysed on create and re-decisions. */
  ownershipSettings: OwnershipPolicy;
  events: EventPublisher;
  cases: CaseDesk;
}
