import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Labels the keys derived from JWT_SECRET, so neither is the JWT key nor each other. */
const SALT = 'counterparty/totp/v1';
const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The alphabet of recovery codes: RFC 4648 base32, lower case (no 0, 1, 8 or 9 to misread). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of a recovery code: 10 × 5 bits = 50 bits of randomness. */
const RECOVERY_CODE_CHARS = 10;

/**
 * The keys of the authenticator-app factor, derived (HKDF-SHA256) from the JWT secret: one
 * encrypts TOTP secrets at rest (AES-256-GCM, bound to their account), one keys the HMAC of
 * recovery codes. Changing JWT_SECRET makes every stored secret and recovery code unreadable: the
 * accounts then enrol again (an admin resets their second factors).
 */
export class TotpKeys {
  private readonly encryptionKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(secret: string) {
    this.encryptionKey = Buffer.from(hkdfSync('sha256', secret, SALT, 'totp secret encryption', 32));
    this.recoveryKey = Buffer.from(hkdfSync('sha256', secret, SALT, 'recovery code hmac', 32));
  }

  /** Encrypts an account's TOTP secret; the account id is authenticated with it, so a sealed secret works for no other account. */
  seal(plain: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The secret `seal` encrypted for this account; null when it cannot be read (another JWT_SECRET, another account). */
  open(sealed: string, userId: string): string | null {
    if (!sealed.startsWith(SEALED_PREFIX)) return null;
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** What is stored of a recovery code (normalised by `normalizeRecoveryCode`): its HMAC-SHA256, hex. */
  hashRecoveryCode(normalized: string): string {
    return createHmac('sha256', this.recoveryKey).update(normalized, 'utf8').digest('hex');
  }
}

/** A new recovery code as shown to its owner: `xxxxx-xxxxx`, 50 random bits. */
export function newRecoveryCode(): string {
  // 256 is a multiple of 32: the low 5 bits of a random byte are uniform.
  const chars = [...randomBytes(RECOVERY_CODE_CHARS)].map((b) => ALPHABET[b & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * A recovery code as typed (any case, spaces or hyphens anywhere, 0/1/8 for o/l/b) in the form
 * that is hashed; null when it cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/0/g, 'o').replace(/1/g, 'l').replace(/8/g, 'b');
  return code.length === RECOVERY_CODE_CHARS && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** Whether what was typed is shaped like an authenticator app's six-digit code (spaces allowed). */
export const isTotpCode = (typed: string): boolean => /^\d{6}$/.test(typed.replace(/\s/g, ''));
