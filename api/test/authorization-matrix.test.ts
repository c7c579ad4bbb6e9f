import type { Router } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import jwt from 'jsonwebtoken';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bindSurface } from '../src/core/module.js';
import { rootFieldAccess } from '../src/graphql/auth-checker.js';
import { buildAppSchema } from '../src/graphql/schema.js';
import { SURFACES } from '../src/modules/surfaces.js';
import { restRouter } from '../src/rest/router.js';
import { rootFields, type RootField } from './support/graphql-documents.js';
import { apiUrl, asAdmin, buildUser, rest, uniqueEmail } from './support/http.js';
import { TEST_JWT_SECRET } from './support/processes.js';

/**
 * Who may call every GraphQL root field and every REST route, as five callers: nobody, an account
 * never approved, a suspended one, an analyst and an admin. The tables below must name exactly the
 * fields of the schema and the routes of the router: a new field or route fails the coverage tests
 * until it is given its level here.
 */

// 'enrolling': any signed-in user, even one who has yet to enrol the second factor MFA_REQUIRED asks of them.
type Level = 'public' | 'enrolling' | 'user' | 'admin';
type Caller = 'anonymous' | 'unapproved' | 'suspended' | 'analyst' | 'admin';
type Expected = 'allowed' | 401 | 403;

const CALLERS: readonly Caller[] = ['anonymous', 'unapproved', 'suspended', 'analyst', 'admin'];
const NIL = '00000000-0000-4000-8000-000000000000';

