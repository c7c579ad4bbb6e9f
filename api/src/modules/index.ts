import type { DomainModule } from '../core/module.js';
import { aiPromptModule } from './ai-prompt/ai-prompt.module.js';
import { approvalModule } from './approval/approval.module.js';
import { alertModule } from './alert/alert.module.js';
import { assessmentModule } from './assessment/assessment.module.js';
import { authModule } from './auth/auth.module.js';
import { apiKeyModule } from './api-key/api-key.module.js';
import { passkeyModule } from './passkey/passkey.module.js';
import { totpModule } from './totp/totp.module.js';
import { ssoModule } from './sso/sso.module.js';
import { caseworkModule } from './casework/casework.module.js';
import { counterpartyModule } from './counterparty/counterparty.module.js';
import { batchModule } from './batch/batch.module.js';
import { creditModule } from './credit/credit.module.js';
import { monitoringModule } from './monitoring/monitoring.module.js';
import { newsModule } from './news/news.module.js';
import { ownershipSettingsModule } from './ownership/settings/ownership-settings.module.js';
import { reportModule } from './report/report.module.js';
import { ruleModule } from './rule/rule.module.js';
import { screeningModule } from './screening/screening.module.js';
import { leiModule } from './lei/lei.module.js';
import { systemModule } from './system/system.module.js';
import { userModule } from './user/user.module.js';
import { webhookModule } from './webhook/webhook.module.js';

/**
 * Every feature's domain (tables, queues, jobs): the one list the ORM, the queues and the worker are
 * built from. Their HTTP surfaces are listed apart (surfaces.ts), so the worker loads none.
 */
export const MODULES = [
  authModule,
  userModule,
  apiKeyModule,
  passkeyModule,
  totpModule,
  ssoModule,
  newsModule,
  counterpartyModule,
  caseworkModule,
  assessmentModule,
  approvalModule,
  ruleModule,
  creditModule,
  ownershipSettingsModule,
  batchModule,
  screeningModule,
  leiModule,
  alertModule,
  monitoringModule,
  aiPromptModule,
  reportModule,
  systemModule,
  webhookModule,
] as const satisfies readonly DomainModule<never>[];

/** Every module's tables, for the ORM (the app, the worker, the migration scripts). */
export const ENTITIES = MODULES.flatMap((module: DomainModule<never>) => module.entities ?? []);

/** Every module's pg-boss queues (name → policy), created by every process on start. */
export const QUEUES = Object.fromEntries(MODULES.flatMap((module: DomainModule<never>) => Object.entries(module.queues ?? {})));
