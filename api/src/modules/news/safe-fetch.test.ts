import { describe, expect, it } from 'vitest';
import { forbiddenAddress } from './safe-fetch.js';

describe('forbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'is loopback'],
    ['::1', 'is loopback'],
    ['10.1.2.3', 'is private'],
    ['172.16.0.1', 'is private'],
    ['192.168.1.1', 'is private'],
    ['169.254.169.254', 'is link-local (e.g. cloud metadata)'],
    ['fe80::1', 'is link-local (e.g. cloud metadata)'],
    ['fd00::1', 'is unique-local (private)'],
    ['224.0.0.1', 'is multicast'],
    ['0.0.0.0', 'is unspecified'],
    ['::', 'is unspecified'],
    ['::ffff:127.0.0.1', 'is loopback'],
    ['100.64.0.1', 'is carrier-grade NAT (private)'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddress(address)).toBe(why);
  });

  it('allows public addresses, and loopback only when asked', () => {
    expect(forbiddenAddress('93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    expect(forbiddenAddress('127.0.0.1', true)).toBeNull();
    expect(forbiddenAddress('10.0.0.1', true)).toBe('is private');
    expect(forbiddenAddress('169.254.169.254', true)).toBe('is link-local (e.g. cloud metadata)');
  });
});
