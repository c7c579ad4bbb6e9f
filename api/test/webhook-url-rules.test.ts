import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import { apiClient } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';

/**
 * Issue 25, item 7: webhook URLs on an API as production runs it (no ALLOW_LOOPBACK_URLS).
 * localhost is refused however it is spelt, and every host name without a public address — one
 * under a private name, one that resolves into the server's network (this machine's own name
 * does), one that does not resolve — gets the same refusal, so registering URLs cannot be used to
 * find out where internal names point.
 */
const NO_PUBLIC_HOST = 'url: the host has no public address; only public addresses can receive webhooks';
const HOSTS = [
  'LOCALHOST.',
  'localhost..',
  'LocalHost.',
  'Api.LOCALHOST.',
  // This machine's own name: /etc/hosts points it at loopback or at the container's private address.
  os.hostname(),
  `${os.hostname()}.`,
  'printer.local',
  'metadata.google.internal',
  'router.home.arpa',
  'no-such-host.invalid',
];

describe('webhook URLs without a public host', () => {
  let database: TestDatabase;
  let api: InProcessApi;
  const { rest, gql, asAdmin } = apiClient(() => api.url);
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase('webhook_urls');
    api = await startApiInProcess(database.url);
    admin = await asAdmin();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('are refused at registration over REST with one message, naming no address', async () => {
    const answers: Record<string, [number, string]> = {};
    for (const host of HOSTS) {
      const res = await rest('POST', '/admin/webhooks', { token: admin, body: { url: `https://${host}/hook`, events: ['alert.created'] } });
      answers[host] = [res.status, res.text];
    }
    expect(answers).toEqual(Object.fromEntries(HOSTS.map((host) => [host, [400, NO_PUBLIC_HOST]])));
    expect((await rest('GET', '/admin/webhooks', { token: admin })).body).toEqual([]);
  });

  it('are refused over GraphQL, and as the new URL of an endpoint, the same way', async () => {
    const created = await rest('POST', '/admin/webhooks', {
      token: admin,
      body: { url: 'https://93.184.216.34/hook', events: ['alert.created'] },
    });
    expect(created.status, created.text).toBe(201);
    for (const host of HOSTS) {
      const url = `https://${host}/hook`;
      const viaGql = await gql(
        'mutation ($url: String!) { createWebhookEndpoint(url: $url, events: [ALERT_CREATED]) { secret } }',
        { url },
        admin,
      );
      expect(viaGql.errors?.[0], url).toMatchObject({ message: NO_PUBLIC_HOST, extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
      const patched = await rest('PATCH', `/admin/webhooks/${created.body.id}`, { token: admin, body: { url } });
      expect([patched.status, patched.text], url).toEqual([400, NO_PUBLIC_HOST]);
      const updated = await gql(
        'mutation ($id: ID!, $url: String!) { updateWebhookEndpoint(id: $id, url: $url) { url } }',
        { id: created.body.id, url },
        admin,
      );
      expect(updated.errors?.[0], url).toMatchObject({ message: NO_PUBLIC_HOST, extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    }
    const [endpoint] = (await rest('GET', '/admin/webhooks', { token: admin })).body;
    expect(endpoint.url).toBe('https://93.184.216.34/hook');
  });

  it('an address written in the URL is still refused saying what it is', async () => {
    const res = await rest('POST', '/admin/webhooks', { token: admin, body: { url: 'https://10.0.0.1/hook', events: ['alert.created'] } });
    expect([res.status, res.text]).toEqual([400, 'url: the address is private; only public addresses can receive webhooks']);
  });
});
