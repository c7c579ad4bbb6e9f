import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import type { DomainError } from './errors.js';
import { HTML_TYPES, safeFetch } from './safe-fetch.js';

describe('safeFetch refusals', () => {
  // The production default: every refusal here comes long before it.
  const timeoutMs = loadConfig({}).NEWS_FETCH_TIMEOUT_MS;
  const IP = /\d{1,3}(\.\d{1,3}){3}|::/;
  const refusal = (url: string, allowLoopback = false) =>
    safeFetch(url, { accept: HTML_TYPES, allowLoopback, timeoutMs }).then(
      () => expect.unreachable('the fetch should have been refused'),
      (error: DomainError) => error,
    );

  it.each([
    ['an address written in the URL', 'http://10.1.2.3/admin', 'The address of this URL is private; only public addresses can be fetched'],
    ['an IPv6 address written in the URL', 'http://[::1]:9/', 'The address of this URL is loopback; only public addresses can be fetched'],
    [
      'an IPv4-compatible loopback address',
      'https://[::127.0.0.1]/',
      'The address of this URL is loopback; only public addresses can be fetched',
    ],
  ])('name the rule broken for %s, never the address', async (_label, url, message) => {
    const error = await refusal(url);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', message });
    expect(error.message).not.toMatch(IP);
  });

  it('give one answer for every name without a public address, resolving privately or not at all', async () => {
    const message = 'The host of this URL has no public address; only public addresses can be fetched';
    for (const url of ['http://localhost:9/', 'http://no-such-host.invalid/', 'http://localhost.:9/']) {
      expect(await refusal(url), url).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', message });
    }
  });

  it('name the rule broken for a redirect, never the address it leads to', async () => {
    const server = createServer((_req, res) => res.writeHead(302, { location: 'http://10.255.255.1/admin' }).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const error = await refusal(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, true);
      expect(error.message).toBe('The address this URL redirects to is private; only public addresses can be fetched');
      expect(error.message).not.toMatch(IP);
    } finally {
      server.close();
    }
  });
});
