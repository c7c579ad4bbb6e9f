import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, SecretBox, signWebhook } from './webhook-secret.js';

describe('webhook secrets', () => {
  it('are 32 random bytes, prefixed', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('sign `${timestamp}.${body}` with HMAC-SHA256, hex, as v1=', () => {
    const body = '{"id":"x"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex');
    expect(signWebhook('whsec_test', 1700000000, body)).toBe(`v1=${expected}`);
  });

  it('are stored encrypted under a key derived from the JWT secret', () => {
    const box = new SecretBox('jwt-secret');
    const sealed = box.seal('whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(new SecretBox('jwt-secret').open(sealed)).toBe('whsec_abc');
    expect(() => new SecretBox('another-secret').open(sealed)).toThrow();
  });
});
