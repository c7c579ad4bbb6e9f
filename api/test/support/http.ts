import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import { TEST_ADMIN, waitFor } from './processes.js';

export const apiUrl = () => inject('apiUrl');

export interface RestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is instead of `body` (malformed JSON and the like). */
  raw?: string;
  /** Sent besides the usual ones, and over them (e.g. `x-forwarded-for` behind a trusted proxy). */
  headers?: Record<string, string>;
}

export interface RestResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** The body as received, for binary answers (PDFs). */
  bytes: Buffer;
  body: T;
}

export interface GqlResponse<T = any> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; [key: string]: unknown } }[];
}

export const errorCode = (res: GqlResponse) => res.errors?.[0]?.extensions?.code;

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * The helpers below, speaking to the API at `baseUrl()`. Files that start an API of their own (own
 * database or env) make one; `baseUrl` is read on each call, so the client can exist before the API does.
 */
export function apiClient(baseUrl: () => string) {
  /** Calls the REST shim the way the spec's client does (JSON in, JSON or text out). */
  async function rest<T = any>(method: string, path: string, options: RestOptions = {}): Promise<RestResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl()}/api${path}`, { method, headers: { ...headers, ...options.headers }, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // error bodies are plain text
    }
    return { status: res.status, headers: res.headers, text, bytes, body: parsed as T };
  }

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as GqlResponse<T>;
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await rest('POST', '/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body.token as string;
  }

  let adminToken: Promise<string> | undefined;
  const asAdmin = () => (adminToken ??= login(TEST_ADMIN.email, TEST_ADMIN.password));

  /** An approved account with a signed-in token, made through the admin API (factory with overrides). */
  async function buildUser(overrides: { role?: 'admin' | 'analyst'; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
    const email = uniqueEmail(overrides.role ?? 'analyst');
    const password = 'password-123';
    const created = await rest('POST', '/admin/users', {
      token: await asAdmin(),
      body: {
        email,
        password,
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName ?? 'User',
        role: overrides.role ?? 'analyst',
      },
    });
    if (created.status !== 201) throw new Error(`create user failed: ${created.status} ${created.text}`);
    return { id: created.body.id, email, password, token: await login(email, password) };
  }

  /**
   * A four-eyes review as a reviewer gives it: opens the assessment (GET, as the page does), then
   * records the decision for the revision it showed.
   */
  async function review<T = any>(id: string, options: RestOptions & { body: Record<string, unknown> }): Promise<RestResponse<T>> {
    const seen = await rest('GET', `/assessments/${id}`, { token: options.token });
    const revision = seen.status === 200 ? seen.body.revision : 1;
    return rest<T>('POST', `/assessments/${id}/review`, { ...options, body: { revision, ...options.body } });
  }

  /**
   * Imports a watchlist as an admin does (POST /api/admin/watchlists, FtM lines by default) and
   * waits until the worker `log` belongs to has finished it; answers the list as GET lists it.
   */
  async function importList(
    token: string,
    name: string,
    content: string,
    { extra = {}, log = () => '' }: { extra?: Record<string, unknown>; log?: () => string } = {},
  ): Promise<any> {
    const res = await rest('POST', '/admin/watchlists', { token, body: { name, format: 'ftm', content, ...extra } });
    expect(res.status, res.text).toBe(202);
    let list: any;
    await waitFor(
      async () => {
        list = (await rest('GET', '/admin/watchlists', { token })).body.find((l: any) => l.name === name);
        return list !== undefined && list.status !== 'importing';
      },
      60_000,
      () => `import of ${name} did not end: ${JSON.stringify(list)}\n${log()}`,
    );
    return list;
  }

  return { rest, gql, login, asAdmin, buildUser, review, importList };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The client of the run's shared API. */
export const { rest, gql, login, asAdmin, buildUser, review, importList } = apiClient(apiUrl);
