import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { forbiddenAddress } from '../news/safe-fetch.js';
import { checkWebhookUrl } from './webhook-url.js';

/** The longest a delivery attempt may take, connection to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer (and discarded): integrators' bodies are not stored. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** How an attempt ended: the HTTP status, or why there was none. */
export type PostOutcome = { status: number; error: null } | { status: null; error: string };

/**
 * The safe fetcher's DNS guard (news/safe-fetch.ts) for POSTs: the socket's own lookup refuses
 * non-public answers, so the address checked is the one connected to (no DNS rebinding).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      for (const a of addresses) {
        const why = forbiddenAddress(a.address, allowLoopback);
        if (why) return callback(Object.assign(new Error(why), { code: 'EFORBIDDEN' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

const agents = new Map<string, http.Agent>();
/** Keep-alive agents per guard setting, so repeated deliveries to one receiver reuse connections. */
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 50, lookup: guardedLookup(allowLoopback) };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * POSTs `body` with the safe fetcher's rules: the endpoint URL rules, public addresses only
 * (checked on the socket used), WEBHOOK_TIMEOUT_MS at most, redirects NOT followed (a 3xx is a
 * failed attempt). Never throws: the outcome says what happened, without naming addresses.
 */
export async function postWebhook(
  raw: string,
  body: string,
  headers: Record<string, string>,
  allowLoopback: boolean,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  let url: URL;
  try {
    url = checkWebhookUrl(raw, allowLoopback);
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
  const host = url.hostname;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const why = ipaddr.isValid(literal) ? forbiddenAddress(literal, allowLoopback) : null;
  if (why) return { status: null, error: `The address ${why}; only public addresses can receive webhooks` };
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<PostOutcome>((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: agentFor(url.protocol, allowLoopback),
        lookup: guardedLookup(allowLoopback),
        signal,
        headers: {
          ...headers,
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Counterparty-Webhooks/1.0',
        },
      },
      (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, error: null });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EFORBIDDEN')
        resolve({ status: null, error: `The address ${error.message}; only public addresses can receive webhooks` });
      else if (signal.aborted || error.name === 'AbortError') resolve({ status: null, error: `No answer within ${timeoutMs / 1000} s` });
      // The code alone: a socket error's message can carry the address it tried.
      else resolve({ status: null, error: `Could not be reached${error.code ? ` (${error.code})` : ''}` });
    });
    req.end(body);
  });
}
