import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventPublisher } from './core/events.js';
import { AiPromptService } from './modules/ai-prompt/ai-prompt.service.js';
import { AnalyticsService } from './modules/assessment/analytics.service.js';
import { AssessmentService } from './modules/assessment/assessment.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ScorecardService } from './modules/credit/scorecard.service.js';
import { BatchService } from './modules/batch/batch.service.js';
import { AiModelClient } from './modules/news/ai-model.js';
import { createNewsSource } from './modules/news/create-news-source.js';
import { NewsService } from './modules/news/news.service.js';
import { ReportService } from './modules/report/report.service.js';
import { RuleReplayService } from './modules/rule/rule-replay.service.js';
import { RuleService } from './modules/rule/rule.service.js';
import { AlertService } from './modules/alert/alert.service.js';
import { ScreeningService } from './modules/screening/screening.service.js';
import { WatchlistService } from './modules/screening/watchlist.service.js';
import { WebhookService } from './modules/webhook/webhook.service.js';
import { UserService } from './modules/user/user.service.js';
import { jwtSecret, type Config } from './core/config.js';
import { Notifications } from './core/notifications.js';
import { initORM } from './core/orm.js';
import { startQueue, type PgBoss } from './core/queue.js';
import { ENTITIES, QUEUES } from './modules/index.js';

/**
 * The composition root: everything the HTTP app, the worker and the CLI scripts share, built in
 * one place from the modules of modules/index.ts. Services are built once per process (they hold
 * the caches); each request or job passes its own EntityManager to them.
 */
export interface Services {
  config: Config;
  databaseUrl: string;
  orm: MikroORM;
  queue: PgBoss;
  auth: AuthService;
  users: UserService;
  rules: RuleService;
  scorecards: ScorecardService;
  replay: RuleReplayService;
  assessments: AssessmentService;
  analytics: AnalyticsService;
  batches: BatchService;
  reports: ReportService;
  aiPrompts: AiPromptService;
  news: NewsService;
  screening: ScreeningService;
  alerts: AlertService;
  watchlists: WatchlistService;
  webhooks: WebhookService;
  /** Where commands publish domain events (the webhook deliveries). */
  events: EventPublisher;
  close(): Promise<void>;
}

/** `maintenance`: this process sweeps expired jobs and runs schedules (the workers do). */
export async function createServices(
  config: Config,
  databaseUrl: string,
  options: { poolMax?: number; maintenance?: boolean } = {},
): Promise<Services> {
  const orm = await initORM(databaseUrl, ENTITIES, options.poolMax);
  const queue = await startQueue(databaseUrl, QUEUES, { maintenance: options.maintenance ?? false });
  const notifications = new Notifications(databaseUrl);
  const limits = {
    loginMaxFailures: config.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMs: config.LOGIN_LOCKOUT_MINUTES * 60_000,
    loginDelayMs: config.LOGIN_DELAY_MS,
    registerMaxPerAddress: config.REGISTER_MAX_PER_IP,
    registerWindowMs: config.REGISTER_WINDOW_MINUTES * 60_000,
  };
  const auth = new AuthService({ jwtSecret: jwtSecret(config), sessionTtlHours: config.SESSION_TTL_HOURS, limits, notifications });
  const users = new UserService(auth);
  const rules = new RuleService(notifications);
  const scorecards = new ScorecardService(notifications);
  const replay = new RuleReplayService(rules);
  const screening = new ScreeningService(notifications, databaseUrl, {
    maxStatements: config.SCREENING_MAX_STATEMENTS,
    statementTimeoutMs: config.SCREENING_STATEMENT_TIMEOUT_MS,
    callsPerUser: config.SCREENING_USER_CONCURRENCY,
  });
  const webhooks = new WebhookService(orm, queue, notifications, jwtSecret(config), {
    allowLoopback: config.ALLOW_LOOPBACK_URLS,
    retryLimit: config.WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: config.WEBHOOK_RETRY_BACKOFF,
    disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES,
  });
  await notifications.start();
  const assessments = new AssessmentService();
  const analytics = new AnalyticsService();
  const batches = new BatchService();
  const reports = new ReportService(queue, notifications, assessments, config.PDF_TIMEOUT_MS);
  const aiPrompts = new AiPromptService();
  const model = new AiModelClient({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.AI_TIMEOUT_MS });
  const news = new NewsService(aiPrompts, model, createNewsSource(config));
  return {
    config,
    databaseUrl,
    orm,
    queue,
    auth,
    users,
    rules,
    scorecards,
    replay,
    assessments,
    analytics,
    batches,
    reports,
    aiPrompts,
    news,
    screening,
    alerts: new AlertService(),
    watchlists: new WatchlistService(),
    webhooks,
    events: webhooks,
    close: async () => {
      await queue.stop({ graceful: true, timeout: 60_000 });
      await notifications.stop();
      await screening.close();
      await orm.close();
    },
  };
}
