import { Mailer } from './modules/casework/mailer.js';
import { CaseDesk } from './modules/casework/case-desk.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventPublisher } from './core/events.js';
import { AiPromptService } from './modules/ai-prompt/ai-prompt.service.js';
import { AnalyticsService } from './modules/assessment/analytics.service.js';
import { AssessmentService } from './modules/assessment/assessment.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ApiKeyService } from './modules/api-key/api-key.service.js';
import { PasskeyService, passkeySecondFactor } from './modules/passkey/passkey.service.js';
import { TotpService } from './modules/totp/totp.service.js';
import { OidcService } from './modules/sso/oidc.service.js';
import { ScorecardService } from './modules/credit/scorecard.service.js';
import { OwnershipSettingsService } from './modules/ownership/settings/ownership-settings.service.js';
import { BatchService } from './modules/batch/batch.service.js';
import { AiModelClient } from './modules/news/ai-model.js';
import { createNewsSource } from './modules/news/create-news-source.js';
import { NewsService } from './modules/news/news.service.js';
import { ReportService } from './modules/report/report.service.js';
import { RuleReplayService } from './modules/assessment/replay/rule-replay.js';
import { replayScorecardCommand } from './modules/assessment/replay/scorecard-replay.js';
import type { ScorecardReplayer } from './modules/credit/scorecard-replay.js';
import { RuleService } from './modules/rule/rule.service.js';
import { AlertService } from './modules/alert/alert.service.js';
import { ScreeningService } from './modules/screening/screening.service.js';
import { WatchlistService } from './modules/screening/watchlist.service.js';
import { WebhookService } from './modules/webhook/webhook.service.js';
import { queueRescreenCommand } from './modules/monitoring/commands/queue-rescreen.command.js';
import type { ListRescreener } from './modules/screening/list-rescreener.js';
import { knownLeis } from './modules/assessment/known-leis.js';
import { raiseCounterpartyChangedCommand } from './modules/alert/commands/raise-counterparty-changed.command.js';
import type { KnownLeis, LeiChangeAlerts } from './modules/lei/lei.ports.js';
import { UserService } from './modules/user-admin/user-admin.service.js';
import { jwtSecret, type Config } from './core/config.js';
import { Notifications } from './core/notifications.js';
import { initORM } from './core/orm.js';
import { startQueue, type PgBoss } from './core/queue.js';
import { ENTITIES, QUEUES } from './modules/index.js';

/**
 * What the worker's jobs use (every module's JobDeps, checked by bindModuleJobs): the worker builds
 * only this. Services are built once per process (they hold the caches); each request or job passes
 * its own EntityManager to them.
 */
export interface JobServices {
  config: Config;
  databaseUrl: string;
  orm: MikroORM;
  queue: PgBoss;
  rules: RuleService;
  scorecards: ScorecardService;
  /** The ownership thresholds in force (UBO, blocked ownership): admin versions, else the configured defaults. */
  ownershipSettings: OwnershipSettingsService;
  screening: ScreeningService;
  news: NewsService;
  webhooks: WebhookService;
  /** Where commands publish domain events (the webhook deliveries). */
  events: EventPublisher;
  /** Where commands open cases (due dates by kind, routing, case.* events). */
  cases: CaseDesk;
  /** Monitoring's re-screening after a list import, as the import calls it. */
  rescreen: ListRescreener;
  /** The counterparties known by an LEI, which a new LEI register version is compared for. */
  knownLeis: KnownLeis;
  /** The alerts and counterparty.changed events of a new LEI register version. */
  leiChangeAlerts: LeiChangeAlerts;
  close(): Promise<void>;
}

/**
 * The composition root: everything the HTTP app and the CLI scripts share, built in one place from
 * the modules of modules/index.ts — the job services and what only requests use.
 */
export interface Services extends JobServices {
  auth: AuthService;
  apiKeys: ApiKeyService;
  /** Passkeys (WebAuthn): sign-in on their own, and as a second factor. */
  passkeys: PasskeyService;
  /** Authenticator apps (TOTP) and recovery codes: one of the second factors. */
  totp: TotpService;
  /** Single sign-on with the OpenID provider of OIDC_ISSUER (disabled when unset). */
  oidc: OidcService;
  users: UserService;
  replay: RuleReplayService;
  scorecardReplay: ScorecardReplayer;
  assessments: AssessmentService;
  analytics: AnalyticsService;
  batches: BatchService;
  reports: ReportService;
  aiPrompts: AiPromptService;
  alerts: AlertService;
  watchlists: WatchlistService;
  /** E-mail notifications (SMTP_URL). */
  mailer: Mailer;
}

/** Options of either builder. `maintenance`: this process sweeps expired jobs and runs schedules (the workers do). */
interface BuildOptions {
  poolMax?: number;
  maintenance?: boolean;
}

/**
 * The job services over a new ORM, queue and notification listener. The caller adds what it
 * subscribes to notifications, then starts them (`start`), so no notification is missed.
 */
