import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../core/errors.js';

export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
export const FEED_TYPES = ['application/rss+xml', 'application/atom+xml', 'application/xml', 'text/xml'];

export interface FetchOptions {
  /** Content types accepted (the part before `;`). */
  accept: readonly string[];
  /** Lets loopback addresses through (tests run their pages on 127.0.0.1); never in production. */
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
}

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

/**
 * A refusal that names the rule broken and never the address: what an internal name resolves to
 * (e.g. `db` → 172.18.0.2) is the server's knowledge of its own network, not the user's.
 */
function refusedAddress(why: string, redirected: boolean) {
  return badInput(
    `The address ${redirected ? 'this URL redirects to' : 'of this URL'} ${why}; only public addresses can be fetched`,
    'url',
  );
}

/**
 * The one refusal for a host name without a public address, whether it resolves to a private one
 * or not at all: telling the two apart would let a caller map which internal names exist.
 */
const refusedName = (redirected: boolean) =>
  badInput(
    `The host ${redirected ? 'this URL redirects to' : 'of this URL'} has no public address; only public addresses can be fetched`,
    'url',
  );

const NO_PUBLIC_ADDRESS = 'EFORBIDDEN';

/**
 * A DNS lookup that refuses non-public answers — and unknown names, with the same error. Used as
 * the socket's own lookup, so the address checked is the address connected to: a name that
 * resolves differently on a second lookup (DNS rebinding) cannot slip past.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error || addresses.length === 0 || addresses.some((a) => forbiddenAddress(a.address, allowLoopback))) {
        return callback(Object.assign(new Error('no public address'), { code: NO_PUBLIC_ADDRESS }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput('The URL is not valid', 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badInput(`Only http and https URLs can be fetched (got ${url.protocol})`, 'url');
  if (url.username || url.password) throw badInput('URLs with credentials are not allowed', 'url');
  return url;
}

/**
 * Fetches a page a user named, without letting the server become a way into its own network:
 * http(s) only; every hop (at most 5 redirects) must resolve to public addresses, checked on the
 * socket actually used; 10 s and 2 MB at most; only the accepted content types. Every refusal is
 * a BAD_USER_INPUT error saying why, without the address.
 */
export async function safeFetch(raw: string, options: FetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(raw);
  for (let hop = 0; ; hop += 1) {
    // An address in the URL itself never goes through DNS, so it is checked here, on every hop.
    const host = url.hostname;
    const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    const why = ipaddr.isValid(literal) ? forbiddenAddress(literal, options.allowLoopback) : null;
    if (why) throw refusedAddress(why, hop > 0);
    const response = await request(url, options.allowLoopback, hop > 0, deadline, timeoutMs);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= FETCH_LIMITS.maxRedirects) throw badInput(`Too many redirects (more than ${FETCH_LIMITS.maxRedirects})`, 'url');
      url = checkUrl(new URL(response.headers.location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw badInput(`The page answered HTTP ${status}`, 'url');
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!options.accept.includes(contentType)) {
      response.resume();
      throw badInput(`The page is ${contentType || 'of an unknown type'}, not ${options.accept.join(' or ')}`, 'url');
    }
    const declared = Number(response.headers['content-length']);
    if (declared > maxBytes) {
      response.destroy();
      throw badInput(`The page is larger than ${maxBytes / 1024 / 1024} MB`, 'url');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.destroy();
          throw badInput(`The page is larger than ${maxBytes / 1024 / 1024} MB`, 'url');
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (deadline.aborted) throw badInput(`The page did not answer within ${timeoutMs / 1000} s`, 'url');
      throw error;
    }
    return { url: url.toString(), contentType, body: Buffer.concat(chunks).toString('utf8') };
  }
}

function request(
  url: URL,
  allowLoopback: boolean,
  redirected: boolean,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup: guardedLookup(allowLoopback),
        signal,
        headers: {
          'user-agent': 'CounterpartyBot/1.0 (+due diligence)',
          accept: 'text/html,application/xhtml+xml,application/rss+xml,application/atom+xml,application/xml;q=0.9',
        },
      },
      resolve,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === NO_PUBLIC_ADDRESS) reject(refusedName(redirected));
      else if (signal.aborted || error.name === 'AbortError')
        reject(badInput(`The page did not answer within ${timeoutMs / 1000} s`, 'url'));
      // The code alone: a socket error's message can carry the address it tried.
      else reject(badInput(`The page could not be reached${error.code ? ` (${error.code})` : ''}`, 'url'));
    });
  });
}