/** Every GraphQL root field (Query and Mutation) and who may call it. */
const GRAPHQL_LEVELS: Record<string, Level> = {
  // auth
  me: 'public',
  register: 'public',
  login: 'public',
  signInOptions: 'public',
  beginSsoSignIn: 'public',
  logout: 'enrolling',
  changePassword: 'user',
  updateProfile: 'user',
  // passkeys (WebAuthn)
  passkeys: 'enrolling',
  passkeyRegistrationOptions: 'enrolling',
  registerPasskey: 'enrolling',
  renamePasskey: 'user',
  deletePasskey: 'user',
  passkeySignInOptions: 'public',
  signInWithPasskey: 'public',
  passkeySecondFactorOptions: 'public',
  completeSignInWithPasskey: 'public',
  // authenticator app (TOTP)
  totpStatus: 'enrolling',
  beginTotpEnrolment: 'enrolling',
  confirmTotpEnrolment: 'enrolling',
  disableTotp: 'user',
  regenerateRecoveryCodes: 'user',
  completeSignInWithCode: 'public',
  mySessions: 'user',
  endSession: 'user',
  endOtherSessions: 'user',
  // assessments, reviews, analytics
  assessment: 'user',
  assessments: 'user',
  auditLogs: 'user',
  analytics: 'user',
  reviewQueue: 'user',
  createAssessment: 'user',
  updateAssessment: 'user',
  reviewAssessment: 'user',
  // alerts
  alerts: 'user',
  openAlertCount: 'user',
  resolveAlert: 'user',
  // batches
  batches: 'user',
  batch: 'user',
  uploadBatch: 'user',
  uploadBatchFile: 'user',
  // news and reports
  summarizeNews: 'user',
  scanNews: 'user',
  assessmentReport: 'user',
  // screening
  screen: 'user',
  creditPreview: 'user',
  reviewScreeningHit: 'user',
  watchlists: 'admin',
  importWatchlist: 'admin',
  importWatchlistFile: 'admin',
  leiRecord: 'user',
  searchLeiRegister: 'user',
  // ownership
  previewOwnership: 'user',
  ownershipCatalog: 'user',
  ownershipSettings: 'user',
  saveOwnershipSettings: 'admin',
  submitOwnershipSettingsChange: 'admin',
  ownershipSettingsChangeProposals: 'admin',
  approveOwnershipSettingsChange: 'admin',
  rejectOwnershipSettingsChange: 'admin',
  leiRegister: 'user',
  importLeiRegister: 'admin',
  deleteWatchlist: 'admin',
  // AI prompts
  aiPrompts: 'admin',
  aiModelConfigured: 'admin',
  createAiPrompt: 'admin',
  updateAiPrompt: 'admin',
  deleteAiPrompt: 'admin',
  // rules
  rules: 'admin',
  ruleFields: 'admin',
  ruleSetVersions: 'admin',
  ruleSetDiff: 'admin',
  replayRuleChange: 'admin',
  ruleApprovalRequired: 'admin',
  ruleChangeProposals: 'admin',
  createRule: 'admin',
  updateRule: 'admin',
  deleteRule: 'admin',
  submitRuleChange: 'admin',
  approveRuleChange: 'admin',
  rejectRuleChange: 'admin',
  // credit scorecard
  scorecard: 'admin',
  scorecardVersions: 'admin',
  replayScorecard: 'admin',
  saveScorecard: 'admin',
  submitScorecardChange: 'admin',
  scorecardChangeProposals: 'admin',
  approveScorecardChange: 'admin',
  rejectScorecardChange: 'admin',
  // accounts
  users: 'admin',
  adminApprovalRequired: 'admin',
  accountChangeProposals: 'admin',
  accountAuditLogs: 'admin',
  approveUser: 'admin',
  createUser: 'admin',
  changeUserRole: 'admin',
  suspendUser: 'admin',
  resetSecondFactors: 'admin',
  reinstateUser: 'admin',
  resetUserPassword: 'admin',
  deleteUser: 'admin',
  submitAccountChange: 'admin',
  approveAccountChange: 'admin',
  rejectAccountChange: 'admin',
  // webhooks
  webhookEndpoints: 'admin',
  webhookDeliveries: 'admin',
  createWebhookEndpoint: 'admin',
  updateWebhookEndpoint: 'admin',
  deleteWebhookEndpoint: 'admin',
  sendTestWebhookEvent: 'admin',
  // casework: cases, queues, notifications, evidence
  cases: 'user',
  case: 'user',
  caseComments: 'user',
  caseHistory: 'user',
  myCaseCounts: 'user',
  caseQueues: 'user',
  colleagues: 'user',
  myNotifications: 'user',
  openCase: 'user',
  assignCase: 'user',
  commentOnCase: 'user',
  snoozeCase: 'user',
  closeCase: 'user',
  reopenCase: 'user',
  tagCase: 'user',
  bulkCases: 'user',
  setAway: 'user',
  markNotificationsRead: 'user',
  saveCaseQueue: 'admin',
  deleteCaseQueue: 'admin',
  runPeriodicReviews: 'admin',
  caseEvidence: 'user',
  counterpartyEvidence: 'user',
  deleteEvidence: 'user',
  // counterparties
  counterparties: 'user',
  counterparty: 'user',
  counterpartyTimeline: 'user',
  reassessmentDraft: 'user',
  reviewCalendar: 'user',
  mergeCounterparties: 'admin',
  overrideGradeHold: 'admin',
  apiKeys: 'admin',
  apiKeyPolicy: 'admin',
  createApiKey: 'admin',
  rotateApiKey: 'admin',
  revokeApiKey: 'admin',
  updateApiKeyScopes: 'admin',
  approveApiKeyChange: 'admin',
  rejectApiKeyChange: 'admin',
};

/**
 * Every REST route under /api, as `METHOD path` the way the router declares it (`:params` are sent
 * as the NIL uuid), who may call it and the body sent (every body is too thin to change anything).
 */
