import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'cpk_';
/** `cpk_` + 12 base64url characters (72 bits, public) + `_` + 43 base64url characters (256 bits, secret). */
const TOKEN = /^cpk_[A-Za-z0-9_-]{12}_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer token is an API key's (a session's is a JWT, which never starts so). */
export const isApiKeyToken = (token: string) => token.startsWith(PREFIX);

/** A new key's token (shown once), its public prefix, and the hash kept; with `prefix`, a new secret for that key (a rotation). */
export function newApiKeyToken(prefix = `${PREFIX}${randomBytes(9).toString('base64url')}`): {
  token: string;
  prefix: string;
  hash: string;
} {
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: hashOf(token) };
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The prefix of a well-formed key token, or null. Linear in the token's length. */
export const prefixOf = (token: string): string | null => (token.length === 60 && TOKEN.test(token) ? token.slice(0, 16) : null);

/** Whether `token` hashes to `hash`, in constant time. */
export function matches(token: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashOf(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
