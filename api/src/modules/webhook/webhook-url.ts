import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../core/errors.js';
import { forbiddenAddress } from '../../core/public-address.js';

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** How long the check at registration waits for DNS before accepting the name as it is. */
const LOOKUP_TIMEOUT_MS = 3000;

/**
 * The rules every endpoint URL obeys, checked without the network: https (http too when
 * ALLOW_LOOPBACK_URLS, for test receivers), at most 2,000 characters, no credentials, the scheme's
 * own port (443, or 80 for http), and an address written in the URL must be public (loopback when
 * allowed) — the safe fetcher's rules. BAD_USER_INPUT naming `url`.
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
  const host = url.hostname;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(literal)) {
    const why = forbiddenAddress(literal, allowLoopback);
    if (why) throw badInput(`url: the address ${why}; only public addresses can receive webhooks`, 'url');
  } else if (!allowLoopback && isLocalhost(host)) {
    throw badInput('url: the address is loopback; only public addresses can receive webhooks', 'url');
  }
  // Any other port would make deliveries a probe of which ports answer TLS where (the delivery log
  // tells). URL leaves `port` empty for the scheme's default. Test receivers on loopback keep theirs.
  const loopback = allowLoopback && (isLocalhost(host) || (ipaddr.isValid(literal) && ipaddr.process(literal).range() === 'loopback'));
  if (url.port !== '' && !loopback) throw badInput(`url must use the default port (${url.protocol === 'https:' ? 443 : 80})`, 'url');
  return url;
}

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * checkWebhookUrl, then the name's current DNS answers must all be public: a name pointing into
 * the server's own network is refused at registration. A name that does not resolve (yet) is
 * accepted; every delivery checks the address it connects to anyway (webhook-post.ts), so a name
 * changed later cannot reach a private address either. The refusal never names the address.
 */
export async function validateWebhookUrl(raw: unknown, allowLoopback: boolean): Promise<string> {
  const url = checkWebhookUrl(raw, allowLoopback);
  const host = url.hostname;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(literal)) {
    let timer: NodeJS.Timeout | undefined;
    const answers = await Promise.race([
      lookup(host, { all: true }).catch(() => []),
      new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    for (const { address } of answers) {
      const why = forbiddenAddress(address, allowLoopback);
      if (why) throw badInput(`url: the address of this host ${why}; only public addresses can receive webhooks`, 'url');
    }
  }
  return url.toString();
}
