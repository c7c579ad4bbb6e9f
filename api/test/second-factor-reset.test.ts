import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, buildUser, gql, rest, type TestUser } from './support/http.js';

/**
 * Issue 28: admins see who has a second factor and reset it for a lost phone (audited; every
 * session of the account ends), through REST and GraphQL; nobody else may, and not on themselves.
 */
let admin: string;

const code = (secret: string) => generate({ secret });

/** Gives `user` an authenticator app, as they would on their profile. */
async function enrolTotp(user: TestUser): Promise<void> {
  const begun = await rest('POST', '/auth/mfa/totp/setup', { token: user.token });
  expect(begun.status, begun.text).toBe(200);
  const confirmed = await rest('POST', '/auth/mfa/totp/confirm', { token: user.token, body: { code: await code(begun.body.secret) } });
  expect(confirmed.status, confirmed.text).toBe(200);
}

const listed = async (id: string) => (await rest('GET', '/admin/users', { token: admin })).body.find((u: any) => u.id === id);

beforeAll(async () => {
  admin = await asAdmin();
});

describe("an admin's reset of second factors", () => {
  it('shows who has one, removes it with every session, and is audited (REST)', async () => {
    const user = await buildUser({ firstName: 'Lost', lastName: 'Phone' });
    expect((await listed(user.id)).secondFactors).toEqual([]);
    await enrolTotp(user);
    expect((await listed(user.id)).secondFactors).toEqual(['totp']);
    const signIn = await rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(signIn.body.secondFactor?.methods).toEqual(['totp']);

    const reset = await rest('POST', `/admin/users/${user.id}/second-factors/reset`, { token: admin });
    expect(reset.status, reset.text).toBe(200);
    expect((await rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
    expect((await listed(user.id)).secondFactors).toEqual([]);
    const again = await rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(again.status).toBe(200);
    expect(again.body.token).toBeTruthy();
    expect(again.body.secondFactor).toBeUndefined();

    const audit = await rest('GET', '/admin/audit-logs?action=second_factors_reset', { token: admin });
    expect(audit.body.find((e: any) => e.target?.id === user.id)).toMatchObject({ details: { methods: ['totp'] } });
  });

  it('over GraphQL, only for admins, and never on their own account', async () => {
    const user = await buildUser();
    await enrolTotp(user);
    const seen = await gql(`{ users { id secondFactors } }`, {}, admin);
    expect(seen.data.users.find((u: any) => u.id === user.id).secondFactors).toEqual(['TOTP']);
    const other = await buildUser();
    const peek = await gql(`{ me { id secondFactors } }`, {}, other.token);
    expect(peek.data.me.secondFactors).toEqual([]);

    const byAnalyst = await gql(`mutation { resetSecondFactors(id: "${user.id}") { id } }`, {}, other.token);
    expect(byAnalyst.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = (await rest('GET', '/auth/user', { token: admin })).body;
    const own = await rest('POST', `/admin/users/${me.id}/second-factors/reset`, { token: admin });
    expect(own.status).toBe(403);
    const unknown = await rest('POST', `/admin/users/00000000-0000-4000-8000-000000000000/second-factors/reset`, { token: admin });
    expect(unknown.status).toBe(404);

    const done = await gql(`mutation { resetSecondFactors(id: "${user.id}") { id secondFactors } }`, {}, admin);
    expect(done.errors).toBeUndefined();
    expect(done.data.resetSecondFactors.secondFactors).toEqual([]);
  });
});
