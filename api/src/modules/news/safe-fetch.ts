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

/** Why an address may not be contacted, or null when it is public (or loopback, when allowed). */
export function forbiddenAddress(address: string, allowLoopback = false): string | null {
  if (!ipaddr.isValid(address)) return 'is not a valid address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (allowLoopback && range === 'loopback') return null;
  const refused: Record<string, string> = {
    unspecified: 'is unspecified',
    broadcast: 'is a broadcast address',
    multicast: 'is multicast',
    linkLocal: 'is link-local (e.g. cloud metadata)',
    loopback: 'is loopback',
    carrierGradeNat: 'is carrier-grade NAT (private)',
    private: 'is private',
    uniqueLocal: 'is unique-local (private)',
    reserved: 'is reserved',
    benchmarking: 'is reserved for benchmarking',
    ipv4Mapped: 'is an IPv4-mapped address',
    rfc6145: 'is a translated address',
    rfc6052: 'is a translated address',
    '6to4': 'is a 6to4 address',
    teredo: 'is a Teredo address',
    as112: 'is reserved',
    amt: 'is reserved',
    deprecated: 'is deprecated',
    orchid2: 'is reserved',
    droneRemoteIdProtocolEntityTags: 'is reserved',
  };
  return refused[range] ?? (range === 'unicast' ? null : `is not public (${range})`);
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
 * A DNS lookup that refuses non-public answers. Used as the socket's own lookup, so the address
 * checked is the address connected to: a name that resolves differently on a second lookup (DNS
 * rebinding) cannot slip past.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      for (const a of list) {
        const why = forbiddenAddress(a.address, allowLoopback);
        if (why) return callback(Object.assign(new Error(why), { code: 'EFORBIDDEN' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
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
      if (error.code === 'EFORBIDDEN') reject(refusedAddress(error.message, redirected));
      else if (signal.aborted || error.name === 'AbortError')
        reject(badInput(`The page did not answer within ${timeoutMs / 1000} s`, 'url'));
      // The code alone: a socket error's message can carry the address it tried.
      else reject(badInput(`The page could not be reached${error.code ? ` (${error.code})` : ''}`, 'url'));
    });
  });
}
