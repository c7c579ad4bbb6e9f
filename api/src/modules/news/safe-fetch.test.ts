import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../core/errors.js';
import { forbiddenAddress, HTML_TYPES, safeFetch } from './safe-fetch.js';

describe('forbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'is loopback'],
    ['::1', 'is loopback'],
    ['10.1.2.3', 'is private'],
    ['172.16.0.1', 'is private'],
    ['192.168.1.1', 'is private'],
    ['169.254.169.254', 'is link-local (e.g. cloud metadata)'],
    ['fe80::1', 'is link-local (e.g. cloud metadata)'],
    ['fd00::1', 'is unique-local (private)'],
    ['224.0.0.1', 'is multicast'],
    ['0.0.0.0', 'is unspecified'],
    ['::', 'is unspecified'],
    ['::ffff:127.0.0.1', 'is loopback'],
    ['100.64.0.1', 'is carrier-grade NAT (private)'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddress(address)).toBe(why);
  });

  it('allows public addresses, and loopback only when asked', () => {
    expect(forbiddenAddress('93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    expect(forbiddenAddress('127.0.0.1', true)).toBeNull();
    expect(forbiddenAddress('10.0.0.1', true)).toBe('is private');
    expect(forbiddenAddress('169.254.169.254', true)).toBe('is link-local (e.g. cloud metadata)');
  });
});

describe('safeFetch refusals', () => {
  const IP = /\d{1,3}(\.\d{1,3}){3}|::/;
  const refusal = (url: string, allowLoopback = false) =>
    safeFetch(url, { accept: HTML_TYPES, allowLoopback }).then(
      () => expect.unreachable('the fetch should have been refused'),
      (error: DomainError) => error,
    );

  it.each([
    ['an address written in the URL', 'http://10.1.2.3/admin', 'The address of this URL is private; only public addresses can be fetched'],
    ['an IPv6 address written in the URL', 'http://[::1]:9/', 'The address of this URL is loopback; only public addresses can be fetched'],
    [
      'a name resolving to a refused address',
      'http://localhost:9/',
      'The address of this URL is loopback; only public addresses can be fetched',
    ],
  ])('name the rule broken for %s, never the address', async (_label, url, message) => {
    const error = await refusal(url);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', message });
    expect(error.message).not.toMatch(IP);
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
