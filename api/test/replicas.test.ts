import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { asAdmin, buildUser, rest } from './support/http.js';
import { startApi, waitFor, type Running } from './support/processes.js';

/** A second API replica on the same database: per-process caches must follow changes made there. */
describe('several API replicas', () => {
  let second: Running & { url: string };
  const on = async (base: string, method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()) as any };
  };

  beforeAll(async () => {
    second = await startApi(inject('databaseUrl'));
  });
  afterAll(() => second?.stop());

  it('a logout on one replica ends the token on the other at once', async () => {
    const user = await buildUser();
    expect((await rest('GET', '/auth/user', { token: user.token })).status).toBe(200);
    expect((await on(second.url, 'POST', '/auth/logout', user.token)).status).toBe(200);
    await waitFor(
      async () => (await rest('GET', '/auth/user', { token: user.token })).status === 401,
      2000,
      () => 'token still accepted',
    );
  });

  it('a role change on one replica applies on the other', async () => {
    const user = await buildUser();
    expect((await rest('GET', '/admin/users', { token: user.token })).status).toBe(403);
    await on(second.url, 'PATCH', `/admin/users/${user.id}/role`, await asAdmin(), { role: 'admin' });
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
    const rule = await on(second.url, 'POST', '/admin/rules', admin, {
      name: 'Atlantis',
      field: 'countryOfRegistration',
      value: country,
      ruleType: 'reject',
      message: 'Atlantis is closed',
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
