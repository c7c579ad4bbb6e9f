import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The outbound rules every server-side request to a user-supplied URL obeys (news pages, webhook
 * receivers): only global unicast addresses, checked on the socket actually used, so the server
 * never becomes a way into its own network.
 */

/** Why each of ipaddr.js's named ranges is refused. */
const REFUSED_RANGES = new Map([
  ['unspecified', 'is unspecified'],
  ['broadcast', 'is a broadcast address'],
  ['multicast', 'is multicast'],
  ['linkLocal', 'is link-local (e.g. cloud metadata)'],
  ['loopback', 'is loopback'],
  ['carrierGradeNat', 'is carrier-grade NAT (private)'],
  ['private', 'is private'],
  ['uniqueLocal', 'is unique-local (private)'],
  ['deprecatedSiteLocal', 'is site-local (private)'],
  ['reserved', 'is reserved (documentation or future use)'],
  ['benchmarking', 'is reserved for benchmarking'],
  ['teredo', 'is a Teredo address'],
  ['rfc6145', 'is a translated address'],
  ['discard', 'is reserved'],
  ['as112', 'is reserved'],
  ['as112v6', 'is reserved'],
  ['amt', 'is reserved'],
  ['deprecatedOrchid', 'is reserved'],
  ['orchid2', 'is reserved'],
  ['droneRemoteIdProtocolEntityTags', 'is reserved'],
  ['segmentRouting', 'is reserved'],
]);

const NOT_GLOBAL = 'is not a global unicast address';

/** An IPv4 address is public when ipaddr.js puts it in no special range (loopback too, when allowed). */
function ipv4Problem(ip: ipaddr.IPv4, allowLoopback: boolean): string | null {
  const range = ip.range();
  if (range === 'unicast' || (allowLoopback && range === 'loopback')) return null;
  return REFUSED_RANGES.get(range) ?? NOT_GLOBAL;
}

const ipv4From = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * Why an address may not be contacted, or null when it is global unicast (or loopback, when
 * allowed). IPv4: public unicast only. IPv6: only within 2000::/3 and outside every special range
 * (documentation, benchmarking, Teredo, ORCHID…); addresses that carry an IPv4 address are judged
 * by it — IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) as that address, 6to4
 * (2002::/16) and NAT64 (64:ff9b::/96) only when it is public.
 */
export function forbiddenAddress(address: string, allowLoopback = false): string | null {
  if (!ipaddr.isValid(address)) return 'is not a valid address';
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return ipv4Problem(ip as ipaddr.IPv4, allowLoopback);
  const v6 = ip as ipaddr.IPv6;
  const [p0, p1, p2, p3, p4, p5, p6, p7] = v6.parts;
  const range = v6.range();
  if (range === 'ipv4Mapped') return ipv4Problem(v6.toIPv4Address(), allowLoopback);
  // ::a.b.c.d (deprecated, but some stacks still route it as IPv4); :: and ::1 are IPv6's own.
  if (p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0 && (p6 !== 0 || p7 > 1)) {
    return ipv4Problem(ipv4From(p6, p7), allowLoopback);
  }
  if (range === '6to4') return ipv4Problem(ipv4From(p1, p2), false) ? 'is a 6to4 address of a non-public IPv4 address' : null;
  if (range === 'rfc6052') {
    const wellKnown = p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0;
    return wellKnown && !ipv4Problem(ipv4From(p6, p7), false) ? null : 'is a NAT64 address of a non-public IPv4 address';
  }
  if (range === 'loopback' && allowLoopback) return null;
  if (range === 'unicast' && (p0 & 0xe000) === 0x2000) return null;
  return REFUSED_RANGES.get(range) ?? NOT_GLOBAL;
}

/** Why the address written in a URL's host (an IP literal) may not be contacted; null for a name or a public address. */
export function literalHostProblem(url: URL, allowLoopback: boolean): string | null {
  const host = url.hostname;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(literal) ? forbiddenAddress(literal, allowLoopback) : null;
}

/** A host name as DNS compares it: lower case, without the trailing dots that only make it absolute ("LOCALHOST." is localhost). */
export const dnsName = (host: string) => host.toLowerCase().replace(/\.+$/, '');

/** localhost and the names under it (RFC 6761: loopback wherever they resolve), in any case, with trailing dots. */
export function isLoopbackName(host: string): boolean {
  const name = dnsName(host);
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Top-level names no public host has: loopback, multicast DNS, the names private networks use
 * (RFC 6761, RFC 6762 appendix G, RFC 8375's home.arpa, ICANN's .internal), and names that never
 * resolve publicly (.invalid, .test, .example, .onion).
 */
const PRIVATE_TOP_LEVEL = new Set([
  'localhost',
  'local',
  'internal',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
  'localdomain',
  'arpa',
  'invalid',
  'test',
  'example',
  'onion',
]);

/**
 * Whether a host name (not an address) cannot name a public host, whatever DNS answers today: one
 * label (resolved through the server's own search domains), an empty label, or under a private or
 * special-use top-level name — compared as DNS compares names, so "LOCALHOST." is localhost.
 */
export function isPrivateName(host: string): boolean {
  const labels = dnsName(host).split('.');
  return labels.length < 2 || labels.includes('') || PRIVATE_TOP_LEVEL.has(labels[labels.length - 1]);
}

/** The error code of a lookup refused by publicOnlyLookup; its message says why (never the address). */
export const NO_PUBLIC_ADDRESS = 'EFORBIDDEN';

/**
 * A DNS lookup that refuses non-public answers, used as the socket's own lookup so the address
 * checked is the address connected to: a name that resolves differently on a second lookup (DNS
 * rebinding) cannot slip past. With `refuseUnresolved`, a name that does not resolve fails with
 * the same error as a private one (telling the two apart would map which internal names exist).
 */
export function publicOnlyLookup(allowLoopback: boolean, refuseUnresolved: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      const refuse = (why: string) => callback(Object.assign(new Error(why), { code: NO_PUBLIC_ADDRESS }), '', 0);
      if (error || addresses.length === 0) return refuseUnresolved ? refuse('has no public address') : callback(error, '', 0);
      for (const a of addresses) {
        const why = forbiddenAddress(a.address, allowLoopback);
        if (why) return refuse(why);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
