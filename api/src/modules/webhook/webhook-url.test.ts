import { lookup } from 'node:dns/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { checkWebhookUrl, NO_PUBLIC_HOST, validateWebhookUrl } from './webhook-url.js';

// DNS as a network would answer: names of this file's own, and nothing else resolves.
vi.mock('node:dns/promises', () => ({ lookup: vi.fn() }));
const ANSWERS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'hooks.example.com.': ['93.184.216.34'],
  'intranet.acme-bank.com': ['10.20.30.40'],
  'metadata.acme-bank.com': ['169.254.169.254'],
  'split.acme-bank.com': ['93.184.216.34', '192.168.7.7'],
  'v6.acme-bank.com': ['fd12::7'],
  localhost: ['127.0.0.1'],
};
const SLOW = 'slow.acme-bank.com';

async function refusal(url: unknown, allowLoopback = false): Promise<DomainError> {
  try {
    await validateWebhookUrl(url, allowLoopback);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error(`${String(url)} was accepted`);
}

describe('webhook URL rules', () => {
  it('accepts public https URLs', () => {
    expect(checkWebhookUrl('https://hooks.example.com/counterparty', false).toString()).toBe('https://hooks.example.com/counterparty');
    expect(checkWebhookUrl('https://93.184.216.34/hook', false).hostname).toBe('93.184.216.34');
  });

  it('refuses private, loopback, link-local and metadata addresses unless loopback is allowed', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.1/hook',
      'https://172.16.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::10.0.0.1]/hook',
      'https://[2001:db8::1]/hook',
      'https://0.0.0.0/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
    ]) {
      const error = await refusal(url);
      expect(error.code, url).toBe('BAD_USER_INPUT');
      expect(error.field, url).toBe('url');
      expect(error.message, url).toMatch(/only public addresses/);
    }
    expect(await validateWebhookUrl('http://127.0.0.1:8080/hook', true)).toBe('http://127.0.0.1:8080/hook');
    // Loopback allowed still refuses private networks.
    expect((await refusal('http://10.0.0.5/hook', true)).message).toMatch(/private/);
  });

  it('requires https (http only when loopback is allowed), no credentials, at most 2,000 characters', async () => {
    expect((await refusal('http://hooks.example.com/x')).message).toMatch(/https/);
    expect((await refusal('ftp://hooks.example.com/x', true)).message).toMatch(/https/);
    expect((await refusal('https://user:pw@hooks.example.com/x')).message).toMatch(/credentials/);
    expect((await refusal(`https://hooks.example.com/${'a'.repeat(2000)}`)).message).toMatch(/2000 characters/);
    expect((await refusal('not a url')).message).toMatch(/not a valid URL/);
    expect((await refusal(42)).field).toBe('url');
  });

  it('allows only the scheme’s own port (443; 80 for http), except for loopback test receivers', async () => {
    for (const url of ['https://hooks.example.com:8443/x', 'https://93.184.216.34:22/x', 'https://[2606:2800:220:1::1]:25/x']) {
      const error = await refusal(url);
      expect(error.field, url).toBe('url');
      expect(error.message, url).toBe('url must use the default port (443)');
    }
    expect((await refusal('http://hooks.example.com:8080/x', true)).message).toBe('url must use the default port (80)');
    expect(checkWebhookUrl('https://hooks.example.com:443/x', false).toString()).toBe('https://hooks.example.com/x');
    expect(checkWebhookUrl('http://hooks.example.com:80/x', true).toString()).toBe('http://hooks.example.com/x');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true).port).toBe('8080');
    expect(checkWebhookUrl('http://[::1]:8080/hook', true).port).toBe('8080');
    expect(checkWebhookUrl('http://localhost:8080/hook', true).port).toBe('8080');
    expect((await refusal('https://127.0.0.1:8443/hook')).message).toMatch(/loopback/);
  });
});

describe('webhook host names', () => {
  beforeEach(() => {
    vi.mocked(lookup).mockImplementation(((host: string) => {
      if (host === SLOW) return new Promise(() => undefined);
      const found = ANSWERS[host];
      if (!found) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
      return Promise.resolve(found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    }) as unknown as typeof lookup);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses localhost in any case and with trailing dots, names under it, single labels and private or special-use names, without DNS', async () => {
    for (const url of [
      'https://LOCALHOST./',
      'https://localhost../hook',
      'https://LocalHost./hook',
      'https://localhost%2e/hook',
      'https://localhost。/hook',
      'https://Api.LOCALHOST./hook',
      'https://a.b.localhost/hook',
      'https://intranet/hook',
      'https://metadata./computeMetadata/v1/',
      'https://printer.local/hook',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://router.home.arpa/hook',
      'https://1.0.0.127.in-addr.arpa/hook',
      'https://nas.lan/hook',
      'https://files.corp/hook',
      'https://box.localdomain./hook',
      'https://hooks.invalid/hook',
      'https://hooks.test/hook',
      'https://hooks..example.com/hook',
    ]) {
      expect(() => checkWebhookUrl(url, false), url).toThrow(NO_PUBLIC_HOST);
      const error = await refusal(url);
      expect([error.code, error.field, error.message], url).toEqual(['BAD_USER_INPUT', 'url', NO_PUBLIC_HOST]);
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('gives a name that resolves privately, partly privately, not at all or not in time the same refusal, naming no address', async () => {
    const refusals = [];
    for (const host of [
      'intranet.acme-bank.com',
      'metadata.acme-bank.com',
      'split.acme-bank.com',
      'v6.acme-bank.com',
      'gone.acme-bank.com',
    ]) {
      refusals.push((await refusal(`https://${host}/hook`)).message);
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = refusal(`https://${SLOW}/hook`);
    await vi.advanceTimersByTimeAsync(3000);
    refusals.push((await slow).message);
    expect(refusals).toEqual(Array(6).fill(NO_PUBLIC_HOST));
    expect(refusals.join(' ')).not.toMatch(/10\.20|169\.254|192\.168|fd12|private|link-local|loopback|resolve/);
  });

  it('accepts a name whose every address is public; loopback names only when loopback is allowed', async () => {
    expect(await validateWebhookUrl('https://hooks.example.com/counterparty', false)).toBe('https://hooks.example.com/counterparty');
    expect(await validateWebhookUrl('https://Hooks.Example.com./x', false)).toBe('https://hooks.example.com./x');
    expect(await validateWebhookUrl('http://localhost:8080/hook', true)).toBe('http://localhost:8080/hook');
    expect(checkWebhookUrl('http://LOCALHOST.:8080/hook', true).port).toBe('8080');
    // Allowed by the rules, but "localhost." has no answer here: refused like any name without one.
    expect((await refusal('http://LOCALHOST.:8080/hook', true)).message).toBe(NO_PUBLIC_HOST);
    expect((await refusal('https://localhost/hook', false)).message).toBe(NO_PUBLIC_HOST);
  });
});
