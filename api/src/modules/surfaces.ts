import type { SurfaceModule } from '../core/module.js';
import { aiPromptSurface } from './ai-prompt/ai-prompt.surface.js';
import { alertSurface } from './alert/alert.surface.js';
import { assessmentSurface } from './assessment/assessment.surface.js';
import { auditSurface } from './audit/audit.surface.js';
import { authSurface } from './auth/auth.surface.js';
import { apiKeySurface } from './api-key/api-key.surface.js';
import { passkeySurface } from './passkey/passkey.surface.js';
import { totpSurface } from './totp/totp.surface.js';
import { ssoSurface } from './sso/sso.surface.js';
import { batchSurface } from './batch/batch.surface.js';
import { caseworkSurface } from './casework/casework.surface.js';
import { dossierSurface } from './dossier/dossier.surface.js';
import { creditSurface } from './credit/credit.surface.js';
import { newsSurface } from './news/news.surface.js';
import { ownershipSurface } from './ownership/ownership.surface.js';
import { ownershipSettingsSurface } from './ownership/settings/ownership-settings.surface.js';
import { reportSurface } from './report/report.surface.js';
import { ruleSurface } from './rule/rule.surface.js';
import { screeningSurface } from './screening/screening.surface.js';
import { leiSurface } from './lei/lei.surface.js';
import { userAdminSurface } from './user-admin/user-admin.surface.js';
import { webhookSurface } from './webhook/webhook.surface.js';

/**
 * Every feature's HTTP surface (GraphQL resolvers, REST routes), for the API process and the schema
 * emitter only. REST routes are registered in this order.
 */
export const SURFACES = [
  authSurface,
  userAdminSurface,
  apiKeySurface,
  passkeySurface,
  totpSurface,
  ssoSurface,
  newsSurface,
  assessmentSurface,
  ruleSurface,
  creditSurface,
  ownershipSettingsSurface,
  ownershipSurface,
  batchSurface,
  screeningSurface,
  leiSurface,
  alertSurface,
  aiPromptSurface,
  auditSurface,
  reportSurface,
  webhookSurface,
  caseworkSurface,
  dossierSurface,
] as const satisfies readonly SurfaceModule<never>[];
