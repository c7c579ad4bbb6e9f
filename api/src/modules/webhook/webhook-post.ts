import http from 'node:http';
import https from 'node:https';
import { literalHostProblem, NO_PUBLIC_ADDRESS, publicOnlyLookup } from '../../core/public-address.js';
import { checkWebhookUrl, NO_PUBLIC_HOST } from './webhook-url.js';

/** The longest a delivery attempt may take, connection to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer (and discarded): integrators' bodies are not stored. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** How an attempt ended: the HTTP status, or why there was none. */
export type PostOutcome = { status: number; error: null } | { status: null; error: string };

const agents = new Map<string, http.Agent>();
/** Keep-alive agents per guard setting, so repeated deliveries to one receiver reuse connections. */
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 50, lookup: publicOnlyLookup(allowLoopback, true) };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * POSTs `body` under the outbound rules (core/public-address.ts): the endpoint URL rules, public addresses only
 * (checked on the socket used), WEBHOOK_TIMEOUT_MS at most, redirects NOT followed (a 3xx is a
 * failed attempt). Never throws: the outcome says what happened, without naming addresses or where
 * a name points (one that resolves privately or not at all fails with NO_PUBLIC_HOST).
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
  const why = literalHostProblem(url, allowLoopback);
  if (why) return { status: null, error: `The address ${why}; only public addresses can receive webhooks` };
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<PostOutcome>((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: agentFor(url.protocol, allowLoopback),
        lookup: publicOnlyLookup(allowLoopback, true),
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
      // The registration's message, whether the name resolved privately or not at all: the delivery
      // log must not map the network either.
      if (error.code === NO_PUBLIC_ADDRESS) resolve({ status: null, error: NO_PUBLIC_HOST });
      else if (signal.aborted || error.name === 'AbortError') resolve({ status: null, error: `No answer within ${timeoutMs / 1000} s` });
      // The code alone: a socket error's message can carry the address it tried.
      else resolve({ status: null, error: `Could not be reached${error.code ? ` (${error.code})` : ''}` });
    });
    req.end(body);
  });
}
