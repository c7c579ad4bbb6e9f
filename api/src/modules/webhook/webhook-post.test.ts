import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-post.js';

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
