import type * as dns from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { postWebhook } from './webhook-post.js';
import { NO_PUBLIC_HOST } from './webhook-url.js';

// Two names of this file's own, as a registered name may come to answer by delivery time: one
// pointing into the network, one gone. Every other name resolves as usual.
vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof dns>();
  const lookup = (host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (host === 'intranet.acme-bank.com') return callback(null, [{ address: '10.20.30.40', family: 4 }]);
    if (host === 'gone.acme-bank.com') return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return real.lookup(host, options, callback as never);
  };
  return { ...real, default: { ...real, lookup }, lookup };
});

describe('postWebhook', () => {
  it('refuses, without connecting, a port other than the scheme’s own and addresses that are not global unicast', async () => {
    expect(await postWebhook('https://93.184.216.34:8443/hook', '{}', {}, false)).toEqual({
      status: null,
      error: 'url must use the default port (443)',
    });
    for (const url of ['https://[::127.0.0.1]/hook', 'https://[::ffff:169.254.169.254]/hook', 'https://[2001:db8::1]/hook']) {
      const outcome = await postWebhook(url, '{}', {}, false);
      expect(outcome.status, url).toBeNull();
      expect(outcome.error, url).toMatch(/only public addresses can receive webhooks/);
    }
  });

  it('logs one outcome, naming no address, for a name that resolves privately, not at all, or is localhost', async () => {
    for (const url of [
      'https://intranet.acme-bank.com/hook',
      'https://gone.acme-bank.com/hook',
      'https://LOCALHOST./hook',
      'https://api.localhost../hook',
    ]) {
      expect(await postWebhook(url, '{}', {}, false), url).toEqual({ status: null, error: NO_PUBLIC_HOST });
    }
  });

  it('delivers to a loopback test receiver on any port when loopback is allowed', async () => {
    const server = createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      expect(await postWebhook(url, '{}', { 'content-type': 'application/json' }, true)).toEqual({ status: 204, error: null });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
