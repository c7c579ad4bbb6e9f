import ipaddr from 'ipaddr.js';

/** What a budget key keeps of text that is no address (a misconfigured proxy's header, say). */
const MAX_KEY_TEXT = 64;

/**
 * The part of a client address that sign-in and sign-up budgets count on: an IPv4 address itself
 * (IPv4-mapped IPv6 as that IPv4), an IPv6 address its /64 — one subscriber's network, in which a
 * client may use any of 2^64 addresses, so a budget per IPv6 address would be no budget at all.
 */
export function budgetAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, MAX_KEY_TEXT);
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const [a, b, c, d] = (ip as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}
