import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  const minute = 60_000;

  it('blocks an email after the limit until the window has passed', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 100, 15 * minute, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(0);
      throttle.recordFailure('a@x.io', '1.1.1.1');
    }
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(15 * minute);
    expect(throttle.retryAfter('b@x.io', '1.1.1.1')).toBe(0);
    now = 15 * minute;
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that spreads failures over many emails', () => {
    const throttle = new LoginThrottle(100, 4, minute, () => 0);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure(`u${i}@x.io`, '2.2.2.2');
    expect(throttle.retryAfter('fresh@x.io', '2.2.2.2')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@x.io', '3.3.3.3')).toBe(0);
  });

  it('forgets an email’s failures after a successful sign-in', () => {
    const throttle = new LoginThrottle(2, 100, minute, () => 0);
    throttle.recordFailure('a@x.io', '1.1.1.1');
    throttle.recordSuccess('a@x.io');
    throttle.recordFailure('a@x.io', '1.1.1.1');
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(0);
  });
});
