import type { EventPublisher } from '../../core/events.js';
import type { AnalyticsService } from './analytics.service.js';
import type { ReportService } from '../report/report.service.js';
import type { RuleService } from '../rule/rule.service.js';
import type { ScreeningService } from '../screening/screening.service.js';
import type { AssessmentService } from './assessment.service.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';

/** What the assessment resolvers and routes need. */
export interface AssessmentSurfaceDeps {
  assessments: AssessmentService;
  analytics: AnalyticsService;
  reports: ReportService;
  rules: RuleService;
  screening: ScreeningService;
  scorecards: ScorecardSource;
  events: EventPublisher;
}
