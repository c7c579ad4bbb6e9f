import jwt from 'jsonwebtoken';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { asAdmin, buildUser, gql, rest, uniqueEmail } from './support/http.js';
import { TEST_JWT_SECRET } from './support/processes.js';

type Level = 'public' | 'user' | 'admin';
type Caller = 'anonymous' | 'unapproved' | 'analyst' | 'admin';

const NIL = '00000000-0000-4000-8000-000000000000';

/** Every REST route of the API and who may call it. New routes join this table. */
const REST_ROUTES: { method: string; path: string; level: Level; body?: unknown }[] = [
  { method: 'GET', path: '/health', level: 'public' },
  { method: 'POST', path: '/auth/register', level: 'public', body: {} },
  { method: 'POST', path: '/auth/login', level: 'public', body: {} },
  { method: 'GET', path: '/auth/user', level: 'user' },
  { method: 'PATCH', path: '/auth/user', level: 'user', body: { firstName: '' } },
  { method: 'POST', path: '/auth/logout', level: 'user' },
  { method: 'GET', path: '/admin/users', level: 'admin' },
  { method: 'POST', path: '/admin/users', level: 'admin', body: {} },
  { method: 'POST', path: `/admin/users/${NIL}/approve`, level: 'admin' },
  { method: 'PATCH', path: `/admin/users/${NIL}/role`, level: 'admin', body: { role: 'admin' } },
  { method: 'DELETE', path: `/admin/users/${NIL}`, level: 'admin' },
  { method: 'GET', path: '/assessments', level: 'user' },
  { method: 'POST', path: '/assessments', level: 'user', body: {} },
  { method: 'GET', path: `/assessments/${NIL}`, level: 'user' },
  { method: 'GET', path: `/assessments/${NIL}/audit-logs`, level: 'user' },
  { method: 'GET', path: '/analytics', level: 'user' },
  { method: 'POST', path: `/assessments/${NIL}/pdf`, level: 'user' },
  { method: 'POST', path: '/batch/upload', level: 'user', body: {} },
  { method: 'GET', path: '/batch', level: 'user' },
  { method: 'POST', path: '/assessments/summarize-news', level: 'user', body: { url: 'file:///etc/passwd' } },
  { method: 'POST', path: `/assessments/${NIL}/scan-news`, level: 'user' },
  { method: 'GET', path: '/admin/ai-prompts', level: 'admin' },
  { method: 'POST', path: '/admin/ai-prompts', level: 'admin', body: {} },
  { method: 'PATCH', path: `/admin/ai-prompts/${NIL}`, level: 'admin', body: { enabled: false } },
  { method: 'DELETE', path: `/admin/ai-prompts/${NIL}`, level: 'admin' },
  { method: 'GET', path: `/batch/${NIL}`, level: 'user' },
  { method: 'GET', path: '/admin/rules', level: 'admin' },
  { method: 'POST', path: '/admin/rules', level: 'admin', body: {} },
  { method: 'PATCH', path: `/admin/rules/${NIL}`, level: 'admin', body: { enabled: false } },
  { method: 'DELETE', path: `/admin/rules/${NIL}`, level: 'admin' },
  { method: 'GET', path: '/admin/rule-proposals?status=pending', level: 'admin' },
  { method: 'POST', path: `/admin/rule-proposals/${NIL}/approve`, level: 'admin' },
  { method: 'POST', path: `/admin/rule-proposals/${NIL}/reject`, level: 'admin', body: { note: 'No' } },
];

