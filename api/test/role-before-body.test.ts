import http, { type IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvOf, validRows } from './support/csv.js';
import { apiUrl, asAdmin, buildUser, rest, type TestUser } from './support/http.js';

/**
 * Issue 25, item 3: who may call an endpoint is decided before a byte of a large body is read or
 * inflated. Each request below sends the start of its body and holds the rest back until the API
 * answers (or HOLD_MS pass): an API that read the body first could only answer once the rest came,
 * and the rest is gzip that does not inflate, so reading it would end in a 400, not a 401/403. A
 * refused body of up to 1 MB is then drained unread (the connection kept); a larger one is not
 * drained: the answer says `Connection: close`.
 */

/** How long a request holds the rest of its body back, waiting for an answer: far longer than deciding takes. */
const HOLD_MS = 10_000;
const FORBIDDEN = "You don't have permission to access the admin panel";
const NIL = '00000000-0000-4000-8000-000000000000';

interface HeldAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The API answered while the client still held the rest of the body back. */
  beforeBodyEnd: boolean;
}

/**
 * Sends `head`, then waits for an answer until HOLD_MS pass before sending `tail` (Content-Length
 * announces both). The connection is the request's own, asking to be kept; the client ignores a
 * reset once answered.
 */
function sendHoldingTail(method: string, path: string, headers: Record<string, string>, head: Buffer, tail: Buffer): Promise<HeldAnswer> {
  const url = new URL(`${apiUrl()}${path}`);
  return new Promise((resolve, reject) => {
    let tailSent = false;
    let answered = false;
    const agent = new http.Agent({ keepAlive: true });
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method,
      agent,
      headers: { ...headers, 'content-length': String(head.length + tail.length) },
    });
    const hold = setTimeout(() => {
      tailSent = true;
      req.end(tail);
    }, HOLD_MS);
    req.on('response', (res) => {
      answered = true;
      const beforeBodyEnd = !tailSent;
      clearTimeout(hold);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), beforeBodyEnd });
        agent.destroy();
      });
    });
    req.on('error', (error) => {
      clearTimeout(hold);
      agent.destroy();
      if (!answered) reject(error);
    });
    req.write(head);
  });
}

/**
 * The first KB of a gzip body that would inflate to `megabytes` of list text, and `tailBytes` (64
 * KB unless said) that are not gzip at all.
 */
function gzipBomb(megabytes: number, tailBytes = 64 * 1024): { head: Buffer; tail: Buffer } {
  const body = `{"name":"Bomb","format":"ftm","content":"${'a'.repeat(megabytes * 1024 * 1024)}"}`;
  return { head: gzipSync(body).subarray(0, 1024), tail: Buffer.alloc(tailBytes, 0xff) };
}

const gzipJson = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'content-encoding': 'gzip',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Every admin route that takes a body, as the router declares it (`:params` sent as the NIL uuid). */
const ADMIN_BODY_ROUTES = [
  'POST /admin/watchlists',
  'POST /admin/rules',
  'PATCH /admin/rules/:id',
  'POST /admin/rule-proposals/:id/reject',
  'POST /admin/ai-prompts',
  'PATCH /admin/ai-prompts/:id',
  'PUT /admin/scorecard',
  'POST /admin/scorecard/replay',
  'POST /admin/users',
  'PATCH /admin/users/:userId/role',
  'POST /admin/account-proposals/:id/reject',
  'POST /admin/webhooks',
  'PATCH /admin/webhooks/:id',
];

let analyst: TestUser;
beforeAll(async () => {
  analyst = await buildUser();
});

