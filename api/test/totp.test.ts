import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import { apiClient, errorCode, uniqueEmail } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN } from './support/processes.js';

/**
 * The authenticator-app second factor (issue 28): enrolment with a confirming code and ten recovery
 * codes, sign-in's second step (wrong codes spend the password's budget; a code works once), one
 * recovery code per sign-in, disabling with a code, the GraphQL path, and MFA_REQUIRED sending an
 * admin without a factor to enrol. Codes are computed with otplib from the secret the API answers.
 *
 * A code is accepted once per 30-second step and never for an older step than the last accepted,
 * so each account confirms with the current step's code and signs in with the next step's (the
 * API allows one step of drift either way): no test waits for the clock.
 */
const MAX_FAILURES = 3;
let database: { url: string; drop(): Promise<void> };
let app: InProcessApi;
let strict: InProcessApi;
let db: pg.Client;
let adminToken: string;

const api = apiClient(() => app.url);
const strictApi = apiClient(() => strict.url);

/** The code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
/** Six digits no step near now has. */
async function wrongCode(secret: string): Promise<string> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((o) => codeAt(secret, o))));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

async function newAccount(role: 'analyst' | 'admin' = 'analyst', on = api): Promise<Account> {
  const email = uniqueEmail(`totp-${role}`);
  const password = 'password-123';
  const created = await api.rest('POST', '/admin/users', {
    token: adminToken,
    body: { email, password, firstName: 'Tess', lastName: 'Totp', role },
  });
  expect(created.status, created.text).toBe(201);
  const signedIn = await on.rest('POST', '/auth/login', { body: { email, password } });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { id: created.body.id, email, password, token: signedIn.body.token };
}

