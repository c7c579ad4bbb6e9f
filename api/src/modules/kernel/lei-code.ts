/**
 * The Legal Entity Identifier's code (ISO 17442): 18 letters or digits then two check digits, which
 * ISO 7064 MOD 97-10 verifies as IBANs do (letters read as 10–35, the whole as a number ≡ 1 mod 97).
 * Both the LEI register (lookups) and the assessment (the company's LEI and its owners') check it
 * before any lookup, so it lives below both.
 */

const LEI_SHAPE = /^[0-9A-Z]{18}[0-9]{2}$/;

/** The code as typed, trimmed and upper-cased (spaces inside are dropped: "5493 00…" as printed). */
export const normalizeLei = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The remainder mod 97 of the code read as digits (letters A–Z as 10–35), one character at a time. */
function mod97(code: string): number {
  let rest = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    const value = c <= 57 ? c - 48 : c - 55;
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** Whether `code` (already normalised) is 20 characters of the right shape whose check digits hold. */
export const isValidLei = (code: string): boolean => code.length === 20 && LEI_SHAPE.test(code) && mod97(code) === 1;

/** The two check digits that complete an 18-character prefix (for fixtures and the fictional sample). */
export function leiCheckDigits(prefix: string): string {
  const check = 98 - mod97(`${prefix}00`);
  return String(check).padStart(2, '0');
}

/** Why a typed LEI is refused, or null when it is a valid code. */
export function leiProblem(code: string): string | null {
  if (code.length !== 20) return 'must be 20 letters and digits (ISO 17442)';
  if (!LEI_SHAPE.test(code)) return 'must be 18 letters or digits then 2 check digits (ISO 17442)';
  return mod97(code) === 1 ? null : 'has wrong check digits (ISO 17442)';
}

/** GLEIF's registration statuses of an LEI (LEI-CDF `Registration.RegistrationStatus`). */
export const LEI_REGISTRATION_STATUSES = [
  'PENDING_VALIDATION',
  'ISSUED',
  'DUPLICATE',
  'LAPSED',
  'MERGED',
  'RETIRED',
  'ANNULLED',
  'CANCELLED',
  'TRANSFERRED',
  'PENDING_TRANSFER',
  'PENDING_ARCHIVAL',
] as const;

/** An assessment's LEI status as rules test it: NONE (no LEI given), NOT_FOUND (not in the active register), or the register's. */
export const LEI_STATUSES = ['NONE', 'NOT_FOUND', ...LEI_REGISTRATION_STATUSES] as const;
export type LeiStatus = (typeof LEI_STATUSES)[number];