const REST_ROUTES: Record<string, { level: Level; body?: unknown }> = {
  'GET /health': { level: 'public' },
  // auth
  'POST /auth/register': { level: 'public', body: {} },
  'POST /auth/login': { level: 'public', body: {} },
  'GET /auth/options': { level: 'public' },
  'GET /auth/oidc/start': { level: 'public' },
  'GET /auth/oidc/callback': { level: 'public' },
  'GET /auth/user': { level: 'enrolling' },
  'PATCH /auth/user': { level: 'user', body: {} },
  'POST /auth/password': { level: 'user', body: {} },
  'POST /auth/logout': { level: 'enrolling' },
  // passkeys (WebAuthn)
  'POST /auth/passkeys/registration/options': { level: 'enrolling' },
  'POST /auth/passkeys/registration': { level: 'enrolling', body: {} },
  'GET /auth/passkeys': { level: 'enrolling' },
  'PATCH /auth/passkeys/:id': { level: 'user', body: {} },
  'DELETE /auth/passkeys/:id': { level: 'user' },
  'POST /auth/passkeys/sign-in/options': { level: 'public' },
  'POST /auth/passkeys/sign-in': { level: 'public', body: {} },
  'POST /auth/passkeys/second-factor/options': { level: 'public', body: {} },
  'POST /auth/passkeys/second-factor': { level: 'public', body: {} },
  // authenticator app (TOTP)
  'GET /auth/mfa': { level: 'enrolling' },
  'POST /auth/mfa/totp/setup': { level: 'enrolling' },
  'POST /auth/mfa/totp/confirm': { level: 'enrolling', body: {} },
  'POST /auth/mfa/totp/disable': { level: 'user', body: {} },
  'POST /auth/mfa/recovery-codes': { level: 'user', body: {} },
  'POST /auth/mfa/verify': { level: 'public', body: {} },
  'GET /auth/sessions': { level: 'user' },
  'DELETE /auth/sessions/:id': { level: 'user' },
  'POST /auth/sessions/end-others': { level: 'user' },
  // accounts
  'GET /admin/users': { level: 'admin' },
  'POST /admin/users': { level: 'admin', body: {} },
  'POST /admin/users/:userId/approve': { level: 'admin' },
  'POST /admin/users/:userId/second-factors/reset': { level: 'admin' },
  'PATCH /admin/users/:userId/role': { level: 'admin', body: { role: 'analyst' } },
  'POST /admin/users/:userId/suspend': { level: 'admin' },
  'POST /admin/users/:userId/reinstate': { level: 'admin' },
  'POST /admin/users/:userId/password-reset': { level: 'admin' },
  'DELETE /admin/users/:userId': { level: 'admin' },
  'GET /admin/account-proposals': { level: 'admin' },
  'POST /admin/account-proposals/:id/approve': { level: 'admin' },
  'POST /admin/account-proposals/:id/reject': { level: 'admin', body: { note: '' } },
  'GET /admin/audit-logs': { level: 'admin' },
  // news
  'POST /assessments/summarize-news': { level: 'user', body: { url: '' } },
  'POST /assessments/:id/scan-news': { level: 'user' },
  // The demo's fictional article pages (404 outside the demo), opened from a scan's links.
  'GET /demo-news/:slug': { level: 'public' },
  // assessments, reviews, analytics
  'GET /assessments': { level: 'user' },
  'GET /assessments/export.csv': { level: 'user' },
  'POST /assessments': { level: 'user', body: {} },
  'GET /assessments/:id': { level: 'user' },
  'PATCH /assessments/:id': { level: 'user', body: {} },
  'GET /assessments/:id/audit-logs': { level: 'user' },
  'POST /assessments/:id/pdf': { level: 'user' },
  'GET /analytics': { level: 'user' },
  'POST /assessments/:id/review': { level: 'user', body: {} },
  'GET /reviews': { level: 'user' },
  // rules
  'GET /admin/rules': { level: 'admin' },
  'POST /admin/rules': { level: 'admin', body: {} },
  'PATCH /admin/rules/:id': { level: 'admin', body: {} },
  'DELETE /admin/rules/:id': { level: 'admin' },
  'GET /admin/rule-proposals': { level: 'admin' },
  'POST /admin/rule-proposals/:id/approve': { level: 'admin' },
  'POST /admin/rule-proposals/:id/reject': { level: 'admin', body: { note: '' } },
  // credit scorecard
  'GET /admin/scorecard': { level: 'admin' },
  'GET /admin/scorecard/versions': { level: 'admin' },
  'POST /admin/scorecard/replay': { level: 'admin', body: {} },
  'PUT /admin/scorecard': { level: 'admin', body: {} },
  'GET /admin/scorecard-proposals': { level: 'admin' },
  'POST /admin/scorecard-proposals/:id/approve': { level: 'admin' },
  'POST /admin/scorecard-proposals/:id/reject': { level: 'admin', body: { note: '' } },
  // batches
  'POST /batch/upload': { level: 'user', body: {} },
  'GET /batch': { level: 'user' },
  'GET /batch/:id': { level: 'user' },
  'GET /batch/:id/assessments': { level: 'user' },
  // screening
  'GET /admin/watchlists': { level: 'admin' },
  'POST /admin/watchlists': { level: 'admin', body: {} },
  'DELETE /admin/watchlists/:id': { level: 'admin' },
  'POST /ownership/preview': { level: 'user', body: {} },
  'GET /ownership/catalog': { level: 'user' },
  'GET /ownership-settings': { level: 'user' },
  'PUT /ownership-settings': { level: 'admin', body: {} },
  'GET /admin/ownership-settings-proposals': { level: 'admin' },
  'POST /admin/ownership-settings-proposals/:id/approve': { level: 'admin' },
  'POST /admin/ownership-settings-proposals/:id/reject': { level: 'admin', body: { note: '' } },
  'GET /lei/:lei': { level: 'user' },
  'GET /lei': { level: 'user' },
  'GET /lei-register': { level: 'user' },
  'POST /lei-register/imports': { level: 'admin', body: {} },
  'POST /assessments/:id/screening/hits/:hitId/review': { level: 'user', body: {} },
  'POST /screening/search': { level: 'user', body: {} },
  'POST /credit/preview': { level: 'user', body: {} },
  // alerts
  'GET /alerts': { level: 'user' },
  'POST /alerts/:id/resolve': { level: 'user', body: {} },
  // AI prompts
  'GET /admin/ai-model': { level: 'admin' },
  'GET /admin/ai-prompts': { level: 'admin' },
  'POST /admin/ai-prompts': { level: 'admin', body: {} },
  'PATCH /admin/ai-prompts/:id': { level: 'admin', body: {} },
  'DELETE /admin/ai-prompts/:id': { level: 'admin' },
  // webhooks
  'GET /admin/webhooks': { level: 'admin' },
  'POST /admin/webhooks': { level: 'admin', body: {} },
  'PATCH /admin/webhooks/:id': { level: 'admin', body: {} },
  'DELETE /admin/webhooks/:id': { level: 'admin' },
  'POST /admin/webhooks/:id/test': { level: 'admin' },
  'GET /admin/webhooks/:id/deliveries': { level: 'admin' },
  // casework
  'GET /cases': { level: 'user' },
  'GET /cases/mine/counts': { level: 'user' },
  'POST /cases': { level: 'user', body: {} },
  'GET /cases/:id': { level: 'user' },
  'POST /cases/:id/assign': { level: 'user', body: {} },
  'POST /cases/:id/close': { level: 'user', body: {} },
  'POST /cases/:id/comments': { level: 'user', body: {} },
  'POST /cases/:id/reopen': { level: 'user', body: {} },
  'POST /cases/:id/snooze': { level: 'user', body: {} },
  'POST /cases/:id/tags': { level: 'user', body: {} },
  'POST /cases/bulk': { level: 'user', body: {} },
  'GET /case-queues': { level: 'user' },
  'GET /colleagues': { level: 'user' },
  'POST /case-queues': { level: 'admin', body: {} },
  'PUT /case-queues/:id': { level: 'admin', body: {} },
  'DELETE /case-queues/:id': { level: 'admin' },
  'POST /admin/case-reviews/run': { level: 'admin' },
  'GET /me/notifications': { level: 'user' },
  'POST /me/notifications/read': { level: 'user' },
  'PUT /me/away': { level: 'user', body: {} },
  'GET /cases/:id/evidence': { level: 'user' },
  'POST /cases/:id/evidence': { level: 'user', body: {} },
  'GET /counterparties/:id/evidence': { level: 'user' },
  'POST /counterparties/:id/evidence': { level: 'user', body: {} },
  'GET /evidence/:id': { level: 'user' },
  'GET /evidence/:id/download': { level: 'user' },
  'POST /evidence/:id/delete': { level: 'user', body: {} },
  // counterparties
  'GET /counterparties': { level: 'user' },
  'GET /counterparties/:id': { level: 'user' },
  'GET /counterparties/:id/reassess': { level: 'user' },
  'POST /counterparties/:id/merge': { level: 'admin', body: {} },
  'POST /counterparties/:id/grade-hold/override': { level: 'admin', body: {} },
  'GET /admin/api-keys': { level: 'admin' },
  'GET /admin/api-keys/policy': { level: 'admin' },
  'POST /admin/api-keys': { level: 'admin', body: {} },
  'POST /admin/api-keys/:id/rotate': { level: 'admin', body: {} },
  'POST /admin/api-keys/:id/revoke': { level: 'admin', body: {} },
  'PATCH /admin/api-keys/:id': { level: 'admin', body: {} },
  'POST /admin/api-keys/:id/approve': { level: 'admin', body: {} },
  'POST /admin/api-keys/:id/reject': { level: 'admin', body: {} },
  'GET /review-calendar': { level: 'user' },
};

