import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, asAdmin, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

/**
 * API keys for integrators (issue 28), through the public surfaces: an admin makes a key that acts
 * for an account with scopes and an expiry; `Authorization: Bearer cpk_…` works on REST and GraphQL
 * within the scopes and is refused (403 naming the scope) outside them; scopes change, keys rotate
 * with a grace period and are revoked at once; every action is in the account audit log.
 */
const DAY = 86_400_000;
let admin: string;
let analyst: TestUser;
let db: pg.Client;

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function makeKey(body: Record<string, unknown>): Promise<{ key: any; token: string }> {
  const res = await rest('POST', '/admin/api-keys', { token: admin, body: { expiresAt: inDays(30), actsForUserId: analyst.id, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

beforeAll(async () => {
  [admin, analyst] = await Promise.all([asAdmin(), buildUser({ firstName: 'Ivy', lastName: 'Integrator' })]);
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

describe('API keys', () => {
  it('an admin makes a key that acts for an account within its scopes, on REST and GraphQL; the secret is shown once', async () => {
    const { key, token } = await makeKey({ name: 'ERP connector', scopes: ['read', 'assess'] });
    expect(token).toMatch(/^cpk_[\w-]{12}_[\w-]{43}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({
      name: 'ERP connector',
      scopes: ['read', 'assess'],
      screeningConcurrency: 2,
      actsFor: { id: analyst.id },
      revokedAt: null,
    });
    const listed = (await rest('GET', '/admin/api-keys', { token: admin })).body.find((k: any) => k.id === key.id);
    expect(JSON.stringify(listed)).not.toContain(token.slice(17));
    const stored = await db.query(`select secret_hash from api_keys where id = $1`, [key.id]);
    expect(stored.rows[0].secret_hash).not.toContain(token.slice(17));

    const created = await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'Keyed Imports Ltd' }) });
    expect(created.status, created.text).toBe(201);
    expect(created.body.userId).toBe(analyst.id);
    expect((await rest('GET', `/assessments/${created.body.id}`, { token })).status).toBe(200);
    const viaGraphql = await gql(`{ assessment(id: "${created.body.id}") { id companyName } }`, {}, token);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.assessment.companyName).toBe('Keyed Imports Ltd');
    const made = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }`,
      {
        input: {
          ...assessmentInput({ companyName: 'Keyed Exports Ltd' }),
          tradingYears: 'MORE_THAN_5',
          managementReputation: 'YES',
          managementCapacity: 'YES',
        },
      },
      token,
    );
    expect(made.errors?.[0]?.message ?? null).toBeNull();

    const audit = await rest('GET', '/admin/audit-logs?action=api_key_created', { token: admin });
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.some((e: any) => e.details?.keyId === key.id && e.target?.id === analyst.id)).toBe(true);
  });

  it('carries its own screening concurrency, set when it is made', async () => {
    const { key, token } = await makeKey({ name: 'Bulk screening', scopes: ['screen'], screeningConcurrency: 10 });
    expect(key.screeningConcurrency).toBe(10);
    const search = await rest('POST', '/screening/search', { token, body: { name: 'Acme Trading' } });
    expect(search.status, search.text).toBe(200);
  });

  it('refuses what its scopes do not cover, naming the scope, and what no key may do', async () => {
    const { token } = await makeKey({ name: 'Read only', scopes: ['read'] });
    const post = await rest('POST', '/assessments', { token, body: assessmentInput() });
    expect(post.status).toBe(403);
    expect(post.text).toContain('"assess" scope');
    const search = await rest('POST', '/screening/search', { token, body: { name: 'Acme' } });
    expect(search.status).toBe(403);
    expect(search.text).toContain('"screen" scope');
    const screen = await gql(`{ screen(name: "Acme") { hits { caption } } }`, {}, token);
    expect(errorCode(screen)).toBe('FORBIDDEN');
    expect(screen.errors?.[0]?.extensions?.missingScope).toBe('screen');
    // A person's own work (a review, signing out) is not open to keys, whatever their scopes.
    const review = await rest('POST', `/assessments/00000000-0000-4000-8000-000000000000/review`, { token, body: {} });
    expect(review.status).toBe(403);
    expect(review.text).toContain('not open to API keys');
    const logout = await gql(`mutation { logout }`, {}, token);
    expect(errorCode(logout)).toBe('FORBIDDEN');
    // An analyst's key never reaches admin routes.
    expect((await rest('GET', '/admin/api-keys', { token })).status).toBe(403);
  });

  it('validates a new key by field; only admins make keys', async () => {
    for (const [body, field] of [
      [{ name: ' ', scopes: ['read'] }, 'name'],
      [{ name: 'K', scopes: [] }, 'scopes'],
      [{ name: 'K', scopes: ['read', 'write'] }, 'scopes'],
      [{ name: 'K', scopes: ['read'], expiresAt: inDays(-1) }, 'expiresAt'],
      [{ name: 'K', scopes: ['read'], expiresAt: inDays(400) }, 'expiresAt'],
      [{ name: 'K', scopes: ['admin'] }, 'actsForUserId'],
      [{ name: 'K', scopes: ['read'], actsForUserId: '00000000-0000-4000-8000-000000000000' }, 'actsForUserId'],
      [{ name: 'K', scopes: ['screen'], screeningConcurrency: 0 }, 'screeningConcurrency'],
      [{ name: 'K', scopes: ['screen'], screeningConcurrency: 51 }, 'screeningConcurrency'],
    ] as const) {
      const res = await rest('POST', '/admin/api-keys', {
        token: admin,
        body: { expiresAt: inDays(30), actsForUserId: analyst.id, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('x-error-field')).toBe(field);
    }
    const byAnalyst = await rest('POST', '/admin/api-keys', {
      token: analyst.token,
      body: { name: 'Mine', scopes: ['read'], expiresAt: inDays(1), actsForUserId: analyst.id },
    });
    expect(byAnalyst.status).toBe(403);
  });

  it('scope changes and revocation take effect at once; a wrong secret or an expired key is refused', async () => {
    const { key, token } = await makeKey({ name: 'Changing', scopes: ['read', 'assess'] });
    expect((await rest('GET', '/assessments?limit=1', { token })).status).toBe(200);
    const narrowed = await gql(`mutation { updateApiKeyScopes(id: "${key.id}", scopes: [READ]) { scopes } }`, {}, admin);
    expect(narrowed.errors).toBeUndefined();
    expect(narrowed.data.updateApiKeyScopes.scopes).toEqual(['READ']);
    expect((await rest('POST', '/assessments', { token, body: assessmentInput() })).status).toBe(403);

    const revoked = await rest('POST', `/admin/api-keys/${key.id}/revoke`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    expect((await rest('GET', '/assessments?limit=1', { token })).status).toBe(401);
    expect((await rest('POST', `/admin/api-keys/${key.id}/revoke`, { token: admin })).status).toBe(409);

    const other = await makeKey({ name: 'Guessed', scopes: ['read'] });
    const wrong = `${other.token.slice(0, 17)}${'A'.repeat(43)}`;
    expect((await rest('GET', '/assessments?limit=1', { token: wrong })).status).toBe(401);
    const expiring = await makeKey({ name: 'Expired', scopes: ['read'] });
    await db.query(`update api_keys set expires_at = now() - interval '1 minute' where id = $1`, [expiring.key.id]);
    expect((await rest('GET', '/assessments?limit=1', { token: expiring.token })).status).toBe(401);
  });

  it('a key stops at once when the account it acts for is suspended, and works again at once when it is reinstated', async () => {
    const owner = await buildUser({ firstName: 'Sus' });
    const { token } = await makeKey({ name: 'Suspended owner', scopes: ['read'], actsForUserId: owner.id });
    expect((await rest('GET', '/assessments?limit=1', { token })).status).toBe(200);
    expect((await rest('POST', `/admin/users/${owner.id}/suspend`, { token: admin })).status).toBe(200);
    expect((await rest('GET', '/assessments?limit=1', { token })).status).toBe(401);
    expect((await rest('POST', `/admin/users/${owner.id}/reinstate`, { token: admin })).status).toBe(200);
    expect((await rest('GET', '/assessments?limit=1', { token })).status).toBe(200);
  });

  it('rotation gives a new secret with the same prefix; the old one works for the grace period only', async () => {
    const { key, token: first } = await makeKey({ name: 'Rotating', scopes: ['read'] });
    const rotated = await rest('POST', `/admin/api-keys/${key.id}/rotate`, { token: admin, body: { graceHours: 1 } });
    expect(rotated.status, rotated.text).toBe(200);
    const second = rotated.body.token as string;
    expect(second).not.toBe(first);
    expect(second.slice(0, 16)).toBe(first.slice(0, 16));
    expect(rotated.body.key.previousValidUntil).toBeTruthy();
    const during = await rest('GET', '/assessments?limit=1', { token: first });
    expect(during.status, during.text).toBe(200);
    expect((await rest('GET', '/assessments?limit=1', { token: second })).status).toBe(200);

    const again = await gql(`mutation { rotateApiKey(id: "${key.id}", graceHours: 0) { token key { previousValidUntil } } }`, {}, admin);
    expect(again.errors).toBeUndefined();
    const third = again.data.rotateApiKey.token as string;
    expect(again.data.rotateApiKey.key.previousValidUntil).toBeNull();
    expect((await rest('GET', '/assessments?limit=1', { token: first })).status).toBe(401);
    expect((await rest('GET', '/assessments?limit=1', { token: second })).status).toBe(401);
    expect((await rest('GET', '/assessments?limit=1', { token: third })).status).toBe(200);
    const bad = await rest('POST', `/admin/api-keys/${key.id}/rotate`, { token: admin, body: { graceHours: 200 } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-error-field')).toBe('graceHours');
  });
});

describe('the per-key request budget', () => {
  let api: InProcessApi;
  let drop: () => Promise<void>;
  const client = apiClient(() => api.url);

  beforeAll(async () => {
    const fresh = await createTestDatabase('api-key-budget');
    drop = fresh.drop;
    api = await startApiInProcess(fresh.url, { API_KEY_RATE_PER_MINUTE: '3' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await drop?.();
  });

  it('answers 429 with Retry-After past API_KEY_RATE_PER_MINUTE, on REST and GraphQL', async () => {
    const owner = await client.buildUser({ firstName: 'Bud' });
    const made = await client.rest('POST', '/admin/api-keys', {
      token: await client.asAdmin(),
      body: { name: 'Budgeted', scopes: ['read'], expiresAt: inDays(1), actsForUserId: owner.id },
    });
    expect(made.status, made.text).toBe(201);
    const token = made.body.token as string;
    // A clock minute may turn between two calls (its count starts again): a refusal comes within two budgets' worth.
    let served = 0;
    let refused: Awaited<ReturnType<typeof client.rest>> | undefined;
    while (!refused && served <= 8) {
      const res = await client.rest('GET', '/assessments?limit=1', { token });
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(200);
        served++;
      }
    }
    expect(refused, 'no refusal within two budgets').toBeDefined();
    expect(served).toBeGreaterThanOrEqual(1);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    let graphqlRefusal: Awaited<ReturnType<typeof client.gql>> | undefined;
    for (let calls = 0; !graphqlRefusal && calls <= 8; calls++) {
      const res = await client.gql(`{ assessments(limit: 1) { items { id } } }`, {}, token);
      if (res.errors) graphqlRefusal = res;
    }
    expect(errorCode(graphqlRefusal!)).toBe('TOO_MANY_REQUESTS');
    expect(graphqlRefusal!.errors![0].extensions?.retryAfter).toBeGreaterThanOrEqual(1);
  });
});
