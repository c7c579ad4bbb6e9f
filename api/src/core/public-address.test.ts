import { describe, expect, it } from 'vitest';
import { dnsName, forbiddenAddress, isLoopbackName, isPrivateName } from './public-address.js';

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
    // IPv4-compatible IPv6 is judged as the IPv4 address it carries.
    ['::127.0.0.1', 'is loopback'],
    ['::10.0.0.1', 'is private'],
    ['::169.254.169.254', 'is link-local (e.g. cloud metadata)'],
    ['::0.0.0.2', 'is unspecified'],
    ['::ffff:0:10.0.0.1', 'is a translated address'],
    ['192.0.2.1', 'is reserved (documentation or future use)'],
    ['198.18.0.1', 'is reserved (documentation or future use)'],
    ['240.0.0.1', 'is reserved (documentation or future use)'],
    ['2001:db8::1', 'is reserved (documentation or future use)'],
    ['3fff::1', 'is reserved (documentation or future use)'],
    ['2001:2::1', 'is reserved for benchmarking'],
    ['2001::1', 'is a Teredo address'],
    ['2002:a00:1::1', 'is a 6to4 address of a non-public IPv4 address'],
    ['2002:7f00:1::1', 'is a 6to4 address of a non-public IPv4 address'],
    ['64:ff9b::10.0.0.1', 'is a NAT64 address of a non-public IPv4 address'],
    ['64:ff9b:1::5db8:d822', 'is a NAT64 address of a non-public IPv4 address'],
    ['fec0::1', 'is site-local (private)'],
    ['100::1', 'is reserved'],
    // Outside 2000::/3 nothing is global unicast today.
    ['4000::1', 'is not a global unicast address'],
    ['::2:0:0:1', 'is not a global unicast address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddress(address)).toBe(why);
  });

  it('allows global unicast addresses, and loopback only when asked', () => {
    expect(forbiddenAddress('93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    expect(forbiddenAddress('::ffff:93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2002:5db8:d822::1')).toBeNull();
    expect(forbiddenAddress('64:ff9b::93.184.216.34')).toBeNull();
    expect(forbiddenAddress('127.0.0.1', true)).toBeNull();
    expect(forbiddenAddress('::1', true)).toBeNull();
    expect(forbiddenAddress('10.0.0.1', true)).toBe('is private');
    expect(forbiddenAddress('169.254.169.254', true)).toBe('is link-local (e.g. cloud metadata)');
    expect(forbiddenAddress('2002:7f00:1::1', true)).toBe('is a 6to4 address of a non-public IPv4 address');
  });
});

describe('host names', () => {
  it('compares names as DNS does: any case, trailing dots dropped', () => {
    expect(dnsName('LOCALHOST.')).toBe('localhost');
    expect(dnsName('Api.LocalHost..')).toBe('api.localhost');
    expect(dnsName('hooks.example.com')).toBe('hooks.example.com');
  });

  it.each(['localhost', 'LOCALHOST.', 'localhost..', 'api.localhost', 'A.B.LocalHost.'])('%s is loopback', (host) => {
    expect(isLoopbackName(host)).toBe(true);
    expect(isPrivateName(host)).toBe(true);
  });

  it.each([
    'intranet',
    'metadata.',
    'printer.local',
    'metadata.google.internal',
    'router.home.arpa',
    'box.localdomain.',
    'nas.LAN',
    'hooks.invalid',
    'hooks.test',
    'hooks.example',
    'hidden.onion',
    'a..example.com',
    '.',
  ])('%s cannot be a public host', (host) => {
    expect(isPrivateName(host)).toBe(true);
  });

  it.each(['hooks.example.com', 'Hooks.Example.COM.', 'localhost.example.com', 'local.example.org', 'xn--bcher-kva.de'])(
    '%s may be one',
    (host) => {
      expect(isPrivateName(host)).toBe(false);
      expect(isLoopbackName(host)).toBe(false);
    },
  );
});