describe('REST: the route’s access before its body', () => {
  it('answers an analyst’s gzip body to POST /api/admin/watchlists 403 before reading it', async () => {
    const { head, tail } = gzipBomb(16);
    const answer = await sendHoldingTail('POST', '/api/admin/watchlists', gzipJson(analyst.token), head, tail);
    expect(answer).toMatchObject({ status: 403, text: FORBIDDEN, beforeBodyEnd: true });
    // 65 KB in all: dropped unread as it comes, and the connection kept.
    expect(answer.headers.connection).toBe('keep-alive');
  });

  it('closes the connection rather than drain a refused body over 1 MB', async () => {
    const { head, tail } = gzipBomb(16, 8 * 1024 * 1024);
    const answer = await sendHoldingTail('POST', '/api/admin/watchlists', gzipJson(analyst.token), head, tail);
    expect(answer).toMatchObject({ status: 403, text: FORBIDDEN, beforeBodyEnd: true });
    expect(answer.headers.connection).toBe('close');
  });

  it('refuses an analyst on every admin route that takes a body the same way', async () => {
    const { head, tail } = gzipBomb(1);
    const answers = await Promise.all(
      ADMIN_BODY_ROUTES.map(async (key) => {
        const [method, path] = key.split(' ') as [string, string];
        const answer = await sendHoldingTail(method, `/api${path.replace(/:\w+/g, NIL)}`, gzipJson(analyst.token), head, tail);
        return [key, answer.status, answer.beforeBodyEnd];
      }),
    );
    expect(answers).toEqual(ADMIN_BODY_ROUTES.map((key) => [key, 403, true]));
  });

  it('answers a caller without a token 401 before reading, on admin and signed-in routes alike', async () => {
    const { head, tail } = gzipBomb(1);
    for (const path of ['/api/admin/watchlists', '/api/batch/upload', '/api/assessments']) {
      const answer = await sendHoldingTail('POST', path, gzipJson(), head, tail);
      expect([answer.status, answer.text, answer.beforeBodyEnd], path).toEqual([401, 'Unauthorized', true]);
    }
  });

  it('still reads, inflates and takes an admin’s compressed list', async () => {
    const admin = await asAdmin();
    const name = `Role before body ${Date.now()}`;
    const content = JSON.stringify({ id: 'rbb-1', schema: 'Company', properties: { name: ['Quillon Varnstedt Holdings'] } });
    const res = await fetch(`${apiUrl()}/api/admin/watchlists`, {
      method: 'POST',
      headers: gzipJson(admin),
      body: gzipSync(JSON.stringify({ name, format: 'ftm', content })),
    });
    const text = await res.text();
    expect(res.status, text).toBe(202);
    const { watchlistId } = JSON.parse(text) as { watchlistId: string };
    expect((await rest('DELETE', `/admin/watchlists/${watchlistId}`, { token: admin })).status).toBe(204);
  });

  it('answers an analyst’s corrupt gzip on a route open to analysts as unreadable (the body is read there)', async () => {
    const { head, tail } = gzipBomb(1);
    const res = await fetch(`${apiUrl()}/api/batch/upload`, {
      method: 'POST',
      headers: gzipJson(analyst.token),
      body: Buffer.concat([head, tail]),
    });
    expect([res.status, await res.text()]).toEqual([400, 'Request body could not be read (bad Content-Encoding?)']);
  });
});

describe('GraphQL multipart: the operation’s access before its files', () => {
  const boundary = 'role-before-body';
  /** A multipart request for `query` with one file (variable `file`), split where the file's content starts. */
  function multipart(query: string, variables: Record<string, unknown>, file: Buffer): { head: Buffer; tail: Buffer } {
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      part('operations', JSON.stringify({ query, variables: { ...variables, file: null } })) +
        part('map', JSON.stringify({ 0: ['variables.file'] })) +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    return { head, tail: Buffer.concat([file, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
  }
  const headers = (token: string) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'apollo-require-preflight': 'true',
    authorization: `Bearer ${token}`,
  });

  it('refuses an analyst’s importWatchlistFile FORBIDDEN before the file is read, and closes the connection', async () => {
    const { head, tail } = multipart(
      'mutation ($name: String!, $file: Upload!) { importWatchlistFile(name: $name, format: FTM, file: $file) { watchlistId } }',
      { name: 'Analyst upload' },
      Buffer.alloc(8 * 1024 * 1024, 'a'),
    );
    const answer = await sendHoldingTail('POST', '/graphql', headers(analyst.token), head, tail);
    expect(answer.beforeBodyEnd).toBe(true);
    expect([answer.status, JSON.parse(answer.text)]).toEqual([
      403,
      { errors: [{ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } }] },
    ]);
    expect(answer.headers.connection).toBe('close');
  });

  it('still takes an analyst’s batch file', async () => {
    const { head, tail } = multipart(
      'mutation ($file: Upload!) { uploadBatchFile(file: $file) { totalRows } }',
      {},
      Buffer.from(csvOf(validRows('Role before body', 2))),
    );
    const res = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers: headers(analyst.token), body: Buffer.concat([head, tail]) });
    expect(await res.json()).toEqual({ data: { uploadBatchFile: { totalRows: 2 } } });
  });
});
