import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import type { PgBoss } from '../../core/queue.js';
import type { NewsService } from '../news/news.service.js';
import type { RuleSource } from '../rule/rule-source.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';
import type { NameScreener } from '../screening/name-screener.js';
import type { EventPublisher } from '../../core/events.js';
import type { CaseDesk } from '../casework/case-desk.js';
import type { OwnershipPolicy } from '../assessment/assessment-ownership.js';

/** What the monitoring jobs need (the composition root supplies it). */
export interface MonitoringJobDeps {
  orm: MikroORM;
  rules: RuleSource;
  scorecards: ScorecardSource;
  /** The ownership thresholds in force (ownership settings): owners are analysed on create and re-decisions. */
  ownershipSettings: OwnershipPolicy;
  screening: NameScreener;
  news: NewsService;
  queue: PgBoss;
  events: EventPublisher;
  cases: CaseDesk;
  config: Pick<Config, 'WORKER_CONCURRENCY' | 'MONITORING_NEWS_CRON' | 'NODE_ENV'>;
}