/**
 * Calls that end the caller's session or change its credentials get a signed-in caller of their
 * own, so the tokens the other cases share keep working: a new session of the same account for a
 * sign-out, a new account for a password change (which ends the account's other sessions).
 */
const OWN_CALLER: Record<string, 'session' | 'account'> = {
  logout: 'session',
  'POST /auth/logout': 'session',
  changePassword: 'account',
  'POST /auth/password': 'account',
  endOtherSessions: 'account',
  'POST /auth/sessions/end-others': 'account',
};

/** What a caller of `level` gets: over REST the status, over GraphQL the matching code. */
function expected(level: Level, caller: Caller): Expected {
  if (level === 'public') return 'allowed';
  // An account never approved or suspended has no principal (AuthService.authenticate): 401, as nobody.
  if (caller === 'anonymous' || caller === 'unapproved' || caller === 'suspended') return 401;
  if (level === 'admin' && caller === 'analyst') return 403;
  return 'allowed';
}

const CODE = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' } as const;
/** Codes of a document refused before any resolver runs (syntax, validation, limits of graphql/limits.ts). */
const REFUSED_DOCUMENT = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'QUERY_TOO_LARGE',
  'TOO_MANY_TOKENS',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'QUERY_TOO_COMPLEX',
]);
const tokens: Partial<Record<Caller, string>> = {};
const userIds: Record<'analyst' | 'admin', string> = { analyst: '', admin: '' };

