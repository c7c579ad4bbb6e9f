import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { TEST_ADMIN } from './processes.js';

export const apiUrl = () => inject('apiUrl');

export interface RestResponse<T = any> {
  status: number;
  text: string;
  body: T;
}

/** Calls the REST shim the way the spec's client does (JSON in, JSON or text out). */
export async function rest<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl()}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // error bodies are plain text
  }
  return { status: res.status, text, body: parsed as T };
}

export interface GqlResponse<T = any> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as GqlResponse<T>;
}

export const errorCode = (res: GqlResponse) => res.errors?.[0]?.extensions?.code;

export async function login(email: string, password: string): Promise<string> {
  const res = await rest('POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

let adminToken: Promise<string> | undefined;
export const asAdmin = () => (adminToken ??= login(TEST_ADMIN.email, TEST_ADMIN.password));

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** An approved account with a signed-in token, made through the admin API (factory with overrides). */
export async function buildUser(overrides: { role?: 'admin' | 'analyst'; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
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
