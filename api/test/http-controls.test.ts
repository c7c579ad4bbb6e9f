import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { csvOf, validRows } from './support/csv.js';
import { apiClient, apiUrl, asAdmin, buildUser, gql, rest, uniqueEmail, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import { startProcess } from './support/processes.js';

/**
 * Issue 16, "Controls that hold": body limits chosen by caller before a body is read, large bodies
 * parsed off the event loop, the global-unicast URL rule and webhook ports, no GraphQL landing page
 * and no suggestions in production, look-alike emails, the JWT secret's length and IPv6 budgets per
 * /64. Most run against the run's shared API (test mode); the production-only ones against one
 * production API of their own.
 */

/** 8 MB of JSON structure: an array of 4 million zeros, the shape no route takes. */
const EIGHT_MB_ARRAY = `[${'0,'.repeat(4 * 1024 * 1024 - 1)}0]`;
const ANONYMOUS_LIMIT = 'Request body is larger than 64 KB; sign in to send more';

const postRaw = async (path: string, body: string, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${apiUrl()}${path}`, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
};

/** POSTs `megabytes` of a JSON array in chunks, without Content-Length (chunked transfer encoding). */
function postChunked(path: string, megabytes: number): Promise<{ status: number; text: string }> {
  const url = new URL(`${apiUrl()}${path}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    const chunk = '0,'.repeat(32 * 1024);
    req.write('[');
    for (let sent = 0; sent < megabytes * 1024 * 1024; sent += chunk.length) req.write(chunk);
    req.end('0]');
  });
}

let analyst: TestUser;
beforeAll(async () => {
  analyst = await buildUser();
});

describe('request bodies: the caller first, then the limit', () => {
  // Routes for signed-in users (the large-body ones among them) refuse such a caller 401 before
  // reading a byte (role-before-body.test.ts): the limit matters on public routes.
  it('refuses an anonymous 8 MB body with 413 naming the 64 KB limit on REST, without stalling the API', async () => {
    expect(await postRaw('/api/auth/login', EIGHT_MB_ARRAY)).toEqual({ status: 413, text: ANONYMOUS_LIMIT });
  });

  it('refuses an anonymous chunked body without Content-Length at the 64 KB limit too', async () => {
    expect(await postChunked('/api/auth/login', 8)).toEqual({ status: 413, text: ANONYMOUS_LIMIT });
    const graphql = await postChunked('/graphql', 2);
    expect(graphql.status).toBe(400);
    expect(JSON.parse(graphql.text).errors[0]).toEqual({ message: ANONYMOUS_LIMIT, extensions: { code: 'QUERY_TOO_LARGE' } });
  });

  it('parses a signed-in 8 MB body off the event loop and refuses structure no route takes', async () => {
    const admin = await asAdmin();
    const tooMuchStructure = /^Request body has more than 10,000 JSON tokens/;
    for (const [path, token] of [
      ['/api/batch/upload', analyst.token],
      ['/api/admin/watchlists', admin],
    ] as const) {
      const result = await postRaw(path, EIGHT_MB_ARRAY, token);
      expect(result.status, path).toBe(413);
      expect(result.text, path).toMatch(tooMuchStructure);
    }
    const result = await postRaw('/graphql', `{"query":"{ me { id } }","variables":{"x":${EIGHT_MB_ARRAY}}}`, analyst.token);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.text).errors[0].extensions.code).toBe('QUERY_TOO_LARGE');
    expect(JSON.parse(result.text).errors[0].message).toMatch(tooMuchStructure);
  });

  it('answers a body whose own "__proto__" key would swap the input class with a 400, not a 500', async () => {
    for (const body of ['{"__proto__":null}', '{"__proto__":{"role":"admin"},"companyName":"Proto"}']) {
      const res = await postRaw('/api/assessments', body, analyst.token);
      expect(res.status, body).toBe(400);
    }
  });

  it('still takes large text bodies from signed-in users, with the text guard applied on the worker thread', async () => {
    const csv = csvOf(validRows('Controls', 8_000));
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const upload = await rest('POST', '/batch/upload', { token: analyst.token, body: { csvContent: csv, fileName: 'controls.csv' } });
    expect([upload.status, upload.body.totalRows]).toEqual([202, 8_000]);
    const nul = await rest('POST', '/batch/upload', {
      token: analyst.token,
      body: { csvContent: `${'x'.repeat(2 * 1024 * 1024)}\u0000`, fileName: 'nul.csv' },
    });
    expect([nul.status, nul.text]).toEqual([400, 'csvContent must not contain NUL characters']);
  });
});

