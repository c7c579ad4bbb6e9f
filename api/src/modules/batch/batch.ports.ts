import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import type { PgBoss } from '../../core/queue.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { RuleSource } from '../rule/rule-source.js';
import type { NameScreener } from '../screening/name-screener.js';
import type { BatchService } from './batch.service.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';
import type { EventPublisher } from '../../core/events.js';
import type { CaseDesk } from '../casework/case-desk.js';
import type { OwnershipPolicy } from '../assessment/assessment-ownership.js';

/** What the batch module's jobs need (the composition root supplies it). */
export interface BatchJobDeps {
  orm: MikroORM;
  rules: RuleSource;
  screening: NameScreener;
  scorecards: ScorecardSource;
  /** The ownership thresholds in force (ownership settings): owners are analysed on create and re-decisions. */
  ownershipSettings: OwnershipPolicy;
  events: EventPublisher;
  cases: CaseDesk;
  config: Pick<Config, 'WORKER_CONCURRENCY'>;
}

/** What the batch module's resolvers and routes need. */
export interface BatchSurfaceDeps {
  batches: BatchService;
  assessments: AssessmentService;
  screening: NameScreener;
  queue: PgBoss;
}