async function buildJobServices(
  config: Config,
  databaseUrl: string,
  options: BuildOptions,
): Promise<{ services: JobServices; aiPrompts: AiPromptService; notifications: Notifications }> {
  const orm = await initORM(databaseUrl, ENTITIES, options.poolMax);
  const queue = await startQueue(databaseUrl, QUEUES, { maintenance: options.maintenance ?? false });
  const notifications = new Notifications(databaseUrl);
  const rules = new RuleService(notifications);
  const scorecards = new ScorecardService(notifications);
  const ownershipSettings = new OwnershipSettingsService(notifications, {
    uboThresholdPercent: config.UBO_THRESHOLD_PERCENT,
    blockedOwnershipPercent: config.BLOCKED_OWNERSHIP_PERCENT,
  });
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
  const aiPrompts = new AiPromptService();
  const model = new AiModelClient({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.AI_TIMEOUT_MS });
  const news = new NewsService(aiPrompts, model, createNewsSource(config));
  const cases = new CaseDesk(config, webhooks);
  const services: JobServices = {
    config,
    databaseUrl,
    orm,
    queue,
    rules,
    scorecards,
    ownershipSettings,
    screening,
    news,
    webhooks,
    events: webhooks,
    cases,
    rescreen: { queueRescreen: (em, list) => queueRescreenCommand(em, queue, list) },
    knownLeis,
    leiChangeAlerts: { raise: (em, changes) => raiseCounterpartyChangedCommand(em, webhooks, cases, changes) },
    close: async () => {
      await queue.stop({ graceful: true, timeout: 60_000 });
      await notifications.stop();
      await screening.close();
      await orm.close();
    },
  };
  return { services, aiPrompts, notifications };
}

/** The worker's services: only what its jobs use. */
export async function createJobServices(config: Config, databaseUrl: string, options: BuildOptions = {}): Promise<JobServices> {
  const { services, notifications } = await buildJobServices(config, databaseUrl, options);
  await notifications.start();
  return services;
}

/** Every service: the API process, the CLI scripts, the in-process test app. */
export async function createServices(config: Config, databaseUrl: string, options: BuildOptions = {}): Promise<Services> {
  // First: a wrong OIDC_* setting stops the start before anything is opened.
  const oidc = new OidcService({
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUrl: config.OIDC_REDIRECT_URL,
    publicUrl: config.PUBLIC_URL,
    autoApproveDomains: config.OIDC_AUTO_APPROVE_DOMAINS.map((domain) => domain.toLowerCase()),
    adminGroup: config.OIDC_ADMIN_GROUP,
  });
  const { services, aiPrompts, notifications } = await buildJobServices(config, databaseUrl, options);
  const { rules, scorecards, queue } = services;
  const limits = {
    loginMaxFailures: config.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMs: config.LOGIN_LOCKOUT_MINUTES * 60_000,
    loginDelayMs: config.LOGIN_DELAY_MS,
    registerMaxPerAddress: config.REGISTER_MAX_PER_IP,
    registerWindowMs: config.REGISTER_WINDOW_MINUTES * 60_000,
  };
  const apiKeys = new ApiKeyService(notifications, config.API_KEY_RATE_PER_MINUTE);
  const totp = new TotpService({ jwtSecret: jwtSecret(config), maxFailures: limits.loginMaxFailures, windowMs: limits.loginWindowMs });
  const auth = new AuthService({
    jwtSecret: jwtSecret(config),
    sessionTtlHours: config.SESSION_TTL_HOURS,
    limits,
    notifications,
    apiKeys,
    passwordLogin: config.PASSWORD_LOGIN,
    mfaRequired: config.MFA_REQUIRED,
    secondFactors: [totp.source, passkeySecondFactor],
    ssoLabel: config.OIDC_ISSUER ? config.OIDC_LABEL : null,
  });
  const passkeys = new PasskeyService(auth, {
    rpId: config.WEBAUTHN_RP_ID,
    origin: config.WEBAUTHN_ORIGIN,
    publicUrl: config.PUBLIC_URL,
    rpName: 'Counterparty',
    maxFailuresPerAddress: limits.loginMaxFailuresPerAddress,
    windowMs: limits.loginWindowMs,
  });
  const assessments = new AssessmentService();
  const mailer = new Mailer(config);
  const reports = new ReportService(queue, notifications, assessments, config.PDF_TIMEOUT_MS);
  await notifications.start();
  return {
    ...services,
    auth,
    apiKeys,
    passkeys,
    totp,
    oidc,
    users: new UserService(),
    replay: new RuleReplayService(rules),
    scorecardReplay: { replayScorecard: (em, request) => replayScorecardCommand(em, { rules, scorecards }, request) },
    assessments,
    analytics: new AnalyticsService(),
    batches: new BatchService(),
    reports,
    aiPrompts,
    alerts: new AlertService(),
    watchlists: new WatchlistService(),
    mailer,
  };
}
