import http from 'node:http';
import https from 'node:https';
import { badInput } from '../../core/errors.js';
import { literalHostProblem, NO_PUBLIC_ADDRESS, publicOnlyLookup } from '../../core/public-address.js';

/** The time limit is the caller's (`timeoutMs`: NEWS_FETCH_TIMEOUT_MS, 10 s by default). */
export const FETCH_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
export const FEED_TYPES = ['application/rss+xml', 'application/atom+xml', 'application/xml', 'text/xml'];

export interface FetchOptions {
  /** Content types accepted (the part before `;`). */
  accept: readonly string[];
  /** Lets loopback addresses through (tests run their pages on 127.0.0.1); never in production. */
  allowLoopback: boolean;
  /** Longest the fetch may take, redirects and body included (NEWS_FETCH_TIMEOUT_MS). */
  timeoutMs: number;
  maxBytes?: number;
}

export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
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
 * socket actually used; `timeoutMs` and 2 MB at most; only the accepted content
 * types. Every refusal is a BAD_USER_INPUT error saying why, without the address.
 */
export async function safeFetch(raw: string, options: FetchOptions): Promise<FetchedPage> {
  const { timeoutMs } = options;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(raw);
  for (let hop = 0; ; hop += 1) {
    // An address in the URL itself never goes through DNS, so it is checked here, on every hop.
    const why = literalHostProblem(url, options.allowLoopback);
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
        lookup: publicOnlyLookup(allowLoopback, true),
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
