import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../src/core/sql.js';
import { createTestDatabase } from './support/databases.js';
import { apiClient, errorCode, gql as sharedGql, rest as sharedRest, uniqueEmail } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import {
  PROVIDER_CLIENT,
  replayCallback,
  signInThroughProvider,
  startOidcProvider,
  type ProviderPerson,
  type TestOidcProvider,
} from './support/oidc-provider.js';
import { TEST_ADMIN } from './support/processes.js';

const ADMIN_GROUP = 'counterparty-admins';
const APPROVED_DOMAIN = 'approved.test';
const ME = '{ me { id email firstName lastName role } }';
const BEGIN = 'mutation { beginSsoSignIn { authorizationUrl expiresAt } }';

const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: PROVIDER_CLIENT.clientId,
  OIDC_CLIENT_SECRET: PROVIDER_CLIENT.clientSecret,
  OIDC_LABEL: 'Test IdP',
  OIDC_AUTO_APPROVE_DOMAINS: APPROVED_DOMAIN,
  OIDC_ADMIN_GROUP: ADMIN_GROUP,
  ...extra,
});

/** A login at the provider no other test uses. */
const uniqueLogin = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/**
 * Single sign-on through a real OpenID provider (oidc-provider on 127.0.0.1): the whole flow as a
 * browser drives it (fetch with the provider's cookies), on a database of its own.
 */
