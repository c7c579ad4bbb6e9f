import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, uniqueEmail, type ApiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN, waitFor } from './support/processes.js';

/**
 * A user's own sessions (issue 28), on a database of their own with two API replicas behind a
 * trusted loopback proxy (so sign-ins can come from addresses of their own): the list on /profile
 * (created, last used, address, browser, how), ending one at once on every replica, and "sign out
 * everywhere else"; someone else's session is out of reach, and API keys have none.
 */
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const NIL = '00000000-0000-4000-8000-000000000000';

describe('sessions', () => {
  let database: { url: string; drop(): Promise<void> };
  let first: InProcessApi;
  let second: InProcessApi;
  let adminToken: string;
  const api = apiClient(() => first.url);
  const replica = apiClient(() => second.url);

  interface Account {
    id: string;
    email: string;
    password: string;
  }

  /** Signs `account` in from `ip` (as the trusted proxy tells it) with the browser `userAgent`. */
  const signIn = async (account: Account, ip: string, userAgent: string, on: ApiClient = api): Promise<string> => {
    const res = await on.rest('POST', '/auth/login', {
      body: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  };

  const newAccount = async (): Promise<Account> => {
    const email = uniqueEmail('sessions');
    const password = 'password-123';
    const created = await api.rest('POST', '/admin/users', {
      token: adminToken,
      body: { email, password, firstName: 'Sam', lastName: 'Sessions', role: 'analyst' },
    });
    expect(created.status, created.text).toBe(201);
    return { id: created.body.id, email, password };
  };

  const sessionsOf = async (token: string) => {
    const res = await api.rest('GET', '/auth/sessions', { token });
    expect(res.status, res.text).toBe(200);
    return res.body as any[];
  };

  /** Whether `token` still signs a request in, on `on`. */
  const works = async (token: string, on: ApiClient = api) => {
    const res = await on.rest('GET', '/auth/user', { token });
    expect([200, 401], res.text).toContain(res.status);
    return res.status === 200;
  };

  /** The secret session id a token names (the JWT's payload). */
  const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

  beforeAll(async () => {
    database = await createTestDatabase('sessions');
    first = await startApiInProcess(database.url, { TRUST_PROXY: 'loopback' });
    second = await startApiInProcess(database.url, { TRUST_PROXY: 'loopback' });
    adminToken = await signIn({ id: '', ...TEST_ADMIN }, '198.51.100.1', CHROME_LINUX);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('lists the two sessions of two sign-ins, each with its address, browser and method, and which one asks', async () => {
    const account = await newAccount();
    const laptop = await signIn(account, '198.51.100.10', CHROME_LINUX);
    const phone = await signIn(account, '198.51.100.20', SAFARI_IPHONE);

    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop[0]).toMatchObject({
      current: true,
      address: '198.51.100.10',
      browser: 'Chrome on Linux',
      userAgent: CHROME_LINUX,
      method: 'password',
    });
    expect(fromLaptop[1]).toMatchObject({ current: false, address: '198.51.100.20', browser: 'Safari on iPhone', method: 'password' });
    for (const session of fromLaptop) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    }
    // The secret a token names is never shown, not even to its owner.
    const text = JSON.stringify(fromLaptop);
    expect(text).not.toContain(sidOf(laptop));
    expect(text).not.toContain(sidOf(phone));

    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map((s) => [s.browser, s.current])).toEqual([
      ['Safari on iPhone', true],
      ['Chrome on Linux', false],
    ]);
    // Another account's sessions are not in the list.
    const stranger = await newAccount();
    await signIn(stranger, '198.51.100.30', FIREFOX_WINDOWS);
    expect((await sessionsOf(laptop)).map((s) => s.address).sort()).toEqual(['198.51.100.10', '198.51.100.20']);
  });

  it('ending another session makes its token 401 at once, on every replica; the one in use stays', async () => {
    const account = await newAccount();
    const laptop = await signIn(account, '198.51.100.11', CHROME_LINUX);
    const phone = await signIn(account, '198.51.100.21', SAFARI_IPHONE);
    // Both replicas have the phone's session cached.
    expect(await works(phone, api)).toBe(true);
    expect(await works(phone, replica)).toBe(true);

    const other = (await sessionsOf(laptop)).find((s) => !s.current);
    const ended = await api.rest('DELETE', `/auth/sessions/${other.id}`, { token: laptop });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toEqual({ success: true, current: false });

    expect(await works(phone, api)).toBe(false);
    await waitFor(
      async () => !(await works(phone, replica)),
      10_000,
      () => 'the other replica still accepts the ended session',
    );
    expect(await works(laptop, api)).toBe(true);
    expect(await works(laptop, replica)).toBe(true);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
    // Ended is ended: a second time there is nothing to end.
    expect((await api.rest('DELETE', `/auth/sessions/${other.id}`, { token: laptop })).status).toBe(404);
  });

  it("answers 404 for another user's session, as for an unknown one, and ends nothing", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const aliceToken = await signIn(alice, '198.51.100.12', CHROME_LINUX);
    const bobToken = await signIn(bob, '198.51.100.22', FIREFOX_WINDOWS);
    const [bobSession] = await sessionsOf(bobToken);

    const refused = await api.rest('DELETE', `/auth/sessions/${bobSession.id}`, { token: aliceToken });
    const unknown = await api.rest('DELETE', `/auth/sessions/${NIL}`, { token: aliceToken });
    const malformed = await api.rest('DELETE', `/auth/sessions/not-a-session`, { token: aliceToken });
    expect([refused.status, refused.text]).toEqual([404, 'No such session']);
    expect([unknown.status, unknown.text]).toEqual([404, 'No such session']);
    expect([malformed.status, malformed.text]).toEqual([404, 'No such session']);

    expect(await works(bobToken)).toBe(true);
    expect((await sessionsOf(bobToken)).map((s) => s.id)).toEqual([bobSession.id]);
    expect(await works(aliceToken)).toBe(true);
  });

  it('signs out everywhere else: the others end, the one in use stays, and it says how many', async () => {
    const account = await newAccount();
    const kept = await signIn(account, '198.51.100.13', CHROME_LINUX);
    const others = [await signIn(account, '198.51.100.23', SAFARI_IPHONE), await signIn(account, '198.51.100.33', FIREFOX_WINDOWS)];
    const bystander = await newAccount();
    const bystanderToken = await signIn(bystander, '198.51.100.43', CHROME_LINUX);
    for (const token of others) expect(await works(token)).toBe(true);

    const res = await api.rest('POST', '/auth/sessions/end-others', { token: kept });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ended: 2 });

    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(kept)).toBe(true);
    expect((await sessionsOf(kept)).map((s) => [s.address, s.current])).toEqual([['198.51.100.13', true]]);
    expect(await works(bystanderToken)).toBe(true);
    expect((await api.rest('POST', '/auth/sessions/end-others', { token: kept })).body).toEqual({ ended: 0 });
  });

  it('does the same over GraphQL: mySessions, endSession (also this one: a sign-out), endOtherSessions', async () => {
    const account = await newAccount();
    const desk = await signIn(account, '198.51.100.14', CHROME_LINUX);
    const phone = await signIn(account, '198.51.100.24', SAFARI_IPHONE);
    const tablet = await signIn(account, '198.51.100.34', FIREFOX_WINDOWS);

    const listed = await api.gql(`{ mySessions { id current browser address method createdAt lastUsedAt expiresAt } }`, {}, desk);
    expect(listed.errors).toBeUndefined();
    const sessions = listed.data.mySessions as any[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome on Linux', address: '198.51.100.14', method: 'PASSWORD' });
    const phoneSession = sessions.find((s) => s.address === '198.51.100.24');
    expect(phoneSession.browser).toBe('Safari on iPhone');

    const endOne = `mutation($id: ID!) { endSession(id: $id) }`;
    const ended = await api.gql(endOne, { id: phoneSession.id }, desk);
    expect(ended).toEqual({ data: { endSession: true } });
    expect(await works(phone)).toBe(false);
    expect(await works(tablet)).toBe(true);

    const missing = await api.gql(endOne, { id: phoneSession.id }, desk);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const endOthers = await api.gql(`mutation { endOtherSessions }`, {}, desk);
    expect(endOthers).toEqual({ data: { endOtherSessions: 1 } });
    expect(await works(tablet)).toBe(false);
    expect(await works(desk)).toBe(true);

    // Ending the session in use is allowed: it signs this client out.
    const own = await api.gql(endOne, { id: sessions[0].id }, desk);
    expect(own).toEqual({ data: { endSession: true } });
    expect(await works(desk)).toBe(false);
  });

  it('refuses API keys: a key has no sessions, even with the read scope', async () => {
    const account = await newAccount();
    const person = await signIn(account, '198.51.100.15', CHROME_LINUX);
    const made = await api.rest('POST', '/admin/api-keys', {
      token: adminToken,
      body: {
        name: 'Sessions probe',
        scopes: ['read'],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        actsForUserId: account.id,
      },
    });
    expect(made.status, made.text).toBe(201);
    const key = made.body.token as string;
    const [session] = await sessionsOf(person);

    const listed = await api.rest('GET', '/auth/sessions', { token: key });
    expect([listed.status, listed.text]).toEqual([403, 'API keys have no sessions']);
    const viaGraphql = await api.gql(`{ mySessions { id } }`, {}, key);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(viaGraphql.errors?.[0]?.message).toBe('API keys have no sessions');
    expect((await api.rest('DELETE', `/auth/sessions/${session.id}`, { token: key })).status).toBe(403);
    expect((await api.rest('POST', '/auth/sessions/end-others', { token: key })).status).toBe(403);
    const endOthers = await api.gql(`mutation { endOtherSessions }`, {}, key);
    expect(endOthers.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect(await works(person)).toBe(true);
    expect((await sessionsOf(person)).map((s) => s.id)).toEqual([session.id]);
  });
});
