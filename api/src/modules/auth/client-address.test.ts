import { describe, expect, it } from 'vitest';
import { budgetAddress } from './client-address.js';

describe('budgetAddress', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones as IPv4', () => {
    expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses per /64', () => {
    expect(budgetAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(budgetAddress('::1')).toBe('::/64');
  });

  it('keeps at most 64 characters of anything else', () => {
    expect(budgetAddress('unknown')).toBe('unknown');
    expect(budgetAddress('x'.repeat(100))).toHaveLength(64);
  });
});