describe('single sign-on (OpenID Connect)', () => {
  let idp: TestOidcProvider;
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;
  const client = apiClient(() => api.url);

  /** A person at the provider, signed in through it. */
  const signIn = async (person: ProviderPerson, login = uniqueLogin('person')) => {
    idp.addPerson(login, person);
    return { login, ...(await signInThroughProvider(api.url, login)) };
  };
  const sql = (query: string, params: unknown[] = []) => sqlOf(api.services.orm.em.fork())<Record<string, any>>(query, params);
  const accountOf = async (email: string) => (await sql('select * from users where email = $1', [email]))[0];
  const identitiesOf = (userId: string) => sql('select * from user_identities where user_id = $1', [userId]);
  const auditOf = (userId: string) => sql(`select * from account_audit_logs where target->>'id' = $1 order by created_at`, [userId]);

  beforeAll(async () => {
    idp = await startOidcProvider();
    database = await createTestDatabase('sso');
    api = await startApiInProcess(database.url, oidcEnv(idp.issuer));
    idp.configure(`${api.url}/api/auth/oidc/callback`);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await idp?.stop();
    await database?.drop();
  });

  it('shows "Sign in with …" in the sign-in options', async () => {
    const options = await client.rest('GET', '/auth/options');
    expect(options.body).toEqual({ passwordLogin: true, ssoLabel: 'Test IdP' });
  });

  it('sends the browser to the provider with PKCE (S256), state, nonce and the openid scope', async () => {
    const res = await fetch(`${api.url}/api/auth/oidc/start`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(target.origin).toBe(idp.issuer);
    const params = target.searchParams;
    expect(params.get('client_id')).toBe(PROVIDER_CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(`${api.url}/api/auth/oidc/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile', 'groups']);
  });

  it('a first sign-in creates the account pending approval, as a self-registration; once approved it signs in', async () => {
    const email = uniqueEmail('pending');
    const first = await signIn({ email, email_verified: true, given_name: 'Penny', family_name: 'Pending' });
    expect(first.token).toBeNull();
    expect(first.landing.pathname).toBe('/signin');
    expect(first.error).toMatch(/pending admin approval/);
    const account = await accountOf(email);
    expect(account).toMatchObject({ first_name: 'Penny', last_name: 'Pending', approved: false, role: 'analyst' });
    const [identity] = await identitiesOf(account.id);
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: first.login, email });
    const [registered] = await auditOf(account.id);
    expect(registered.action).toBe('registered');
    expect(registered.details).toMatchObject({ signedUpWith: 'sso', issuer: idp.issuer, subject: first.login });

    const approved = await client.rest('POST', `/admin/users/${account.id}/approve`, { token: await client.asAdmin() });
    expect(approved.status, approved.text).toBe(200);
    const second = await signInThroughProvider(api.url, first.login);
    expect(second.error).toBeNull();
    expect(second.landing.pathname).toBe('/signin/sso');
    const me = await client.gql(ME, {}, second.token!);
    expect(me.data.me).toMatchObject({ id: account.id, email });
  });

  it('an email of OIDC_AUTO_APPROVE_DOMAINS signs in at once, and the token works; the session is an SSO one', async () => {
    const email = `alice-${randomBytes(3).toString('hex')}@${APPROVED_DOMAIN}`;
    const { token, error } = await signIn({ email, email_verified: true, given_name: 'Alice', family_name: 'Auto' });
    expect(error).toBeNull();
    const me = await client.gql(ME, {}, token!);
    expect(me.data.me).toMatchObject({ email, firstName: 'Alice', lastName: 'Auto', role: 'ANALYST' });
    const [session] = await sql(`select method from sessions where sess->>'userId' = $1`, [me.data.me.id]);
    expect(session.method).toBe('sso');
    const [created] = await auditOf(me.data.me.id);
    expect(created.action).toBe('created');
    expect(created.details).toMatchObject({ signedUpWith: 'sso', autoApprovedDomain: APPROVED_DOMAIN });
  });

  it('a member of OIDC_ADMIN_GROUP becomes an admin (audited); nothing demotes a local admin', async () => {
    const email = `ada-${randomBytes(3).toString('hex')}@${APPROVED_DOMAIN}`;
    const { token } = await signIn({ email, email_verified: true, given_name: 'Ada', groups: ['staff', ADMIN_GROUP] });
    const me = await client.gql(ME, {}, token!);
    expect(me.data.me.role).toBe('ADMIN');
    const entries = await auditOf(me.data.me.id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'role_changed']);
    expect(entries[1].details).toMatchObject({ from: 'analyst', to: 'admin', group: ADMIN_GROUP });
    // An admin API call works with the SSO session (MFA_REQUIRED leaves SSO sign-ins to the provider).
    expect((await client.rest('GET', '/admin/users', { token: token! })).status).toBe(200);

    // The test admin, an admin made here, signs in through the provider without the group: still an admin.
    const local = await signIn({ email: TEST_ADMIN.email, email_verified: true, given_name: 'Admin', groups: ['staff'] });
    expect((await client.gql(ME, {}, local.token!)).data.me).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN' });
  });

  it('a later sign-in finds the account by (issuer, subject), whatever email the provider reports now', async () => {
    const email = `sam-${randomBytes(3).toString('hex')}@${APPROVED_DOMAIN}`;
    const first = await signIn({ email, email_verified: true, given_name: 'Sam' });
    const id = (await client.gql(ME, {}, first.token!)).data.me.id;
    idp.addPerson(first.login, { email: `renamed-${email}`, email_verified: false, given_name: 'Sam' });
    const again = await signInThroughProvider(api.url, first.login);
    expect(again.error).toBeNull();
    expect((await client.gql(ME, {}, again.token!)).data.me).toMatchObject({ id, email });
    expect(await identitiesOf(id)).toHaveLength(1);
    expect(await accountOf(`renamed-${email}`)).toBeUndefined();
  });

  it("links an existing password account by the provider's verified email (audited sso_linked); the password still works", async () => {
    const user = await client.buildUser({ firstName: 'Bob' });
    const { login, token, error } = await signIn({ email: user.email.toUpperCase(), email_verified: true, given_name: 'Robert' });
    expect(error).toBeNull();
    expect((await client.gql(ME, {}, token!)).data.me).toMatchObject({ id: user.id, firstName: 'Bob' });
    const linked = (await auditOf(user.id)).filter((e) => e.action === 'sso_linked');
    expect(linked).toHaveLength(1);
    expect(linked[0].details).toEqual({ issuer: idp.issuer, subject: login });
    expect(await client.login(user.email, user.password)).toBeTruthy();

    // Another subject of the same provider claiming that email later is refused: the provider gave it to someone else.
    const impostor = await signIn({ email: user.email, email_verified: true, given_name: 'Eve' });
    expect(impostor.token).toBeNull();
    expect(impostor.error).toMatch(/linked to another identity/);
  });

  it('a suspended account stays suspended: refused, and nothing is linked', async () => {
    const user = await client.buildUser({ firstName: 'Sue' });
    const suspended = await client.rest('POST', `/admin/users/${user.id}/suspend`, { token: await client.asAdmin() });
    expect(suspended.status, suspended.text).toBe(200);
    const { token, error } = await signIn({ email: user.email, email_verified: true, given_name: 'Sue' });
    expect(token).toBeNull();
    expect(error).toMatch(/suspended/);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('refuses an email the provider has not verified, or none: no account is created or linked', async () => {
    const email = uniqueEmail('unverified');
    const unverified = await signIn({ email, email_verified: false, given_name: 'Una' });
    expect(unverified.token).toBeNull();
    expect(unverified.error).toMatch(/did not confirm your email address/);
    expect(await accountOf(email)).toBeUndefined();

    const user = await client.buildUser({ firstName: 'Vic' });
    const notLinked = await signIn({ email: user.email, given_name: 'Vic' });
    expect(notLinked.error).toMatch(/did not confirm your email address/);
    expect(await identitiesOf(user.id)).toEqual([]);

    const none = await signIn({ given_name: 'Nobody' });
    expect(none.error).toMatch(/did not confirm your email address/);
  });

  it('a replayed callback, or one with a state this API never issued, is refused', async () => {
    const email = `rita-${randomBytes(3).toString('hex')}@${APPROVED_DOMAIN}`;
    const first = await signIn({ email, email_verified: true, given_name: 'Rita' });
    expect(first.token).toBeTruthy();
    const replay = await replayCallback(first.callbackUrl);
    expect(replay.token).toBeNull();
    expect(replay.error).toMatch(/expired or was already used/);

    const forged = new URL(first.callbackUrl);
    forged.searchParams.set('state', 'made-up-state');
    const answer = await replayCallback(forged.href);
    expect(answer.error).toMatch(/expired or was already used/);
    const bare = await replayCallback(`${api.url}/api/auth/oidc/callback`);
    expect(bare.error).toMatch(/expired or was already used/);
  });

  it("shows the provider's refusal (access_denied) as a message, once", async () => {
    const start = await fetch(`${api.url}/api/auth/oidc/start`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const denied = new URL(`${api.url}/api/auth/oidc/callback`);
    denied.search = new URLSearchParams({ error: 'access_denied', error_description: 'End-User aborted interaction', state }).toString();
    const answer = await replayCallback(denied.href);
    expect(answer.error).toBe('The identity provider did not sign you in: End-User aborted interaction');
  });

  it('beginSsoSignIn answers the authorization URL for integrations that drive a browser', async () => {
    const res = await client.gql(BEGIN);
    expect(res.errors).toBeUndefined();
    const url = new URL(res.data.beginSsoSignIn.authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(new Date(res.data.beginSsoSignIn.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  describe('with PASSWORD_LOGIN=false, and a provider that is down at first', () => {
    let idp2: TestOidcProvider;
    let api2: InProcessApi;
    const second = apiClient(() => api2.url);

    beforeAll(async () => {
      idp2 = await startOidcProvider();
      api2 = await startApiInProcess(database.url, oidcEnv(idp2.issuer, { PASSWORD_LOGIN: 'false' }));
    }, 120_000);
    afterAll(async () => {
      await api2?.stop();
      await idp2?.stop();
    });

    it('a provider that does not answer is a clear message, not a 500; the next sign-in tries again', async () => {
      const start = await fetch(`${api2.url}/api/auth/oidc/start`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      const landing = new URL(start.headers.get('location')!, api2.url);
      expect(landing.pathname).toBe('/signin');
      expect(landing.searchParams.get('ssoError')).toMatch(/identity provider cannot be reached/);
      const begun = await second.gql(BEGIN);
      expect(errorCode(begun)).toBe('BAD_GATEWAY');

      idp2.configure(`${api2.url}/api/auth/oidc/callback`);
      const login = uniqueLogin('carol');
      const email = `${login}@${APPROVED_DOMAIN}`;
      idp2.addPerson(login, { email, email_verified: true, given_name: 'Carol' });
      const { token, error } = await signInThroughProvider(api2.url, login);
      expect(error).toBeNull();
      expect((await second.gql(ME, {}, token!)).data.me.email).toBe(email);
    });

    it('refuses password sign-in (403) and sign-up, over REST and GraphQL', async () => {
      expect((await second.rest('GET', '/auth/options')).body).toEqual({ passwordLogin: false, ssoLabel: 'Test IdP' });
      const login = await second.rest('POST', '/auth/login', { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      expect(login.status).toBe(403);
      expect(login.text).toMatch(/switched off/);
      const register = await second.rest('POST', '/auth/register', {
        body: { email: uniqueEmail('nopass'), password: 'password-123', firstName: 'No' },
      });
      expect(register.status).toBe(403);
      const gqlLogin = await second.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', {
        input: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(errorCode(gqlLogin)).toBe('FORBIDDEN');
    });
  });
});

describe('single sign-on when OIDC_ISSUER is unset', () => {
  it('start is 404 and beginSsoSignIn NOT_FOUND: "Single sign-on is not set up"', async () => {
    const start = await sharedRest('GET', '/auth/oidc/start');
    expect(start.status).toBe(404);
    expect(start.text).toBe('Single sign-on is not set up');
    const begun = await sharedGql(BEGIN);
    expect(errorCode(begun)).toBe('NOT_FOUND');
    expect((await sharedRest('GET', '/auth/options')).body.ssoLabel).toBeNull();
  });
});