/** Every GraphQL operation and who may call it. */
const GRAPHQL_OPERATIONS: { name: string; query: string; level: Level }[] = [
  { name: 'register', query: 'mutation { register(input: { email: "", firstName: "", password: "" }) { id } }', level: 'public' },
  { name: 'login', query: 'mutation { login(input: { email: "", password: "" }) { token } }', level: 'public' },
  { name: 'logout', query: 'mutation { logout }', level: 'user' },
  { name: 'updateProfile', query: 'mutation { updateProfile(input: { firstName: "" }) { id } }', level: 'user' },
  { name: 'users', query: '{ users { id } }', level: 'admin' },
  { name: 'approveUser', query: `mutation { approveUser(id: "${NIL}") { id } }`, level: 'admin' },
  { name: 'createUser', query: 'mutation { createUser(input: { email: "", firstName: "", password: "" }) { id } }', level: 'admin' },
  { name: 'changeUserRole', query: `mutation { changeUserRole(id: "${NIL}", role: ADMIN) { id } }`, level: 'admin' },
  { name: 'deleteUser', query: `mutation { deleteUser(id: "${NIL}") }`, level: 'admin' },
  { name: 'assessment', query: `{ assessment(id: "${NIL}") { id } }`, level: 'user' },
  { name: 'assessments', query: '{ assessments { items { id } nextCursor } }', level: 'user' },
  { name: 'auditLogs', query: `{ auditLogs(assessmentId: "${NIL}") { id } }`, level: 'user' },
  { name: 'analytics', query: '{ analytics { totalAssessments } }', level: 'user' },
  {
    name: 'createAssessment',
    query:
      'mutation { createAssessment(input: { companyName: "", countryOfRegistration: "", countryOfBusiness: "", address: "", businessRationale: "", serviceType: "", hasLegalActions: false, canProvideReferences: false, managementReputation: YES, managementCapacity: YES, tradingYears: MORE_THAN_5, hasAuditedFinancials: false, hasSufficientLiquidity: false, isProfitable: false, hasEquityAbove1M: false, hasConsistentRevenue: false }) { id } }',
    level: 'user',
  },
  { name: 'updateAssessment', query: `mutation { updateAssessment(id: "${NIL}", input: {}) { id } }`, level: 'user' },
  { name: 'assessmentReport', query: `{ assessmentReport(id: "${NIL}") { fileName } }`, level: 'user' },
  { name: 'uploadBatch', query: 'mutation { uploadBatch(input: { csvContent: "", fileName: "" }) { batchId } }', level: 'user' },
  { name: 'batches', query: '{ batches { id } }', level: 'user' },
  { name: 'batch', query: `{ batch(id: "${NIL}") { id } }`, level: 'user' },
  { name: 'summarizeNews', query: 'mutation { summarizeNews(url: "file:///x") { summary } }', level: 'user' },
  { name: 'scanNews', query: `mutation { scanNews(assessmentId: "${NIL}") { id } }`, level: 'user' },
  { name: 'aiPrompts', query: '{ aiPrompts { id } }', level: 'admin' },
  { name: 'createAiPrompt', query: 'mutation { createAiPrompt(input: { name: "", promptText: "" }) { id } }', level: 'admin' },
  { name: 'updateAiPrompt', query: `mutation { updateAiPrompt(id: "${NIL}", input: {}) { id } }`, level: 'admin' },
  { name: 'deleteAiPrompt', query: `mutation { deleteAiPrompt(id: "${NIL}") }`, level: 'admin' },
  { name: 'rules', query: '{ rules { id } }', level: 'admin' },
  { name: 'ruleSetVersions', query: '{ ruleSetVersions { id } }', level: 'admin' },
  { name: 'ruleSetDiff', query: '{ ruleSetDiff(from: 1, to: 1) { changed { ruleId } } }', level: 'admin' },
  { name: 'replayRuleChange', query: `{ replayRuleChange(change: { action: DELETE, ruleId: "${NIL}" }) { changed } }`, level: 'admin' },
  { name: 'createRule', query: 'mutation { createRule(input: { name: "", field: "", value: "", message: "" }) { id } }', level: 'admin' },
  { name: 'updateRule', query: `mutation { updateRule(id: "${NIL}", input: {}) { id } }`, level: 'admin' },
  { name: 'deleteRule', query: `mutation { deleteRule(id: "${NIL}") }`, level: 'admin' },
  { name: 'ruleApprovalRequired', query: '{ ruleApprovalRequired }', level: 'admin' },
  { name: 'ruleChangeProposals', query: '{ ruleChangeProposals(status: PENDING) { id } }', level: 'admin' },
  {
    name: 'submitRuleChange',
    query: `mutation { submitRuleChange(change: { action: DELETE, ruleId: "${NIL}" }) { applied } }`,
    level: 'admin',
  },
  { name: 'approveRuleChange', query: `mutation { approveRuleChange(id: "${NIL}") { id } }`, level: 'admin' },
  { name: 'rejectRuleChange', query: `mutation { rejectRuleChange(id: "${NIL}", note: "No") { id } }`, level: 'admin' },
];

const CALLERS: Caller[] = ['anonymous', 'unapproved', 'analyst', 'admin'];
const tokens: Partial<Record<Caller, string>> = {};

/** A token for an account that was never approved, minted the way the API mints them. */
async function unapprovedToken(): Promise<string> {
  const email = uniqueEmail('unapproved');
  const reg = await rest('POST', '/auth/register', { body: { email, password: 'secret-1', firstName: 'U' } });
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const sid = `matrix-${Date.now()}`;
  await db.query(`insert into sessions (sid, sess, expire) values ($1, $2, now() + interval '1 hour')`, [sid, { userId: reg.body.id }]);
  await db.end();
  return jwt.sign({ sid }, TEST_JWT_SECRET, { subject: reg.body.id, expiresIn: 3600 });
}

function expectedRest(level: Level, caller: Caller): 'allowed' | 401 | 403 {
  if (level === 'public') return 'allowed';
  if (caller === 'anonymous' || caller === 'unapproved') return 401;
  if (level === 'admin' && caller === 'analyst') return 403;
  return 'allowed';
}

beforeAll(async () => {
  tokens.unapproved = await unapprovedToken();
  tokens.analyst = (await buildUser()).token;
  tokens.admin = await asAdmin();
});

describe('authorization matrix', () => {
  for (const route of REST_ROUTES) {
    for (const caller of CALLERS) {
      const expected = expectedRest(route.level, caller);
      it(`REST ${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        // Logging out must not end the sessions the other cases use.
        const token =
          route.path === '/auth/logout' && caller !== 'anonymous' && caller !== 'unapproved'
            ? (await buildUser({ role: caller })).token
            : tokens[caller];
        const res = await rest(route.method, route.path, { token, body: route.body });
        if (expected === 'allowed') {
          expect(res.status, res.text).not.toBe(401);
          expect(res.status, res.text).not.toBe(403);
          expect(res.status, res.text).toBeLessThan(500);
        } else {
          expect(res.status, res.text).toBe(expected);
        }
      });
    }
  }

  for (const op of GRAPHQL_OPERATIONS) {
    for (const caller of CALLERS) {
      const expected = expectedRest(op.level, caller);
      const code = expected === 401 ? 'UNAUTHENTICATED' : expected === 403 ? 'FORBIDDEN' : 'allowed';
      it(`GraphQL ${op.name} as ${caller} → ${code}`, async () => {
        const token =
          op.name === 'logout' && (caller === 'analyst' || caller === 'admin') ? (await buildUser({ role: caller })).token : tokens[caller];
        const res = await gql(op.query, {}, token);
        const codes = (res.errors ?? []).map((e) => e.extensions?.code);
        if (code === 'allowed') {
          expect(codes).not.toContain('UNAUTHENTICATED');
          expect(codes).not.toContain('FORBIDDEN');
          expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
        } else {
          expect(codes).toContain(code);
        }
      });
    }
  }
});
