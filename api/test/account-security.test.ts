import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, rest, uniqueEmail, type ApiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN } from './support/processes.js';

/**
 * Sign-in throttling, account controls and the last-admin rule, on a database of their own with
 * two API replicas behind a trusted loopback proxy (so tests can speak from several addresses).
 */
describe('account security', () => {
  let database: { url: string; drop(): Promise<void> };
  let first: InProcessApi;
  let second: InProcessApi;
  let adminToken: string;
  const LIMITS = { LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '8', REGISTER_MAX_PER_IP: '3', TRUST_PROXY: 'loopback' };

  const api = apiClient(() => first.url);
  const replica = apiClient(() => second.url);
  /** Speaks from `ip`, as the trusted loopback proxy would tell the API. */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  let addressCounter = 0;
  // Every test speaks from addresses of its own (TEST-NET-3), so budgets never leak between tests.
  const freshAddress = () => `203.0.113.${++addressCounter}`;

  const login = (email: string, password: string, ip = '198.51.100.1', on: ApiClient = api) =>
    on.rest('POST', '/auth/login', { body: { email, password }, headers: from(ip) });

  const newUser = async (role: 'admin' | 'analyst' = 'analyst') => {
    const email = uniqueEmail(role);
    const password = 'password-123';
    const created = await api.rest('POST', '/admin/users', {
      token: adminToken,
      body: { email, password, firstName: 'Sec', lastName: 'Test', role },
    });
    expect(created.status).toBe(201);
    const signedIn = await login(email, password, freshAddress());
    expect(signedIn.status).toBe(200);
    return { id: created.body.id as string, email, password, token: signedIn.body.token as string };
  };

  beforeAll(async () => {
    database = await createTestDatabase('security');
    first = await startApiInProcess(database.url, LIMITS);
    second = await startApiInProcess(database.url, LIMITS);
    const signedIn = await login(TEST_ADMIN.email, TEST_ADMIN.password, freshAddress());
    adminToken = signedIn.body.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  describe('sign-in throttling', () => {
    it('50 parallel wrong passwords for one account get at most the limit of 401s', async () => {
      const user = await newUser();
      const ip = freshAddress();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(user.email, `wrong-${i}`, ip, i % 2 ? api : replica)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    });

    it('slows down repeated failures progressively, with Retry-After', async () => {
      // The delay runs from the third failure's reservation, before its password hash is checked:
      // with the suite's 500 ms a busy machine could spend it all on that hash and the next attempt
      // would be let through. A replica whose first delay is a minute leaves no such race.
      const patient = await startApiInProcess(database.url, { ...LIMITS, LOGIN_DELAY_MS: '60000' });
      try {
        const user = await newUser();
        const ip = freshAddress();
        const on = apiClient(() => patient.url);
        for (let i = 0; i < 3; i += 1) expect((await login(user.email, `wrong-${i}`, ip, on)).status).toBe(401);
        const early = await login(user.email, user.password, ip, on);
        expect(early.status).toBe(429);
        // The first step of the delay, not a lockout: at most LOGIN_DELAY_MS, told in seconds.
        const retryAfter = Number(early.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(early.text).toBe(`Too many failed sign-in attempts. Try again in ${retryAfter} second(s).`);
        // The other replica reads the same counters.
        expect((await login(user.email, user.password, ip, replica)).status).toBe(429);
      } finally {
        await patient.stop();
      }
    });

    /**
     * Spends the account's budget from one address, waiting out the progressive delays: a refused
     * attempt costs nothing, so it tries again shortly until the delay (LOGIN_DELAY_MS, doubling) is over.
     */
    const exhaust = async (email: string, ip: string) => {
      let failures = 0;
      const deadline = Date.now() + 30_000;
      for (let i = 0; failures < 5 && Date.now() < deadline; i += 1) {
        const answer = await login(email, `wrong-${i}`, ip, i % 2 ? api : replica);
        if (answer.status === 401) failures += 1;
        else {
          expect(answer.status).toBe(429);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      return failures;
    };

    it('refuses the right password after the limit is spent, across both replicas', async () => {
      const user = await newUser();
      const ip = freshAddress();
      expect(await exhaust(user.email, ip)).toBe(5);
      const blocked = await login(user.email, user.password, ip, replica);
      expect(blocked.status).toBe(429);
      expect(blocked.text).toMatch(/Try again in \d+ minute/);
    });

    it('a lockout from one address leaves the account usable from another', async () => {
      const user = await newUser();
      const attacker = freshAddress();
      expect(await exhaust(user.email, attacker)).toBe(5);
      expect((await login(user.email, user.password, attacker)).status).toBe(429);
      expect((await login(user.email, user.password, freshAddress())).status).toBe(200);
    });

    it('limits failures per address across accounts', async () => {
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await login(uniqueEmail('nobody'), 'wrong-password', ip)).status);
      expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
      expect(statuses.slice(8)).toEqual([429, 429]);
    });

    it('ignores X-Forwarded-For from an untrusted client', async () => {
      // The shared API of the suite trusts no proxy: a forged header does not change the address.
      const user = await newUser();
      const forged = async (i: number) => {
        const res = await rest('POST', '/auth/login', {
          body: { email: user.email, password: `wrong-${i}` },
          headers: from(`192.0.2.${i}`),
        });
        return res.status;
      };
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => forged(i)));
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    });

    it('refuses an email longer than 254 characters by name, before any other work', async () => {
      const res = await login(`${'a'.repeat(250)}@example.com`, 'whatever-1', freshAddress());
      expect(res.status).toBe(400);
      expect(res.text).toBe('Email is too long (at most 254 characters)');
    });

    it('throttles sign-ups per address', async () => {
      const ip = freshAddress();
      const register = () =>
        api.rest('POST', '/auth/register', {
          headers: from(ip),
          body: { email: uniqueEmail('signup'), password: 'password-123', firstName: 'New', lastName: 'Person' },
        });
      expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([201, 201, 201]);
      const fourth = await register();
      expect(fourth.status).toBe(429);
      expect(fourth.text).toMatch(/Too many sign-ups from this address/);
    });
  });

  describe('account controls', () => {
    it('suspension ends sessions at once and sign-in answers 403 until reinstated', async () => {
      const user = await newUser();
      expect((await api.rest('GET', '/auth/user', { token: user.token })).status).toBe(200);
      const suspended = await api.rest('POST', `/admin/users/${user.id}/suspend`, { token: adminToken });
      expect(suspended.status).toBe(200);
      expect(suspended.body.suspended).toBe(true);
      expect((await api.rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
      expect((await replica.rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
      const refused = await login(user.email, user.password, freshAddress());
      expect([refused.status, refused.text]).toEqual([403, 'Your account has been suspended. Please contact an administrator.']);
      const reinstated = await api.rest('POST', `/admin/users/${user.id}/reinstate`, { token: adminToken });
      expect(reinstated.body.suspended).toBe(false);
      expect((await login(user.email, user.password, freshAddress())).status).toBe(200);
    });

    it('suspends and reinstates through GraphQL (admins only)', async () => {
      const user = await newUser();
      const other = await newUser();
      const byAnalyst = await api.gql(`mutation($id: ID!) { suspendUser(id: $id) { id } }`, { id: user.id }, other.token);
      expect(byAnalyst.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const suspended = await api.gql(`mutation($id: ID!) { suspendUser(id: $id) { id suspended } }`, { id: user.id }, adminToken);
      expect(suspended.data.suspendUser.suspended).toBe(true);
      expect((await api.rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
      const reinstated = await api.gql(`mutation($id: ID!) { reinstateUser(id: $id) { suspended } }`, { id: user.id }, adminToken);
      expect(reinstated.data.reinstateUser.suspended).toBe(false);
      const reset = await api.gql(`mutation($id: ID!) { resetUserPassword(id: $id) { temporaryPassword } }`, { id: user.id }, adminToken);
      expect((await login(user.email, reset.data.resetUserPassword.temporaryPassword, freshAddress())).status).toBe(200);
    });

    it('an admin cannot suspend their own account', async () => {
      const me = await api.rest('GET', '/auth/user', { token: adminToken });
      const res = await api.rest('POST', `/admin/users/${me.body.id}/suspend`, { token: adminToken });
      expect([res.status, res.text]).toEqual([403, 'You cannot suspend your own account']);
    });

    it('changing your password keeps this session and ends the others', async () => {
      const user = await newUser();
      const other = (await login(user.email, user.password, freshAddress())).body.token as string;
      const wrong = await api.rest('POST', '/auth/password', {
        token: user.token,
        body: { currentPassword: 'not-it', newPassword: 'brand-new-pass' },
      });
      expect([wrong.status, wrong.text]).toEqual([400, 'Current password is incorrect']);
      const short = await api.rest('POST', '/auth/password', {
        token: user.token,
        body: { currentPassword: user.password, newPassword: '123' },
      });
      expect([short.status, short.text]).toEqual([400, 'Password must be at least 6 characters']);
      const changed = await api.rest('POST', '/auth/password', {
        token: user.token,
        body: { currentPassword: user.password, newPassword: 'brand-new-pass' },
      });
      expect(changed.status).toBe(200);
      expect((await api.rest('GET', '/auth/user', { token: user.token })).status).toBe(200);
      expect((await api.rest('GET', '/auth/user', { token: other })).status).toBe(401);
      expect((await login(user.email, user.password, freshAddress())).status).toBe(401);
      expect((await login(user.email, 'brand-new-pass', freshAddress())).status).toBe(200);
    });

    it('changes a password through GraphQL with the field named on error', async () => {
      const user = await newUser();
      const run = (input: object) =>
        api.gql(`mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`, { input }, user.token);
      const wrong = await run({ currentPassword: 'nope-nope', newPassword: 'another-pass' });
      expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
      expect((await run({ currentPassword: user.password, newPassword: 'another-pass' })).data.changePassword).toBe(true);
      expect((await login(user.email, 'another-pass', freshAddress())).status).toBe(200);
    });

    it('an admin reset gives a one-time password and ends every session', async () => {
      const user = await newUser();
      const reset = await api.rest('POST', `/admin/users/${user.id}/password-reset`, { token: adminToken });
      expect(reset.status).toBe(200);
      expect(reset.body.temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await api.rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
      expect((await login(user.email, user.password, freshAddress())).status).toBe(401);
      expect((await login(user.email, reset.body.temporaryPassword, freshAddress())).status).toBe(200);
    });
  });

  describe('never fewer than one active admin', () => {
    // Three rounds of two new admins each (six password hashes): slow on a busy machine, not wrong.
    it('two admins demoting, suspending or deleting each other at the same moment leave one admin', async () => {
      const firstAdmin = (await api.rest('GET', '/auth/user', { token: adminToken })).body.id as string;
      for (const action of ['demote', 'suspend', 'delete'] as const) {
        const a = await newUser('admin');
        const b = await newUser('admin');
        // Leave exactly these two active admins.
        const others = ((await api.rest('GET', '/admin/users', { token: a.token })).body as any[]).filter(
          (u) => u.role === 'admin' && !u.suspended && u.id !== a.id && u.id !== b.id,
        );
        for (const other of others) {
          expect((await api.rest('PATCH', `/admin/users/${other.id}/role`, { token: a.token, body: { role: 'analyst' } })).status).toBe(
            200,
          );
        }
        const act = (actor: typeof a, target: typeof a, on: ApiClient) =>
          action === 'demote'
            ? on.rest('PATCH', `/admin/users/${target.id}/role`, { token: actor.token, body: { role: 'analyst' } })
            : action === 'suspend'
              ? on.rest('POST', `/admin/users/${target.id}/suspend`, { token: actor.token })
              : on.rest('DELETE', `/admin/users/${target.id}`, { token: actor.token });
        const [ab, ba] = await Promise.all([act(a, b, api), act(b, a, replica)]);
        const statuses = [ab.status, ba.status].sort();
        // One wins; the other is refused as the last active admin (409) — or, when the winner
        // committed before the loser's request was authorized, by its lost role or session.
        expect(statuses[0]).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const survivor = ab.status === 200 ? a : b;
        const users = (await api.rest('GET', '/admin/users', { token: survivor.token })).body as any[];
        expect(users.filter((u) => u.role === 'admin' && u.approved && !u.suspended).map((u) => u.id)).toEqual([survivor.id]);
        // The first admin comes back for the next round.
        expect(
          (await api.rest('PATCH', `/admin/users/${firstAdmin}/role`, { token: survivor.token, body: { role: 'admin' } })).status,
        ).toBe(200);
      }
      adminToken = (await login(TEST_ADMIN.email, TEST_ADMIN.password, freshAddress())).body.token;
    }, 120_000);

    it('leaves a lone admin unable to demote itself', async () => {
      // Sequentially the rule is exercised through the only path left: an admin whose own role
      // was just taken cannot act any more, and the remaining admin cannot be demoted by anyone.
      const a = await newUser('admin');
      const firstAdmin = (await api.rest('GET', '/auth/user', { token: adminToken })).body.id as string;
      const others = ((await api.rest('GET', '/admin/users', { token: a.token })).body as any[]).filter(
        (u) => u.role === 'admin' && !u.suspended && u.id !== a.id,
      );
      for (const other of others)
        expect((await api.rest('PATCH', `/admin/users/${other.id}/role`, { token: a.token, body: { role: 'analyst' } })).status).toBe(200);
      const own = await api.rest('PATCH', `/admin/users/${a.id}/role`, { token: a.token, body: { role: 'analyst' } });
      expect([own.status, own.text]).toEqual([403, 'You cannot change your own role']);
      const users = (await api.rest('GET', '/admin/users', { token: a.token })).body as any[];
      expect(users.filter((u) => u.role === 'admin' && !u.suspended).map((u) => u.id)).toEqual([a.id]);
      expect((await api.rest('PATCH', `/admin/users/${firstAdmin}/role`, { token: a.token, body: { role: 'admin' } })).status).toBe(200);
      adminToken = (await login(TEST_ADMIN.email, TEST_ADMIN.password, freshAddress())).body.token;
    });
  });
});
