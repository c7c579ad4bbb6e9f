import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkNewPassword } from './password-rules';

describe('checkNewPassword', () => {
  it('accepts 6 to 200 characters that differ from the current password', () => {
    expect(checkNewPassword('secret', 'old-password')).toBe(true);
    expect(checkNewPassword('x'.repeat(200), 'old-password')).toBe(true);
  });

  it('names what is wrong', () => {
    expect(checkNewPassword('', 'old')).toBe('New password is required');
    expect(checkNewPassword('12345', 'old')).toBe('Password must be at least 6 characters');
    expect(checkNewPassword('x'.repeat(201), 'old')).toBe('Password must be at most 200 characters');
    expect(checkNewPassword('same-password', 'same-password')).toBe('The new password must differ from the current one');
  });
});

describe('checkConfirmation', () => {
  it('must repeat the new password exactly', () => {
    expect(checkConfirmation('new-secret', 'new-secret')).toBe(true);
    expect(checkConfirmation('new-secreT', 'new-secret')).toBe('Passwords do not match');
    expect(checkConfirmation('', 'new-secret')).toBe('Passwords do not match');
  });
});
