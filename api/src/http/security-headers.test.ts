import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A bare app with the middleware, the way createApp mounts it. */
async function serve(trustProxy: boolean | string, landingPage = true): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ landingPage }));
  app.get('/{*path}', (_req, res) => res.send('<!doctype html><title>ok</title>'));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('securityHeaders', () => {
  it('sets the strict CSP and the other headers on every response', async () => {
    const res = await fetch(`${await serve(false)}/assessment/new`);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows no inline or foreign script and frames nowhere', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it("leaves Apollo's landing page at /graphql its own policy", async () => {
    const base = await serve(false);
    expect((await fetch(`${base}/graphql`)).headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${base}/graphql`)).headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${base}/graphqlx`)).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('keeps the strict policy on /graphql where no landing page is served (production)', async () => {
    const base = await serve(false, false);
    expect((await fetch(`${base}/graphql`)).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('sends HSTS only over TLS: never on plain http, nor for a forged header without a trusted proxy', async () => {
    const base = await serve(false);
    expect((await fetch(base)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(base, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const base = await serve(true);
    expect((await fetch(base, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect((await fetch(base, { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });
});
