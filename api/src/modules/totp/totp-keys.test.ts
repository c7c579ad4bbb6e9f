import { describe, expect, it } from 'vitest';
import { isTotpCode, newRecoveryCode, normalizeRecoveryCode, TotpKeys } from './totp-keys.js';

const USER = '6f1c2a8e-1b7a-4d7e-9f3b-2d9c1e0a7b55';
const OTHER = '0b7f3c2d-5e4a-4f1b-8c9d-7a6e5f4d3c2b';

describe('TOTP keys', () => {
  it('seals a secret that only the same JWT secret and account open', () => {
    const keys = new TotpKeys('a-jwt-secret-of-at-least-thirty-two-bytes');
    const sealed = keys.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', USER);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(keys.open(sealed, USER)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(keys.open(sealed, OTHER)).toBeNull();
    expect(new TotpKeys('another-jwt-secret-of-thirty-two-bytes!').open(sealed, USER)).toBeNull();
    const tampered = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    expect(keys.open(tampered, USER)).toBeNull();
    expect(keys.open('plain', USER)).toBeNull();
  });

  it('makes recovery codes of 50 random bits that read back however they are typed', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [code] = codes;
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code.replace('-', ''));
    expect(normalizeRecoveryCode('abcde-0l8xy')).toBe('abcdeolbxy');
    expect(normalizeRecoveryCode('abcde-fgh')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghi9')).toBeNull();
  });

  it('hashes recovery codes with a key of its own, not plain SHA-256', () => {
    const keys = new TotpKeys('a-jwt-secret-of-at-least-thirty-two-bytes');
    expect(keys.hashRecoveryCode('abcdefghij')).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.hashRecoveryCode('abcdefghij')).not.toBe(
      new TotpKeys('another-jwt-secret-of-thirty-two-bytes!').hashRecoveryCode('abcdefghij'),
    );
  });

  it('tells a six-digit code from a recovery code by its shape', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcde-fghij')).toBe(false);
  });
});
