import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, apiUrl, asAdmin, buildUser, gql, rest, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { TEST_ADMIN } from './support/processes.js';
import { SoftwareAuthenticator } from './support/software-authenticator.js';

/**
 * Passkeys (WebAuthn, issue 28) over the API, with a software authenticator (ES256, 'none'
 * attestation) standing in for the browser: registration by a signed-in account, sign-in with a
 * passkey alone, a passkey as the second step of a password sign-in, the owner's list, and the
 * refusals (unknown, expired or reused challenges, malformed answers: 4xx naming the field, never 500).
 * The shared API listens on 127.0.0.1 with no WEBAUTHN_* or PUBLIC_URL: the relying party is the
 * request's own host.
 */
let db: pg.Client;
let origin: string;
let rpId: string;

beforeAll(async () => {
  origin = new URL(apiUrl()).origin;
  rpId = new URL(apiUrl()).hostname;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const field = (res: { headers: Headers }) => res.headers.get('x-error-field');

/** Registers a new software passkey for `user` over REST; answers the authenticator and the stored passkey. */
async function registerPasskey(user: TestUser, name?: string) {
  const authenticator = new SoftwareAuthenticator(origin);
  const started = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
  expect(started.status, started.text).toBe(200);
  const res = await rest('POST', '/auth/passkeys/registration', {
    token: user.token,
    body: { challengeId: started.body.challengeId, response: authenticator.register(started.body.options), name },
  });
  expect(res.status, res.text).toBe(201);
  return { authenticator, passkey: res.body };
}

/** A passkey sign-in with `authenticator` over REST: the response of the final step. */
async function signInWith(authenticator: SoftwareAuthenticator) {
  const started = await rest('POST', '/auth/passkeys/sign-in/options');
  expect(started.status, started.text).toBe(200);
  return rest('POST', '/auth/passkeys/sign-in', {
    body: { challengeId: started.body.challengeId, response: authenticator.authenticate(started.body.options) },
  });
}

describe('passkey registration', () => {
  it('offers a discoverable passkey with user verification for the request host, excluding those the account has', async () => {
    const user = await buildUser();
    const first = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    expect(first.status, first.text).toBe(200);
    const { options, challengeId } = first.body;
    expect(typeof challengeId).toBe('string');
    expect(options.rp.id).toBe(rpId);
    expect(options.user.name).toBe(user.email);
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(user.id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);
    expect(options.challenge).toMatch(/^[\w-]{16,}$/);

    const { authenticator } = await registerPasskey(user);
    const second = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    expect(second.body.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
    expect(second.body.options.challenge).not.toBe(options.challenge);
  });

  it('keeps the passkey with its name, lists it to its owner, shows it as a second factor and audits it', async () => {
    const user = await buildUser();
    const { authenticator, passkey } = await registerPasskey(user, '  Work laptop  ');
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null, transports: ['internal'], deviceType: 'singleDevice' });
    const list = await rest('GET', '/auth/passkeys', { token: user.token });
    expect(list.body).toEqual([passkey]);
    const me = await rest('GET', '/auth/user', { token: user.token });
    expect(me.body.secondFactors).toContain('passkey');
    const { rows } = await db.query(`select details from account_audit_logs where action = 'second_factor_added' and target->>'id' = $1`, [
      user.id,
    ]);
    expect(rows.map((r) => r.details)).toEqual([{ method: 'passkey', passkeyId: passkey.id, name: 'Work laptop' }]);
    const stored = await db.query(`select credential_id, counter from passkeys where id = $1`, [passkey.id]);
    expect(stored.rows[0]).toMatchObject({ credential_id: authenticator.id });
  });

  it('names "Passkey" by default and refuses a name over 100 characters', async () => {
    const user = await buildUser();
    const { passkey } = await registerPasskey(user);
    expect(passkey.name).toBe('Passkey');
    const started = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    const res = await rest('POST', '/auth/passkeys/registration', {
      token: user.token,
      body: {
        challengeId: started.body.challengeId,
        response: new SoftwareAuthenticator(origin).register(started.body.options),
        name: 'x'.repeat(101),
      },
    });
    expect(res.status).toBe(400);
    expect(field(res)).toBe('name');
  });

  it('refuses unknown, reused and other accounts’ challenges, and answers from another origin (400, never 401)', async () => {
    const [user, other] = await Promise.all([buildUser(), buildUser()]);
    const authenticator = new SoftwareAuthenticator(origin);
    const started = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    const response = authenticator.register(started.body.options);

    const unknown = await rest('POST', '/auth/passkeys/registration', {
      token: user.token,
      body: { challengeId: 'A'.repeat(43), response },
    });
    expect(unknown.status, unknown.text).toBe(400);
    expect(field(unknown)).toBe('challengeId');

    // Another account cannot finish (and so spends) this account's registration.
    const stolen = await rest('POST', '/auth/passkeys/registration', {
      token: other.token,
      body: { challengeId: started.body.challengeId, response },
    });
    expect(stolen.status).toBe(400);
    expect(field(stolen)).toBe('challengeId');
    expect((await rest('GET', '/auth/passkeys', { token: other.token })).body).toEqual([]);

    const again = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    const foreign = await rest('POST', '/auth/passkeys/registration', {
      token: user.token,
      body: {
        challengeId: again.body.challengeId,
        response: authenticator.register(again.body.options, { origin: 'https://evil.example' }),
      },
    });
    expect(foreign.status, foreign.text).toBe(400);
    expect(field(foreign)).toBe('response');
    expect(foreign.text).toContain('This passkey could not be verified');

    const third = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    const body = { challengeId: third.body.challengeId, response: authenticator.register(third.body.options) };
    expect((await rest('POST', '/auth/passkeys/registration', { token: user.token, body })).status).toBe(201);
    const reused = await rest('POST', '/auth/passkeys/registration', { token: user.token, body });
    expect(reused.status).toBe(400);
    expect(field(reused)).toBe('challengeId');
    expect((await rest('GET', '/auth/passkeys', { token: user.token })).body).toHaveLength(1);
  });

  it('answers malformed registrations with 400 naming the field', async () => {
    const user = await buildUser();
    const started = await rest('POST', '/auth/passkeys/registration/options', { token: user.token });
    const good = new SoftwareAuthenticator(origin).register(started.body.options);
    const cases: [unknown, string][] = [
      [{}, 'challengeId'],
      [{ challengeId: 42, response: good }, 'challengeId'],
      [{ challengeId: started.body.challengeId }, 'response'],
      [{ challengeId: started.body.challengeId, response: 'nope' }, 'response'],
      [{ challengeId: started.body.challengeId, response: { ...good, id: 'not base64url!' } }, 'response.id'],
      [{ challengeId: started.body.challengeId, response: { ...good, rawId: 'AAAA' } }, 'response.rawId'],
      [{ challengeId: started.body.challengeId, response: { ...good, type: 'password' } }, 'response.type'],
      [{ challengeId: started.body.challengeId, response: { ...good, response: null } }, 'response.response'],
      [
        {
          challengeId: started.body.challengeId,
          response: { ...good, response: { ...good.response, attestationObject: 'A'.repeat(40_000) } },
        },
        'response.response.attestationObject',
      ],
      [
        { challengeId: started.body.challengeId, response: { ...good, response: { ...good.response, transports: [1] } } },
        'response.response.transports',
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await rest('POST', '/auth/passkeys/registration', { token: user.token, body });
      expect(res.status, `${expected}: ${res.text}`).toBe(400);
      expect(field(res)).toBe(expected);
    }
    // A well-formed answer whose bytes are garbage: still 400, about the response.
    const garbage = await rest('POST', '/auth/passkeys/registration', {
      token: user.token,
      body: { challengeId: started.body.challengeId, response: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } },
    });
    expect(garbage.status, garbage.text).toBe(400);
    expect(field(garbage)).toBe('response');
  });
});

describe('sign-in with a passkey', () => {
  it('signs in with a discoverable passkey: a working session, the counter and last use recorded', async () => {
    const user = await buildUser();
    const { authenticator, passkey } = await registerPasskey(user);
    const options = await rest('POST', '/auth/passkeys/sign-in/options');
    expect(options.body.options).toMatchObject({ rpId, userVerification: 'required', allowCredentials: [] });

    const res = await signInWith(authenticator);
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email });
    const me = await rest('GET', '/auth/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const { rows } = await db.query(`select method from sessions where sess->>'userId' = $1 order by created_at desc limit 1`, [user.id]);
    expect(rows[0].method).toBe('passkey');
    const [listed] = (await rest('GET', '/auth/passkeys', { token: user.token })).body;
    expect(listed.id).toBe(passkey.id);
    expect(listed.lastUsedAt).not.toBeNull();
    const stored = await db.query(`select counter from passkeys where id = $1`, [passkey.id]);
    expect(Number(stored.rows[0].counter)).toBe(authenticator.counter);
  });

  it('signs in over GraphQL too', async () => {
    const user = await buildUser();
    const { authenticator } = await registerPasskey(user);
    const started = await gql('mutation { passkeySignInOptions { challengeId options } }');
    expect(started.errors).toBeUndefined();
    const { challengeId, options } = started.data.passkeySignInOptions;
    const done = await gql(
      'mutation($c: String!, $r: JSONObject!) { signInWithPasskey(challengeId: $c, response: $r) { token user { id } } }',
      { c: challengeId, r: authenticator.authenticate(options) },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data.signInWithPasskey.user.id).toBe(user.id);
    const me = await gql('{ me { id } }', {}, done.data.signInWithPasskey.token);
    expect(me.data.me.id).toBe(user.id);
  });

  it('refuses a reused challenge, an unknown passkey, a lower counter, another origin, and a suspended account', async () => {
    const user = await buildUser();
    const { authenticator } = await registerPasskey(user);
    const started = await rest('POST', '/auth/passkeys/sign-in/options');
    const body = { challengeId: started.body.challengeId, response: authenticator.authenticate(started.body.options) };
    expect((await rest('POST', '/auth/passkeys/sign-in', { body })).status).toBe(200);
    const replayed = await rest('POST', '/auth/passkeys/sign-in', { body });
    expect(replayed.status).toBe(401);
    expect(field(replayed)).toBe('challengeId');

    const unknown = await signInWith(new SoftwareAuthenticator(origin));
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe('This passkey could not be verified');

    // A counter that goes back means a cloned key.
    authenticator.counter -= 2;
    const cloned = await signInWith(authenticator);
    expect(cloned.status).toBe(401);
    authenticator.counter += 5;

    const elsewhere = await rest('POST', '/auth/passkeys/sign-in/options');
    const phished = await rest('POST', '/auth/passkeys/sign-in', {
      body: {
        challengeId: elsewhere.body.challengeId,
        response: authenticator.authenticate(elsewhere.body.options, { origin: 'https://evil.example', rpId: 'evil.example' }),
      },
    });
    expect(phished.status).toBe(401);

    const suspended = await rest('POST', `/admin/users/${user.id}/suspend`, { token: await asAdmin() });
    expect(suspended.status, suspended.text).toBeLessThan(300);
    const refused = await signInWith(authenticator);
    expect(refused.status).toBe(403);
  });

  it('answers malformed sign-ins with 400 naming the field and an unknown challenge with 401', async () => {
    const authenticator = new SoftwareAuthenticator(origin);
    const good = authenticator.authenticate({ challenge: 'AAAA', rpId });
    const cases: [unknown, string][] = [
      [{}, 'challengeId'],
      [{ challengeId: 'x'.repeat(65), response: good }, 'challengeId'],
      [{ challengeId: 'abc', response: [] }, 'response'],
      [
        { challengeId: 'abc', response: { ...good, response: { ...good.response, signature: 'A'.repeat(3000) } } },
        'response.response.signature',
      ],
      [
        { challengeId: 'abc', response: { ...good, response: { ...good.response, authenticatorData: undefined } } },
        'response.response.authenticatorData',
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await rest('POST', '/auth/passkeys/sign-in', { body });
      expect(res.status, `${expected}: ${res.text}`).toBe(400);
      expect(field(res)).toBe(expected);
    }
    const unknown = await rest('POST', '/auth/passkeys/sign-in', { body: { challengeId: 'A'.repeat(43), response: good } });
    expect(unknown.status).toBe(401);
    const started = await rest('POST', '/auth/passkeys/sign-in/options');
    const garbage = await rest('POST', '/auth/passkeys/sign-in', {
      body: { challengeId: started.body.challengeId, response: { ...good, response: { ...good.response, authenticatorData: 'AAAA' } } },
    });
    expect(garbage.status, garbage.text).toBe(401);
  });
});

describe('a passkey as the second step of a password sign-in', () => {
  it('a password sign-in asks for the passkey and finishes with it; a wrong passkey is refused', async () => {
    const user = await buildUser();
    const { authenticator } = await registerPasskey(user);
    const login = await rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status, login.text).toBe(200);
    expect(login.body.token).toBeUndefined();
    expect(login.body.secondFactor.methods).toContain('passkey');
    const challenge = login.body.secondFactor.challenge;

    const options = await rest('POST', '/auth/passkeys/second-factor/options', { body: { challenge } });
    expect(options.status, options.text).toBe(200);
    expect(options.body.challengeId).toBe(challenge);
    expect(options.body.options.rpId).toBe(rpId);
    expect(options.body.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);

    // Another account's passkey does not finish this sign-in.
    const stranger = (await registerPasskey(await buildUser())).authenticator;
    const wrong = await rest('POST', '/auth/passkeys/second-factor', {
      body: { challenge, response: stranger.authenticate(options.body.options) },
    });
    expect(wrong.status).toBe(401);
    expect(field(wrong)).toBe('passkey');

    const done = await rest('POST', '/auth/passkeys/second-factor', {
      body: { challenge, response: authenticator.authenticate(options.body.options) },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.user.id).toBe(user.id);
    expect((await rest('GET', '/auth/user', { token: done.body.token })).status).toBe(200);

    // The step is spent: neither its options nor its answer work again.
    expect((await rest('POST', '/auth/passkeys/second-factor/options', { body: { challenge } })).status).toBe(401);
    const again = await rest('POST', '/auth/passkeys/second-factor', {
      body: { challenge, response: authenticator.authenticate(options.body.options) },
    });
    expect(again.status).toBe(401);
  });

  it('finishes over GraphQL too', async () => {
    const user = await buildUser();
    const { authenticator } = await registerPasskey(user);
    const login = await gql('mutation($i: LoginInput!) { login(input: $i) { token secondFactor { challenge methods } } }', {
      i: { email: user.email, password: user.password },
    });
    const { challenge, methods } = login.data.login.secondFactor;
    expect(methods).toContain('PASSKEY');
    const options = await gql('mutation($c: String!) { passkeySecondFactorOptions(challenge: $c) { challengeId options } }', {
      c: challenge,
    });
    const done = await gql(
      'mutation($c: String!, $r: JSONObject!) { completeSignInWithPasskey(challenge: $c, response: $r) { token user { id } } }',
      { c: challenge, r: authenticator.authenticate(options.data.passkeySecondFactorOptions.options) },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data.completeSignInWithPasskey.user.id).toBe(user.id);
  });
});

describe("the owner's passkeys", () => {
  it('renames and removes only its own (another account’s id is 404); a removed passkey signs in no more', async () => {
    const [owner, other] = await Promise.all([buildUser(), buildUser()]);
    const { authenticator, passkey } = await registerPasskey(owner, 'Phone');

    expect((await rest('PATCH', `/auth/passkeys/${passkey.id}`, { token: other.token, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await rest('DELETE', `/auth/passkeys/${passkey.id}`, { token: other.token })).status).toBe(404);
    expect((await rest('DELETE', '/auth/passkeys/not-a-uuid', { token: owner.token })).status).toBe(404);
    const blank = await rest('PATCH', `/auth/passkeys/${passkey.id}`, { token: owner.token, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(field(blank)).toBe('name');

    const renamed = await rest('PATCH', `/auth/passkeys/${passkey.id}`, { token: owner.token, body: { name: 'Old phone' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('Old phone');
    const viaGraphql = await gql('{ passkeys { id name } }', {}, owner.token);
    expect(viaGraphql.data.passkeys).toEqual([{ id: passkey.id, name: 'Old phone' }]);

    const removed = await rest('DELETE', `/auth/passkeys/${passkey.id}`, { token: owner.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await rest('GET', '/auth/passkeys', { token: owner.token })).body).toEqual([]);
    expect((await rest('GET', '/auth/user', { token: owner.token })).body.secondFactors).not.toContain('passkey');
    const { rows } = await db.query(
      `select details from account_audit_logs where action = 'second_factor_removed' and target->>'id' = $1`,
      [owner.id],
    );
    expect(rows.map((r) => r.details)).toEqual([{ method: 'passkey', passkeyId: passkey.id, name: 'Old phone' }]);
    expect((await signInWith(authenticator)).status).toBe(401);
  });
});

describe('enrolling a passkey when MFA_REQUIRED asks for a second factor', () => {
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;
  const own = apiClient(() => api.url);

  beforeAll(async () => {
    database = await createTestDatabase('passkeys');
    api = await startApiInProcess(database.url, { MFA_REQUIRED: 'everyone', PUBLIC_URL: 'http://localhost:5173' });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('an account that must enrol registers a passkey, may then do the rest in the same session, and signs in with it next time', async () => {
    const signedIn = await own.rest('POST', '/auth/login', { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.body.token as string;
    expect((await own.rest('GET', '/auth/user', { token })).body.mustEnrolSecondFactor).toBe(true);
    expect((await own.rest('GET', '/admin/users', { token })).status).toBe(403);
    expect((await own.rest('GET', '/auth/passkeys', { token })).status).toBe(200);

    // PUBLIC_URL names the relying party, whatever host the request was sent to.
    const started = await own.rest('POST', '/auth/passkeys/registration/options', { token });
    expect(started.status, started.text).toBe(200);
    expect(started.body.options.rp.id).toBe('localhost');
    const authenticator = new SoftwareAuthenticator('http://localhost:5173');
    const registered = await own.rest('POST', '/auth/passkeys/registration', {
      token,
      body: { challengeId: started.body.challengeId, response: authenticator.register(started.body.options), name: 'Admin key' },
    });
    expect(registered.status, registered.text).toBe(201);

    expect((await own.rest('GET', '/auth/user', { token })).body.mustEnrolSecondFactor).toBe(false);
    expect((await own.rest('GET', '/admin/users', { token })).status).toBe(200);

    const options = await own.rest('POST', '/auth/passkeys/sign-in/options');
    expect(options.body.options.rpId).toBe('localhost');
    const next = await own.rest('POST', '/auth/passkeys/sign-in', {
      body: { challengeId: options.body.challengeId, response: authenticator.authenticate(options.body.options) },
    });
    expect(next.status, next.text).toBe(200);
    expect((await own.rest('GET', '/admin/users', { token: next.body.token })).status).toBe(200);
  });
});
