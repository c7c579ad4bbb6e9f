import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of everything the API serves, the built client included. The client
 * is one bundled module script from /assets (no inline script, no eval), so scripts stay strict.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Chakra UI styles through emotion, which injects <style> tags at run time (and components set
  // style attributes); emotion has no build-time extraction and a nonce would need a server-rendered
  // page per request. Inline styles cannot run code, so this is the accepted trade-off.
  "style-src 'self' 'unsafe-inline'",
  // Profile images may live on any https host; avatars and icons may be data: URLs.
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Where Apollo's landing page is served (development and test; see graphql/protection.ts) it is at
 * GET /graphql, loads Apollo's CDN and sets its own nonce-based policy in a meta tag; the app's
 * policy would blank it. Everything else /graphql answers is JSON, which a CSP does not apply to.
 */
const LANDING_PAGE_PATHS = new Set(['/graphql', '/graphql/']);

/**
 * Security headers on every response. HSTS only on requests that came over TLS: `req.secure`
 * follows the app's trust-proxy setting (TRUST_PROXY), so behind a TLS-terminating proxy it
 * reads X-Forwarded-Proto, and plain-http development is never pinned to https. `landingPage`:
 * whether GET /graphql serves Apollo's landing page, the one path then left its own policy.
 */
export function securityHeaders({ landingPage }: { landingPage: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!(landingPage && LANDING_PAGE_PATHS.has(req.path))) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
