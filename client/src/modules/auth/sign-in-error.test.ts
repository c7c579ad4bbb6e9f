import { describe, expect, it } from 'vitest';
import { PENDING_APPROVAL, signInFailureMessage } from './sign-in-error';

describe('signInFailureMessage', () => {
  it('reads a 403 as pending approval', () => {
    expect(signInFailureMessage({ code: 'FORBIDDEN', message: 'Forbidden' })).toBe(PENDING_APPROVAL);
  });

  it('passes the suspension message through', () => {
    const message = 'Your account has been suspended. Please contact an administrator.';
    expect(signInFailureMessage({ code: 'FORBIDDEN', message })).toBe(message);
  });

  it("shows the server's message, or the default when there is none", () => {
    expect(signInFailureMessage({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' })).toBe('Invalid email or password');
    expect(
      signInFailureMessage({ code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-in attempts. Try again in 15 minute(s).' }),
    ).toContain('Too many');
    expect(signInFailureMessage({ message: '' })).toBe('Invalid email or password');
  });
});
