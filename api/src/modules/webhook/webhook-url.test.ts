import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { checkWebhookUrl, validateWebhookUrl } from './webhook-url.js';

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
