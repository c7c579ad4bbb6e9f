import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../core/errors.js';
import { forbiddenAddress, isLoopbackName, isPrivateName } from '../../core/public-address.js';

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** How long the check at registration waits for DNS before refusing the name. */
const LOOKUP_TIMEOUT_MS = 3000;

/**
 * The one refusal of a host name without a public address: a name under localhost or another
 * private or special-use name, one whose DNS answers are not all public, one that does not resolve.
 * Telling them apart would tell an admin where the server's internal names point.
 */
export const NO_PUBLIC_HOST = 'url: the host has no public address; only public addresses can receive webhooks';

/**
 * The rules every endpoint URL obeys, checked without the network: https (http too when
 * ALLOW_LOOPBACK_URLS, for test receivers), at most 2,000 characters, no credentials, the scheme's
 * own port (443, or 80 for http), an address written in the URL must be public (loopback when
 * allowed), and a name must be one a public host can have: not localhost (in any case, with
 * trailing dots, or under it; allowed with loopback), not a single label, nothing under .local,
 * .internal, .home.arpa and the like (core/public-address.ts isPrivateName) — the safe fetcher's
 * rules. BAD_USER_INPUT naming `url`.
 */
export function checkWebhookUrl(raw: unknown, allowLoopback: boolean): URL {
  if (typeof raw !== 'string' || raw.trim() === '') throw badInput('url is required', 'url');
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) throw badInput(`url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`, 'url');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badInput('url is not a valid URL', 'url');
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:'))
    throw badInput(`url must be an https URL (got ${url.protocol})`, 'url');
  if (url.username || url.password) throw badInput('url must not contain credentials', 'url');
  const literal = literalOf(url);
  if (literal) {
    // The admin wrote this address: saying what it is tells them nothing about the network.
    const why = forbiddenAddress(literal, allowLoopback);
    if (why) throw badInput(`url: the address ${why}; only public addresses can receive webhooks`, 'url');
  } else if (!(allowLoopback && isLoopbackName(url.hostname)) && isPrivateName(url.hostname)) {
    throw badInput(NO_PUBLIC_HOST, 'url');
  }
  // Any other port would make deliveries a probe of which ports answer TLS where (the delivery log
  // tells). URL leaves `port` empty for the scheme's default. Test receivers on loopback keep theirs.
  const loopback = allowLoopback && (literal ? ipaddr.process(literal).range() === 'loopback' : isLoopbackName(url.hostname));
  if (url.port !== '' && !loopback) throw badInput(`url must use the default port (${url.protocol === 'https:' ? 443 : 80})`, 'url');
  return url;
}

/** The address written as the URL's host, or null for a name. */
function literalOf(url: URL): string | null {
  const host = url.hostname;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(literal) ? literal : null;
}

/**
 * checkWebhookUrl, then a name must resolve, within LOOKUP_TIMEOUT_MS, to public addresses only
 * (loopback too when allowed). Every delivery checks the address it connects to anyway
 * (webhook-post.ts), so a name changed later cannot reach a private address either. A name that
 * resolves privately, not at all or not in time gets the same refusal (NO_PUBLIC_HOST), which
 * never says where the name points. BAD_USER_INPUT naming `url`.
 */
export async function validateWebhookUrl(raw: unknown, allowLoopback: boolean): Promise<string> {
  const url = checkWebhookUrl(raw, allowLoopback);
  if (!literalOf(url)) {
    let timer: NodeJS.Timeout | undefined;
    const answers = await Promise.race([
      lookup(url.hostname, { all: true }).catch(() => []),
      new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (answers.length === 0 || answers.some(({ address }) => forbiddenAddress(address, allowLoopback))) {
      throw badInput(NO_PUBLIC_HOST, 'url');
    }
  }
  return url.toString();
}