/** The caller's token, or one of its own for the calls in OWN_CALLER. */
async function tokenFor(caller: Caller, name: string): Promise<string | undefined> {
  const own = OWN_CALLER[name];
  if (!own || (caller !== 'analyst' && caller !== 'admin')) return tokens[caller];
  return liveSessionToken(own === 'session' ? userIds[caller] : await newAccount(caller));
}

// ---------------------------------------------------------------------------------------------
// What exists: the schema's root fields and the router's routes

/** What the walk reads of an Express 5 router layer (router 2.x). */
interface RouterLayer {
  /** A route, with its handlers: the one `route` (rest/http.ts) made carries the route's declared `access`. */
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: { access?: unknown; scope?: string } }[] };
  rawPath?: unknown;
  handle: { stack?: RouterLayer[] };
}

/** The routes of an Express router's stack as `METHOD path`, nested routers included. */
function routesOf(stack: readonly RouterLayer[], prefix = ''): string[] {
  const found: string[] = [];
  const paths = (path: unknown): string[] => {
    const list = Array.isArray(path) ? path : [path];
    if (!list.every((p): p is string => typeof p === 'string')) throw new Error(`a route path that is not a string: ${String(path)}`);
    return list;
  };
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') throw new Error(`router.all(${String(layer.route.path)}): give the matrix its methods one by one`);
        for (const path of paths(layer.route.path)) found.push(`${method.toUpperCase()} ${prefix}${path}`);
      }
    } else if (Array.isArray(layer.handle.stack)) {
      // A nested router (router.use('/x', sub)): its routes under its mount path.
      for (const mount of paths(layer.rawPath ?? '/'))
        found.push(...routesOf(layer.handle.stack, `${prefix}${mount === '/' ? '' : mount}`));
    }
  }
  return found;
}

/**
 * The REST routes the app mounts under /api: `restRouter` over every surface, built with empty
 * dependencies (registering routes reads them only when a request comes), guards and body
 * parsers included, duplicates (a parser on a route's own path) once.
 */
function enumerateRestRoutes(): string[] {
  const router: Router = restRouter(
    {} as never,
    SURFACES.map((surface) => bindSurface<never>(surface, {} as never)),
  );
  return [...new Set(routesOf(router.stack as unknown as RouterLayer[]))].sort();
}

/**
 * The access each REST route declares (`route` in rest/http.ts: what decides before its body is
 * read), as `METHOD path` → level; `undefined` for a route without one.
 */
function declaredRestLevels(): Record<string, unknown> {
  const router: Router = restRouter(
    {} as never,
    SURFACES.map((surface) => bindSurface<never>(surface, {} as never)),
  );
  const levels: Record<string, unknown> = {};
  for (const layer of router.stack as unknown as RouterLayer[]) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    // Guards mounted on a route's path (the screening budget) are layers of their own, without access.
    const declared = layer.route.stack.map((s) => s.handle.access).find((a) => a !== undefined);
    for (const method of Object.keys(layer.route.methods)) {
      const key = `${method.toUpperCase()} ${layer.route.path}`;
      levels[key] = levels[key] ?? declared;
    }
  }
  return levels;
}