/** An account with a confirmed authenticator app (confirmed with the current step's code). */
async function enrolledAccount(): Promise<Account & { secret: string; recoveryCodes: string[] }> {
  const account = await newAccount();
  const setup = await api.rest('POST', '/auth/mfa/totp/setup', { token: account.token });
  expect(setup.status, setup.text).toBe(200);
  const confirmed = await api.rest('POST', '/auth/mfa/totp/confirm', {
    token: account.token,
    body: { code: await codeAt(setup.body.secret) },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { ...account, secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

const signIn = (account: Account, on = api) =>
  on.rest('POST', '/auth/login', { body: { email: account.email, password: account.password } });

/** The password step: answers the challenge of the second step. */
async function challengeOf(account: Account): Promise<string> {
  const res = await signIn(account);
  expect(res.status, res.text).toBe(200);
  expect(res.body.token).toBeUndefined();
  return res.body.secondFactor.challenge;
}

const verify = (challenge: string, code: string) => api.rest('POST', '/auth/mfa/verify', { body: { challenge, code } });

const sessionMethod = async (userId: string) =>
  (await db.query(`select method from sessions where sess->>'userId' = $1 order by created_at desc limit 1`, [userId])).rows[0]?.method;

beforeAll(async () => {
  database = await createTestDatabase('totp');
  // One after the other: each makes the first admin when there is none.
  app = await startApiInProcess(database.url, { LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
  strict = await startApiInProcess(database.url, { MFA_REQUIRED: 'admins' });
  adminToken = await api.login(TEST_ADMIN.email, TEST_ADMIN.password);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([app?.stop(), strict?.stop()]);
  await database?.drop();
});

describe('authenticator app (TOTP)', () => {
  it('enrols with a confirming code, shows ten recovery codes once and keeps only sealed secrets and keyed hashes', async () => {
    const account = await newAccount();
    const setup = await api.rest('POST', '/auth/mfa/totp/setup', { token: account.token });
    expect(setup.status, setup.text).toBe(200);
    const { secret, uri } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Counterparty:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Counterparty');
    expect((await api.rest('GET', '/auth/mfa', { token: account.token })).body).toMatchObject({
      enrolled: false,
      pending: true,
      methods: [],
    });

    const wrong = await api.rest('POST', '/auth/mfa/totp/confirm', { token: account.token, body: { code: await wrongCode(secret) } });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('x-error-field')).toBe('code');
    // Not a second factor until confirmed: the password alone still signs in.
    expect((await signIn(account)).body.token).toEqual(expect.any(String));

    const confirmed = await api.rest('POST', '/auth/mfa/totp/confirm', { token: account.token, body: { code: await codeAt(secret) } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await api.rest('GET', '/auth/mfa', { token: account.token });
    expect(status.body).toMatchObject({ enrolled: true, pending: false, recoveryCodesLeft: 10, methods: ['totp'] });
    expect(status.text).not.toContain(codes[0]);
    // A second setup is refused while one is confirmed.
    expect((await api.rest('POST', '/auth/mfa/totp/setup', { token: account.token })).status).toBe(409);

    const stored = await db.query(`select secret_ciphertext from totp_factors where user_id = $1`, [account.id]);
    expect(stored.rows[0].secret_ciphertext).not.toContain(secret);
    const hashes = (await db.query(`select code_hash from recovery_codes where user_id = $1`, [account.id])).rows.map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    const plainSha = (code: string) => createHash('sha256').update(code).digest('hex');
    for (const code of codes) {
      expect(hashes).not.toContain(plainSha(code));
      expect(hashes).not.toContain(plainSha(code.replace('-', '')));
    }

    const audit = await api.rest('GET', '/admin/audit-logs?action=second_factor_added', { token: adminToken });
    expect(audit.body.some((e: any) => e.target?.id === account.id && e.details?.method === 'totp')).toBe(true);
  });

  it('asks for a code after the password; a wrong one is 401 on field code, the right one signs in once', async () => {
    const account = await enrolledAccount();
    const step = await signIn(account);
    expect(step.status).toBe(200);
    expect(step.body.token).toBeUndefined();
    expect(step.body.secondFactor).toMatchObject({ challenge: expect.any(String), methods: ['totp'] });

    const wrong = await verify(step.body.secondFactor.challenge, await wrongCode(account.secret));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-error-field')).toBe('code');

    const code = await codeAt(account.secret, 1);
    const right = await verify(step.body.secondFactor.challenge, code);
    expect(right.status, right.text).toBe(200);
    expect(right.body.user).toMatchObject({ id: account.id, email: account.email });
    const me = await api.rest('GET', '/auth/user', { token: right.body.token });
    expect(me.status).toBe(200);
    expect(me.body.secondFactors).toEqual(['totp']);
    expect(await sessionMethod(account.id)).toBe('totp');

    // The same code again, on a fresh sign-in: refused (and so is the older step's).
    expect((await verify(await challengeOf(account), code)).status).toBe(401);
    expect((await verify(await challengeOf(account), await codeAt(account.secret))).status).toBe(401);
    // The challenge is spent with the sign-in.
    expect((await verify(step.body.secondFactor.challenge, code)).status).toBe(401);
  });

  it('counts wrong codes against the same budget as wrong passwords', async () => {
    const account = await enrolledAccount();
    const challenge = await challengeOf(account);
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect((await verify(challenge, await wrongCode(account.secret))).status).toBe(401);
    }
    const right = await verify(challenge, await codeAt(account.secret, 1));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password shares the budget.
    expect((await signIn(account)).status).toBe(429);
  });

  it('takes a recovery code once and not twice', async () => {
    const account = await enrolledAccount();
    const [first] = account.recoveryCodes;
    // Case, spaces and hyphens do not matter.
    const used = await verify(await challengeOf(account), ` ${first.toUpperCase().replace('-', ' ')} `);
    expect(used.status, used.text).toBe(200);
    expect(await sessionMethod(account.id)).toBe('recovery_code');
    expect((await api.rest('GET', '/auth/mfa', { token: used.body.token })).body.recoveryCodesLeft).toBe(9);

    const again = await verify(await challengeOf(account), first);
    expect(again.status).toBe(401);
    expect(again.headers.get('x-error-field')).toBe('code');
    const usedAt = await db.query(`select count(*)::int as n from recovery_codes where user_id = $1 and used_at is not null`, [account.id]);
    expect(usedAt.rows[0].n).toBe(1);
  });

  it('replaces recovery codes and disables the app only with a code', async () => {
    const account = await enrolledAccount();
    const [oldCode, second] = account.recoveryCodes;
    const fresh = await api.rest('POST', '/auth/mfa/recovery-codes', { token: account.token, body: { code: oldCode } });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(second);

    const missing = await api.rest('POST', '/auth/mfa/totp/disable', { token: account.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-error-field')).toBe('code');
    const stale = await api.rest('POST', '/auth/mfa/totp/disable', { token: account.token, body: { code: second } });
    expect(stale.status).toBe(400);
    expect(stale.headers.get('x-error-field')).toBe('code');
    expect((await api.rest('GET', '/auth/mfa', { token: account.token })).body.enrolled).toBe(true);

    const disabled = await api.rest('POST', '/auth/mfa/totp/disable', {
      token: account.token,
      body: { code: await codeAt(account.secret, 1) },
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await api.rest('GET', '/auth/mfa', { token: account.token })).body).toMatchObject({ enrolled: false, methods: [] });
    expect((await db.query(`select count(*)::int as n from recovery_codes where user_id = $1`, [account.id])).rows[0].n).toBe(0);
    // The password alone signs in again.
    expect((await signIn(account)).body.token).toEqual(expect.any(String));
    const audit = await api.rest('GET', '/admin/audit-logs?action=second_factor_removed', { token: adminToken });
    expect(audit.body.some((e: any) => e.target?.id === account.id && e.details?.method === 'totp')).toBe(true);
  });

  it('works the same over GraphQL', async () => {
    const account = await newAccount();
    const begun = await api.gql(`mutation { beginTotpEnrolment { secret uri } }`, {}, account.token);
    expect(begun.errors).toBeUndefined();
    const { secret } = begun.data.beginTotpEnrolment;
    const confirm = `mutation ($code: String!) { confirmTotpEnrolment(code: $code) }`;

    const wrong = await api.gql(confirm, { code: await wrongCode(secret) }, account.token);
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0].extensions?.field).toBe('code');
    const confirmed = await api.gql(confirm, { code: await codeAt(secret) }, account.token);
    expect(confirmed.errors).toBeUndefined();
    const codes: string[] = confirmed.data.confirmTotpEnrolment;
    expect(codes).toHaveLength(10);
    const status = await api.gql(`{ totpStatus { enrolled pending recoveryCodesLeft } me { secondFactors } }`, {}, account.token);
    expect(status.data).toEqual({ totpStatus: { enrolled: true, pending: false, recoveryCodesLeft: 10 }, me: { secondFactors: ['TOTP'] } });

    const login = `mutation ($input: LoginInput!) { login(input: $input) { token secondFactor { challenge methods } } }`;
    const step = await api.gql(login, { input: { email: account.email, password: account.password } });
    expect(step.data.login).toMatchObject({ token: null, secondFactor: { methods: ['TOTP'] } });
    const finish = `mutation ($input: CodeSignInInput!) { completeSignInWithCode(input: $input) { token user { id } } }`;
    const challenge = step.data.login.secondFactor.challenge;
    const refused = await api.gql(finish, { input: { challenge, code: await wrongCode(secret) } });
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect(refused.errors?.[0].extensions?.field).toBe('code');
    const done = await api.gql(finish, { input: { challenge, code: await codeAt(secret, 1) } });
    expect(done.errors).toBeUndefined();
    expect(done.data.completeSignInWithCode.user.id).toBe(account.id);
    const me = await api.gql(`{ me { id } }`, {}, done.data.completeSignInWithCode.token);
    expect(me.data.me.id).toBe(account.id);

    const disable = `mutation ($code: String!) { disableTotp(code: $code) }`;
    expect(errorCode(await api.gql(disable, { code: '' }, account.token))).toBe('BAD_USER_INPUT');
    const disabled = await api.gql(disable, { code: codes[3] }, account.token);
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data.disableTotp).toBe(true);
  });
});

describe('MFA_REQUIRED=admins', () => {
  it('sends an admin without a second factor to enrol, and lets the same session work once enrolled', async () => {
    const admin = await newAccount('admin', strictApi);
    const refused = await strictApi.gql(`{ assessments { __typename } }`, {}, admin.token);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].extensions?.secondFactorRequired).toBe(true);
    expect((await strictApi.rest('GET', '/assessments', { token: admin.token })).status).toBe(403);

    const me = await strictApi.gql(`{ me { id mustEnrolSecondFactor } totpStatus { enrolled } }`, {}, admin.token);
    expect(me.errors).toBeUndefined();
    expect(me.data).toEqual({ me: { id: admin.id, mustEnrolSecondFactor: true }, totpStatus: { enrolled: false } });
    expect((await strictApi.rest('GET', '/auth/mfa', { token: admin.token })).status).toBe(200);

    const begun = await strictApi.gql(`mutation { beginTotpEnrolment { secret } }`, {}, admin.token);
    expect(begun.errors).toBeUndefined();
    const confirmed = await strictApi.gql(
      `mutation ($code: String!) { confirmTotpEnrolment(code: $code) }`,
      { code: await codeAt(begun.data.beginTotpEnrolment.secret) },
      admin.token,
    );
    expect(confirmed.errors).toBeUndefined();

    const now = await strictApi.gql(`{ me { mustEnrolSecondFactor } assessments { __typename } }`, {}, admin.token);
    expect(now.errors).toBeUndefined();
    expect(now.data.me.mustEnrolSecondFactor).toBe(false);
    expect((await strictApi.rest('GET', '/assessments', { token: admin.token })).status).toBe(200);
  });

  it('asks nothing more of an analyst', async () => {
    const analyst = await newAccount('analyst', strictApi);
    const me = await strictApi.gql(`{ me { mustEnrolSecondFactor } }`, {}, analyst.token);
    expect(me.data.me.mustEnrolSecondFactor).toBe(false);
    expect((await strictApi.rest('GET', '/assessments', { token: analyst.token })).status).toBe(200);
  });
});
