import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Prefix of every signing secret, so one pasted in the wrong place is recognisable. */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, base64url, prefixed. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * `v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`, the X-Counterparty-Signature header.
 * The key is the whole secret string as shown (prefix included).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Encrypts secrets at rest with AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET:
 * a database dump alone cannot sign events. Changing JWT_SECRET makes the stored secrets
 * unreadable: deliveries then fail ("secret unreadable") until the endpoints are re-created.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'counterparty', 'webhook signing secrets v1', 32));
  }

  /** `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, data, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The plain secret; throws when the text was not sealed with this key. */
  open(sealed: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || !data || !tag) throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