/**
 * What an API key needs for each REST route (`route`'s `scope`, else `read` for GET) and GraphQL
 * root field (`@Extensions({ apiScope })`, else `read` for a query): `none` when no key may call it.
 */
function declaredKeyScopes(schemaFields: Iterable<{ operation: string; name: string }>, schema: GraphQLSchema): Record<string, string> {
  const router: Router = restRouter(
    {} as never,
    SURFACES.map((surface) => bindSurface<never>(surface, {} as never)),
  );
  const scopes: Record<string, string> = {};
  for (const layer of router.stack as unknown as RouterLayer[]) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    // Guards mounted on a route's path (the screening budget) are layers of their own, without a declaration.
    const handler = layer.route.stack.map((s) => s.handle).find((h) => h.access !== undefined);
    if (!handler) continue;
    const declared = handler.scope;
    for (const method of Object.keys(layer.route.methods)) {
      const key = `${method.toUpperCase()} ${layer.route.path}`;
      scopes[key] = scopes[key] ?? declared ?? (method === 'get' ? 'read' : 'none');
    }
  }
  for (const { operation, name } of schemaFields) {
    const field = (operation === 'mutation' ? schema.getMutationType() : schema.getQueryType())!.getFields()[name];
    scopes[name] = (field.extensions.apiScope as string | undefined) ?? (operation === 'query' ? 'read' : 'none');
  }
  return scopes;
}

/** The calls open to API keys beyond reading (every query and GET needs `read`), by the scope they need. */
const KEY_SCOPES: Record<string, string> = {
  createAssessment: 'assess',
  uploadBatch: 'assess',
  uploadBatchFile: 'assess',
  scanNews: 'assess',
  summarizeNews: 'assess',
  screen: 'screen',
  importWatchlist: 'admin',
  importWatchlistFile: 'admin',
  importLeiRegister: 'admin',
  deleteWatchlist: 'admin',
  createWebhookEndpoint: 'admin',
  updateWebhookEndpoint: 'admin',
  deleteWebhookEndpoint: 'admin',
  sendTestWebhookEvent: 'admin',
  createRule: 'admin',
  updateRule: 'admin',
  deleteRule: 'admin',
  submitRuleChange: 'admin',
  'POST /assessments': 'assess',
  'POST /batch/upload': 'assess',
  'POST /assessments/summarize-news': 'assess',
  'POST /assessments/:id/scan-news': 'assess',
  'POST /screening/search': 'screen',
  'POST /admin/watchlists': 'admin',
  'DELETE /admin/watchlists/:id': 'admin',
  'POST /lei-register/imports': 'admin',
  'POST /admin/webhooks': 'admin',
  'PATCH /admin/webhooks/:id': 'admin',
  'DELETE /admin/webhooks/:id': 'admin',
  'POST /admin/webhooks/:id/test': 'admin',
  'POST /admin/rules': 'admin',
  'PATCH /admin/rules/:id': 'admin',
  'DELETE /admin/rules/:id': 'admin',
};

/** The sorted difference of two name lists, to name what a table misses or has too much of. */
function coverage(actual: Iterable<string>, table: Iterable<string>) {
  const a = new Set(actual);
  const t = new Set(table);
  return { missingFromTable: [...a].filter((n) => !t.has(n)).sort(), notInApp: [...t].filter((n) => !a.has(n)).sort() };
}

// ---------------------------------------------------------------------------------------------
// The requests

/** The least value of a type that passes GraphQL's coercion: required input fields only, lists empty. */
function minimalValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, minimalValue(f.type)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return NIL;
      case 'String':
        return '';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return new Date(0).toISOString();
      case 'JSONObject':
        return {};
    }
  }
  throw new Error(`no minimal value for ${type.toString()}: teach the authorization matrix one`);
}

const isUpload = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'Upload';
const isRequired = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;

interface GqlAnswer {
  status: number;
  body: { data?: { r?: unknown } | null; errors?: { message: string; extensions?: { code?: string } }[] };
  text: string;
}

/**
 * Calls a root field with its required arguments at their least values, selecting no more than
 * `__typename` (no field resolver of the result runs, and the document costs what the field does).
 * A field that needs a file is sent as a GraphQL multipart request with a tiny one.
 */
