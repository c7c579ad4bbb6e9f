import type { EntityManager } from '@mikro-orm/postgresql';
import * as oidc from 'openid-client';
import { DomainError } from '../../core/errors.js';
import { challenges } from '../auth/challenge-store.js';

/** The OIDC_* settings; `issuer` unset means there is no single sign-on. */
export interface OidcSettings {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  /** OIDC_REDIRECT_URL; else PUBLIC_URL + CALLBACK_PATH; else the request's own origin + CALLBACK_PATH. */
  redirectUrl?: string;
  publicUrl?: string;
  /** OIDC_AUTO_APPROVE_DOMAINS, lower-cased. */
  autoApproveDomains: readonly string[];
  /** OIDC_ADMIN_GROUP. */
  adminGroup?: string;
}

/** Who the provider says signed in, from the verified ID token (and its userinfo for what the token left out). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only `email_verified: true` counts. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The `groups` and `roles` claims together. */
  groups: string[];
}

/** What a pending sign-in remembers between the redirect to the provider and its answer. */
interface OidcChallengeData {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export const CALLBACK_PATH = '/api/auth/oidc/callback';
/** How long a person may take at the provider's pages. */
export const OIDC_CHALLENGE_TTL_MS = 10 * 60_000;
/** How long a discovery or token request may take (seconds). */
const PROVIDER_TIMEOUT_S = 10;

export const ssoNotSetUp = () => new DomainError('NOT_FOUND', 'Single sign-on is not set up');
const providerUnavailable = () =>
  new DomainError('BAD_GATEWAY', 'The identity provider cannot be reached right now. Try again later or contact an administrator.');
const refused = (message: string) => new DomainError('UNAUTHENTICATED', message);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The issuer URL, checked when the API starts: https, or http for a loopback host only (a provider
 * on the same machine, as the tests run one). Throws a configuration error otherwise.
 */
function issuerUrl(issuer: string): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER is not a URL: ${issuer}`);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url;
  throw new Error('OIDC_ISSUER must be an https URL (http only for a loopback host such as 127.0.0.1)');
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

/**
 * OpenID Connect with the authorization code flow, PKCE (S256), state and nonce, over
 * `openid-client`. The provider's metadata is discovered at the first sign-in and kept; a failed
 * discovery is tried again at the next one. ID tokens are verified against the provider's keys
 * (its JWKS, fetched again when it rotates them), besides the usual issuer, audience, expiry and
 * nonce checks.
 */
export class OidcService {
  private discovered: Promise<oidc.Configuration> | undefined;
  private readonly issuer: URL | null;

  constructor(private readonly settings: OidcSettings) {
    this.issuer = settings.issuer ? issuerUrl(settings.issuer) : null;
    if (this.issuer && !settings.clientId) throw new Error('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  }

  /** Whether single sign-on is set up (OIDC_ISSUER). */
  get enabled(): boolean {
    return this.issuer !== null;
  }

  get autoApproveDomains(): readonly string[] {
    return this.settings.autoApproveDomains;
  }

  get adminGroup(): string | null {
    return this.settings.adminGroup ?? null;
  }

  /** The provider's metadata and this client, discovered once; a failure is forgotten so the next sign-in tries again. */
  private configuration(): Promise<oidc.Configuration> {
    if (!this.issuer) return Promise.reject(ssoNotSetUp());
    const issuer = this.issuer;
    this.discovered ??= (async () => {
      const { clientId, clientSecret } = this.settings;
      const config = await oidc.discovery(issuer, clientId!, undefined, clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(), {
        timeout: PROVIDER_TIMEOUT_S,
        execute: [
          // ID tokens are verified against the provider's keys, not only trusted for arriving over TLS.
          oidc.enableNonRepudiationChecks,
          ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      });
      config.timeout = PROVIDER_TIMEOUT_S;
      return config;
    })().catch((error: unknown) => {
      this.discovered = undefined;
      console.error(`[sso] discovery of ${issuer.href} failed:`, error instanceof Error ? error.message : error);
      throw providerUnavailable();
    });
    return this.discovered;
  }

  /** Where the provider sends the browser back: OIDC_REDIRECT_URL, else PUBLIC_URL's callback, else the request's own. */
  redirectUri(requestOrigin: string): string {
    const { redirectUrl, publicUrl } = this.settings;
    if (redirectUrl) return redirectUrl;
    return `${(publicUrl ?? requestOrigin).replace(/\/+$/, '')}${CALLBACK_PATH}`;
  }

  /**
   * Begins a sign-in: a one-time challenge keeps the PKCE verifier and the nonce for
   * OIDC_CHALLENGE_TTL_MS, and its id is the `state`. Answers the provider's authorization URL.
   * NOT_FOUND (not set up), BAD_GATEWAY (the provider cannot be reached).
   */
  async begin(em: EntityManager, requestOrigin: string): Promise<{ url: string; expiresAt: Date }> {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const redirectUri = this.redirectUri(requestOrigin);
    const data: OidcChallengeData = { codeVerifier, nonce, redirectUri };
    const state = await challenges.issue(em, 'oidc', { data, ttlMs: OIDC_CHALLENGE_TTL_MS });
    // `groups` only where the provider offers it: some refuse a scope they do not know.
    const offered = config.serverMetadata().scopes_supported ?? [];
    const scope = ['openid', 'email', 'profile', ...(offered.includes('groups') ? ['groups'] : [])].join(' ');
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, expiresAt: new Date(Date.now() + OIDC_CHALLENGE_TTL_MS) };
  }

  /**
   * Finishes a sign-in with the provider's answer (the callback's query): takes the challenge its
   * `state` names (once: a replayed answer is refused), exchanges the code with the PKCE verifier,
   * verifies the ID token (signature against the provider's keys, issuer, audience, expiry, nonce)
   * and reads the claims, asking userinfo for what the ID token left out. UNAUTHENTICATED with a
   * message to show, BAD_GATEWAY (the provider cannot be reached).
   */
  async finish(em: EntityManager, query: URLSearchParams): Promise<OidcIdentity> {
    const state = query.get('state');
    const pending = state && state.length <= 64 ? await challenges.consume<OidcChallengeData>(em, 'oidc', state) : null;
    if (!pending) throw refused('This sign-in has expired or was already used. Sign in again.');
    const error = query.get('error');
    if (error) {
      const reason = (query.get('error_description') ?? error).slice(0, 200);
      throw refused(`The identity provider did not sign you in: ${reason}`);
    }
    const config = await this.configuration();
    const current = new URL(pending.data.redirectUri);
    current.search = query.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(
        config,
        current,
        { pkceCodeVerifier: pending.data.codeVerifier, expectedState: state!, expectedNonce: pending.data.nonce, idTokenExpected: true },
        { redirect_uri: pending.data.redirectUri },
      );
    } catch (cause) {
      console.error('[sso] the authorization code was not accepted:', describe(cause));
      if (isNetworkError(cause)) throw providerUnavailable();
      throw refused("The identity provider's answer could not be verified. Sign in again.");
    }
    const idToken = tokens.claims();
    if (!idToken) throw refused('The identity provider sent no ID token.');
    let claims: Record<string, unknown> = { ...idToken };
    const missing =
      claims.email === undefined || claims.email_verified === undefined || (this.adminGroup && !claims.groups && !claims.roles);
    if (missing && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      try {
        // Providers often keep profile claims for userinfo; the ID token's own claims win.
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...info, ...idToken };
      } catch (cause) {
        console.error('[sso] userinfo failed:', describe(cause));
        if (isNetworkError(cause)) throw providerUnavailable();
      }
    }
    const name = text(claims.name);
    const [first, ...rest] = name ? name.split(/\s+/) : [];
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name) ?? first ?? null,
      lastName: text(claims.family_name) ?? (rest.length ? rest.join(' ') : null),
      groups: [...strings(claims.groups), ...strings(claims.roles)],
    };
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}${'code' in error ? ` (${String(error.code)})` : ''}` : String(error);

/** A request to the provider that got no answer (refused, reset, timed out), as against an answer that was wrong. */
function isNetworkError(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || (e instanceof TypeError && e.message === 'fetch failed')) return true;
  }
  return false;
}