describe('URLs the server fetches or posts to', () => {
  it('refuses IPv4-compatible IPv6 literals as the IPv4 address they carry', async () => {
    for (const [url, why] of [
      ['https://[::127.0.0.1]/', 'is loopback'],
      ['https://[::169.254.169.254]/latest/meta-data', 'is link-local (e.g. cloud metadata)'],
      ['https://[2001:db8::1]/', 'is reserved (documentation or future use)'],
    ]) {
      const res = await rest('POST', '/assessments/summarize-news', { token: analyst.token, body: { url } });
      expect([res.status, res.text], url).toEqual([400, `The address of this URL ${why}; only public addresses can be fetched`]);
    }
  });

  it('gives one refusal for every host name without a public address, unknown and internal alike', async () => {
    const message = 'The host of this URL has no public address; only public addresses can be fetched';
    for (const url of ['http://localhost:9/', 'http://no-such-host.invalid/article']) {
      const res = await rest('POST', '/assessments/summarize-news', { token: analyst.token, body: { url } });
      expect([res.status, res.text], url).toEqual([400, message]);
    }
  });

  it('takes webhook URLs on the scheme’s own port only, and refuses IPv4-compatible loopback', async () => {
    const admin = await asAdmin();
    const create = (url: string) => rest('POST', '/admin/webhooks', { token: admin, body: { url, events: ['alert.created'] } });
    for (const url of ['https://hooks.example.com:8443/x', 'https://hooks.example.com:22/x']) {
      expect(await create(url).then((r) => [r.status, r.text])).toEqual([400, 'url must use the default port (443)']);
    }
    const compatible = await create('https://[::127.0.0.1]/hook');
    expect([compatible.status, compatible.text]).toEqual([400, 'url: the address is loopback; only public addresses can receive webhooks']);
  });
});

describe('look-alike emails', () => {
  const lookAlike = () => uniqueEmail('bаrs-admin'); // the "а" is Cyrillic
  const message = 'Email must not mix Latin letters with letters of another script';

  it('refuses them at registration and admin creation, naming email', async () => {
    const account = { password: 'password-123', firstName: 'Look', lastName: 'Alike' };
    const registered = await rest('POST', '/auth/register', { body: { ...account, email: lookAlike() } });
    expect([registered.status, registered.text]).toEqual([400, message]);
    const created = await rest('POST', '/admin/users', { token: await asAdmin(), body: { ...account, email: lookAlike() } });
    expect([created.status, created.text]).toEqual([400, message]);
    // Wholly Cyrillic, reading "pay".
    const viaGraphql = await gql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { ...account, email: 'рау@example.com' },
    });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'Email must not be written in letters that look like Latin ones',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
  });
});

describe('the landing page where it is served', () => {
  it('keeps Apollo’s landing page with its own policy outside production', async () => {
    const res = await fetch(`${apiUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('in production', () => {
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;
  const production = apiClient(() => api.url);
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    database = await createTestDatabase('controls');
    api = await startApiInProcess(database.url, {
      NODE_ENV: 'production',
      TRUST_PROXY: 'loopback',
      REGISTER_MAX_PER_IP: '2',
      LOGIN_MAX_FAILURES_PER_IP: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('serves no landing page at GET /graphql, and the strict policy there', async () => {
    const res = await fetch(`${api.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect(await res.text()).not.toMatch(/<script/i);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('cuts every "Did you mean …" suggestion, enum values included', async () => {
    const token = await production.asAdmin();
    const answers = await Promise.all([
      production.gql('{ assessments(status: APPROVD) { nextCursor } }', {}, token),
      production.gql('query ($s: AssessmentStatus) { assessments(status: $s) { nextCursor } }', { s: 'APPROVD' }, token),
      production.gql('{ assessmnts { nextCursor } }', {}, token),
    ]);
    for (const answer of answers) {
      expect(answer.errors?.length).toBeGreaterThan(0);
      for (const error of answer.errors!) expect(error.message).not.toMatch(/Did you mean/);
    }
    expect(answers[0].errors![0].message).toBe('Value "APPROVD" does not exist in "AssessmentStatus" enum.');
  });

  it('counts sign-ups and failed sign-ins of IPv6 clients per /64', async () => {
    const register = (ip: string) =>
      production.rest('POST', '/auth/register', {
        body: { email: uniqueEmail('v6'), password: 'password-123', firstName: 'Six' },
        headers: from(ip),
      });
    expect((await register('2001:db8:16:1::1')).status).toBe(201);
    expect((await register('2001:db8:16:1::2')).status).toBe(201);
    expect((await register('2001:db8:16:1:ffff::3')).status).toBe(429);
    expect((await register('2001:db8:16:2::1')).status).toBe(201);

    const login = (ip: string) =>
      production.rest('POST', '/auth/login', { body: { email: uniqueEmail('nobody'), password: 'wrong-123' }, headers: from(ip) });
    for (const ip of ['2001:db8:16:3::1', '2001:db8:16:3::2', '2001:db8:16:3::3']) expect((await login(ip)).status).toBe(401);
    expect((await login('2001:db8:16:3::4')).status).toBe(429);
    expect((await login('2001:db8:16:4::1')).status).toBe(401);
  });

  it.each(['api/src/main.ts', 'worker/src/main.ts'])(
    '%s refuses to start with a JWT_SECRET shorter than 32 bytes, naming the variable',
    async (entry) => {
      const child = startProcess(entry, { NODE_ENV: 'production', JWT_SECRET: 'too-short-a-secret', DATABASE_URL: database.url });
      try {
        const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
        expect(code).toBe(1);
        expect(child.output()).toContain('Configuration error: JWT_SECRET must be at least 32 bytes when NODE_ENV=production (got 18)');
      } finally {
        // A process that started anyway must not outlive the test.
        await child.kill();
      }
    },
  );
});