/**
 * Arguments sent instead of the least values where those would change configuration every test on
 * the shared API reads: thresholds of 0 are refused (BAD_USER_INPUT, still past the permission
 * check), where 1 % would be saved.
 */
const ARGUMENT_OVERRIDES: Record<string, Record<string, unknown>> = {
  saveOwnershipSettings: { uboThresholdPercent: 0 },
  submitOwnershipSettingsChange: { uboThresholdPercent: 0 },
};

async function callField(field: RootField, token: string | undefined): Promise<GqlAnswer> {
  const args = field.args.filter(isRequired);
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${field.operation} Matrix${defs ? `(${defs})` : ''} { r: ${field.name}${uses ? `(${uses})` : ''} ${isLeafType(getNamedType(field.type)) ? '' : '{ __typename }'} }`;
  const files = args.filter(isUpload);
  const variables = {
    ...Object.fromEntries(args.map((a) => [a.name, isUpload(a) ? null : minimalValue(a.type)])),
    ...ARGUMENT_OVERRIDES[field.name],
  };
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData;
  if (files.length) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((a, i) => [String(i), [`variables.${a.name}`]]))));
    files.forEach((_, i) => form.append(String(i), new Blob(['x\n'], { type: 'text/plain' }), 'matrix.txt'));
    body = form;
    headers['apollo-require-preflight'] = 'true';
  } else {
    body = JSON.stringify({ query, variables });
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers, body });
  const text = await res.text();
  let parsed: GqlAnswer['body'] = {};
  try {
    parsed = JSON.parse(text) as GqlAnswer['body'];
  } catch {
    // not JSON: the status tells
  }
  return { status: res.status, body: parsed, text };
}

const restPath = (path: string) => path.replace(/:\w+/g, NIL);

// ---------------------------------------------------------------------------------------------
// The callers

/** A bearer token for a live session of `userId`, minted as the API mints them (for accounts that cannot sign in). */
async function liveSessionToken(userId: string): Promise<string> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    const sid = `matrix-${randomBytes(12).toString('hex')}`;
    await db.query(`insert into sessions (sid, sess, expire) values ($1, $2, now() + interval '1 hour')`, [sid, { userId }]);
    return jwt.sign({ sid }, TEST_JWT_SECRET, { subject: userId, expiresIn: 3600 });
  } finally {
    await db.end();
  }
}

/** An account that registered and was never approved, with a live session (it cannot sign in). */
async function unapprovedToken(): Promise<string> {
  const reg = await rest('POST', '/auth/register', { body: { email: uniqueEmail('unapproved'), password: 'secret-1', firstName: 'U' } });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  return liveSessionToken(reg.body.id);
}

/** A new approved account of `role`, made by the admin (its id; tokens come from liveSessionToken). */
async function newAccount(role: 'analyst' | 'admin'): Promise<string> {
  const created = await rest('POST', '/admin/users', {
    token: await asAdmin(),
    body: { email: uniqueEmail(`matrix-${role}`), password: 'password-123', firstName: 'Matrix', role },
  });
  if (created.status !== 201) throw new Error(`create user failed: ${created.status} ${created.text}`);
  return created.body.id;
}

/**
 * An analyst an admin suspended. Suspension ends its sessions, so the token it had is refused as
 * any ended session is; a session left live for it (minted afterwards) must be refused too.
 */
async function suspendedToken(): Promise<string> {
  const user = await buildUser();
  const suspended = await rest('POST', `/admin/users/${user.id}/suspend`, { token: await asAdmin() });
  if (suspended.status !== 200) throw new Error(`suspend failed: ${suspended.status} ${suspended.text}`);
  const before = await rest('GET', '/auth/user', { token: user.token });
  if (before.status !== 401) throw new Error(`a suspended account's own token still works: ${before.status}`);
  return liveSessionToken(user.id);
}

let fields: Map<string, RootField>;

beforeAll(async () => {
  fields = new Map(rootFields(await buildAppSchema()).map((f) => [f.name, f]));
  const [unapproved, suspended, analyst, admin] = await Promise.all([unapprovedToken(), suspendedToken(), buildUser(), asAdmin()]);
  Object.assign(tokens, { unapproved, suspended, analyst: analyst.token, admin });
  userIds.analyst = analyst.id;
  userIds.admin = (await rest('GET', '/auth/user', { token: admin })).body.id;
});

