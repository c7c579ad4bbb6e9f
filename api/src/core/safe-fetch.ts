import http from 'node:http';
import https from 'node:https';
import { badInput } from './errors.js';
import { literalHostProblem, NO_PUBLIC_ADDRESS, publicOnlyLookup } from './public-address.js';

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
 * Why `raw` cannot be fetched whatever it resolves to (not a URL, not http(s), credentials, an
 * address written in it that is not public), or null: for checking a URL when it is given, before a
 * job fetches it.
 */
export function urlProblem(raw: string, allowLoopback: boolean): string | null {
  try {
    const url = checkUrl(raw);
    const why = literalHostProblem(url, allowLoopback);
    return why ? `The address of this URL ${why}; only public addresses can be fetched` : null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A response that passed every check of the fetcher, its body not yet read. */
interface CheckedResponse {
  url: URL;
  contentType: string;
  response: http.IncomingMessage;
  deadline: AbortSignal;
}

/** Follows redirects to an accepted 2xx answer; every hop checked as `safeFetch` says. */
async function openChecked(raw: string, options: FetchOptions, maxBytes: number): Promise<CheckedResponse> {
  const { timeoutMs } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(raw);
  for (let hop = 0; ; hop += 1) {
    // An address in the URL itself never goes through DNS, so it is checked here, on every hop.
    const why = literalHostProblem(url, options.allowLoopback);
    if (why) throw refusedAddress(why, hop > 0);
    const response = await request(url, options, hop > 0, deadline);
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
    return { url, contentType, response, deadline };
  }
}

/** The body of a checked response, chunk by chunk, refused past `maxBytes` or the deadline. */
async function* bodyChunks({ response, deadline }: CheckedResponse, maxBytes: number, timeoutMs: number): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        throw badInput(`The page is larger than ${maxBytes / 1024 / 1024} MB`, 'url');
      }
      yield chunk as Buffer;
    }
  } catch (error) {
    if (deadline.aborted) throw badInput(`The page did not answer within ${timeoutMs / 1000} s`, 'url');
    throw error;
  } finally {
    response.destroy();
  }
}

/**
 * Fetches a page a user named, without letting the server become a way into its own network:
 * http(s) only; every hop (at most 5 redirects) must resolve to public addresses, checked on the
 * socket actually used; `timeoutMs` and 2 MB at most; only the accepted content
 * types. Every refusal is a BAD_USER_INPUT error saying why, without the address.
 */
export async function safeFetch(raw: string, options: FetchOptions): Promise<FetchedPage> {
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const checked = await openChecked(raw, options, maxBytes);
  const chunks: Buffer[] = [];
  for await (const chunk of bodyChunks(checked, maxBytes, options.timeoutMs)) chunks.push(chunk);
  return { url: checked.url.toString(), contentType: checked.contentType, body: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The same checks as `safeFetch` for a large file (an import): the body as a stream of chunks,
 * refused (BAD_USER_INPUT naming `url`) at the first byte past `maxBytes` or once `timeoutMs` has passed.
 */
export async function safeFetchStream(
  raw: string,
  options: FetchOptions & { maxBytes: number },
): Promise<{ url: string; contentType: string; body: AsyncGenerator<Buffer> }> {
  const checked = await openChecked(raw, options, options.maxBytes);
  return { url: checked.url.toString(), contentType: checked.contentType, body: bodyChunks(checked, options.maxBytes, options.timeoutMs) };
}

function request(url: URL, options: FetchOptions, redirected: boolean, signal: AbortSignal): Promise<http.IncomingMessage> {
  const { allowLoopback, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup: publicOnlyLookup(allowLoopback, true),
        signal,
        headers: {
          'user-agent': 'CounterpartyBot/1.0 (+due diligence)',
          accept: options.accept.join(','),
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
