import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, asAdmin, buildUser, rest } from './support/http.js';
import { startApi, waitFor, type Running } from './support/processes.js';

/** A second API replica on the same database: per-process caches must follow changes made there. */
describe('several API replicas', () => {
  let second: Running & { url: string };
  const secondApi = apiClient(() => second.url);

  beforeAll(async () => {
    second = await startApi(inject('databaseUrl'));
  });
  afterAll(() => second?.stop());

  it('a logout on one replica ends the token on the other at once', async () => {
    const user = await buildUser();
    expect((await rest('GET', '/auth/user', { token: user.token })).status).toBe(200);
    expect((await secondApi.rest('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    await waitFor(
      async () => (await rest('GET', '/auth/user', { token: user.token })).status === 401,
      2000,
      () => 'token still accepted',
    );
  });

  it('a role change on one replica applies on the other', async () => {
    const user = await buildUser();
    expect((await rest('GET', '/admin/users', { token: user.token })).status).toBe(403);
    await secondApi.rest('PATCH', `/admin/users/${user.id}/role`, { token: await asAdmin(), body: { role: 'admin' } });
    await waitFor(
      async () => (await rest('GET', '/admin/users', { token: user.token })).status === 200,
      2000,
      () => 'role not updated',
    );
  });

  it('a rule created on one replica decides the next assessment on the other', async () => {
    const admin = await asAdmin();
    const user = await buildUser();
    const country = `Atlantis-${Date.now()}`;
    expect(
      (await rest('POST', '/assessments', { token: user.token, body: assessmentInput({ countryOfRegistration: country }) })).body.status,
    ).toBe('approved');
    const rule = await secondApi.rest('POST', '/admin/rules', {
      token: admin,
      body: {
        name: 'Atlantis',
        field: 'countryOfRegistration',
        value: country,
        ruleType: 'reject',
        message: 'Atlantis is closed',
      },
    });
    expect(rule.status).toBe(201);
    await waitFor(
      async () =>
        (await rest('POST', '/assessments', { token: user.token, body: assessmentInput({ countryOfRegistration: country }) })).body
          .status === 'rejected',
      2000,
      () => 'rule not applied',
    );
    await rest('DELETE', `/admin/rules/${rule.body.id}`, { token: admin });
  });
});