// ---------------------------------------------------------------------------------------------
// The tests

describe('authorization matrix: coverage', () => {
  it('names every GraphQL root field of the schema, and no other', () => {
    expect(coverage(fields.keys(), Object.keys(GRAPHQL_LEVELS))).toEqual({ missingFromTable: [], notInApp: [] });
  });

  it('names every REST route of the router, and no other', () => {
    expect(coverage(enumerateRestRoutes(), Object.keys(REST_ROUTES))).toEqual({ missingFromTable: [], notInApp: [] });
  });

  it('is what each REST route declares, the access decided before its body is read', () => {
    const table = Object.fromEntries(Object.entries(REST_ROUTES).map(([key, { level }]) => [key, level]));
    expect(declaredRestLevels()).toEqual(table);
  });

  it('is what each GraphQL root field declares with @Authorized, the access multipart uploads are decided on', () => {
    const declared = rootFieldAccess();
    const levels = Object.fromEntries([...fields.values()].map((f) => [f.name, declared.get(`${f.operation}.${f.name}`)]));
    expect(levels).toEqual(GRAPHQL_LEVELS);
  });

  it('is, for API keys, the scope each call declares: reads need read, the calls of KEY_SCOPES theirs, nothing else is open to keys', async () => {
    const schema = await buildAppSchema();
    const declared = declaredKeyScopes([...fields.values()], schema);
    const expectedScopes = Object.fromEntries(
      Object.keys(declared).map((name) => {
        const isRead = name.startsWith('GET ') || fields.get(name)?.operation === 'query';
        return [name, KEY_SCOPES[name] ?? (isRead ? 'read' : 'none')];
      }),
    );
    expect(declared).toEqual(expectedScopes);
  });

  it('gives callers of their own only to calls it knows', () => {
    const known = new Set([...Object.keys(GRAPHQL_LEVELS), ...Object.keys(REST_ROUTES)]);
    expect(Object.keys(OWN_CALLER).filter((name) => !known.has(name))).toEqual([]);
  });
});

describe.concurrent('authorization matrix: GraphQL', () => {
  for (const [name, level] of Object.entries(GRAPHQL_LEVELS)) {
    for (const caller of CALLERS) {
      const outcome = expected(level, caller);
      it(`${name} (${level}) as ${caller} → ${outcome === 'allowed' ? outcome : CODE[outcome]}`, async () => {
        const field = fields.get(name);
        if (!field) throw new Error(`${name} is not a root field of the schema`);
        const res = await callField(field, await tokenFor(caller, name));
        const errors = res.body.errors ?? [];
        const codes = errors.map((e) => e.extensions?.code);
        expect(res.status, res.text).toBeLessThan(500);
        // The document, its variables and its cost are valid: what answers is the field itself.
        expect(
          codes.filter((code) => code !== undefined && REFUSED_DOCUMENT.has(code)),
          res.text,
        ).toEqual([]);
        expect(
          errors.filter((e) => e.message.startsWith('Variable "$')),
          res.text,
        ).toEqual([]);
        if (outcome === 'allowed') {
          expect(codes, res.text).not.toContain('UNAUTHENTICATED');
          expect(codes, res.text).not.toContain('FORBIDDEN');
          expect(codes, res.text).not.toContain('INTERNAL_SERVER_ERROR');
        } else {
          expect(codes, res.text).toEqual([CODE[outcome]]);
          expect(res.body.data?.r ?? null, res.text).toBeNull();
        }
      });
    }
  }
});

describe.concurrent('authorization matrix: REST', () => {
  for (const [key, { level, body }] of Object.entries(REST_ROUTES)) {
    const [method, path] = key.split(' ') as [string, string];
    for (const caller of CALLERS) {
      const outcome = expected(level, caller);
      it(`${key} (${level}) as ${caller} → ${outcome}`, async () => {
        const res = await rest(method, restPath(path), { token: await tokenFor(caller, key), body });
        // The route answered, not the router's 404 for paths it does not know.
        expect(res.text).not.toMatch(/^No route for /);
        if (outcome === 'allowed') {
          expect(res.status, res.text).not.toBe(401);
          expect(res.status, res.text).not.toBe(403);
          expect(res.status, res.text).toBeLessThan(500);
        } else {
          expect(res.status, res.text).toBe(outcome);
        }
      });
    }
  }
});
