import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/** A person known to the test provider: signs in with their login (any password) and has these claims. */
export interface ProviderPerson {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export const PROVIDER_CLIENT = { clientId: 'counterparty-test', clientSecret: 'counterparty-test-secret-0123456789' };

export interface TestOidcProvider {
  /** The issuer URL (http://127.0.0.1:<port>), for OIDC_ISSUER: known before the provider is configured. */
  issuer: string;
  /**
   * Starts answering as an OpenID provider with one client (PROVIDER_CLIENT, client_secret_basic,
   * PKCE required) whose redirect URI is `redirectUri`. Until then the server answers 503, as a
   * provider that is down would.
   */
  configure(redirectUri: string): void;
  /** Adds (or replaces) a person: `login` is what they type on the provider's sign-in page, and their `sub`. */
  addPerson(login: string, person: ProviderPerson): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider`) on a free port of 127.0.0.1, with its
 * built-in development pages for sign-in (any password) and consent. Its issuer is known at once,
 * so an API can be started with it before the provider learns the API's redirect URI.
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const people = new Map<string, ProviderPerson>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end('provider not started');
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    configure(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: PROVIDER_CLIENT.clientId,
            client_secret: PROVIDER_CLIENT.clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        pkce: { required: () => true },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name'],
          groups: ['groups'],
        },
        findAccount: (_ctx: unknown, id: string) => {
          const person = people.get(id);
          if (!person) return undefined;
          const { given_name, family_name } = person;
          return {
            accountId: id,
            claims: () => ({
              sub: id,
              ...person,
              ...(given_name ? { name: [given_name, family_name].filter(Boolean).join(' ') } : {}),
            }),
          };
        },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['test-provider-cookie-key-0123456789'] },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      });
      // The provider logs its errors as events; the tests read the outcome at the API instead.
      provider.on('server_error', (_ctx, error) => console.error('[oidc-provider]', error));
      handler = provider.callback();
    },
    addPerson(login, person) {
      people.set(login, person);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A cookie jar for one origin, as a browser would keep the provider's session cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** What a sign-in through the provider ended with at the API. */
export interface ProviderSignIn {
  /** The API's callback URL the provider sent the browser to (code, state, iss): replaying it must fail. */
  callbackUrl: string;
  /** Where the API sent the browser last: /signin/sso#token=… or /signin?ssoError=…. */
  landing: URL;
  /** The session token in the landing's fragment, if any. */
  token: string | null;
  /** The ssoError message, if any. */
  error: string | null;
}

const FORM_ACTION = /<form[^>]*action="([^"]+)"/;
const PROMPT = /name="prompt" value="([^"]+)"/;

/**
 * Signs `login` in as a browser would, with fetch: the API's /api/auth/oidc/start, the provider's
 * redirects, its sign-in form (any password) and its consent form, then the API's callback.
 */
export async function signInThroughProvider(apiUrl: string, login: string): Promise<ProviderSignIn> {
  const jar = new CookieJar();
  let url = new URL('/api/auth/oidc/start', apiUrl);
  let callbackUrl = '';
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (url.pathname === '/api/auth/oidc/callback') callbackUrl = url.href;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === new URL(apiUrl).origin && !next.pathname.startsWith('/api/')) return landingOf(callbackUrl, next);
      url = next;
      continue;
    }
    const html = await res.text();
    const action = FORM_ACTION.exec(html)?.[1];
    const prompt = PROMPT.exec(html)?.[1];
    if (!res.ok || !action || !prompt) throw new Error(`unexpected answer from ${url.href} (${res.status}): ${html.slice(0, 500)}`);
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
    const submitted = await fetch(new URL(action.replaceAll('&amp;', '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    jar.store(submitted);
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`the provider's ${prompt} form answered ${submitted.status}: ${(await submitted.text()).slice(0, 500)}`);
    url = new URL(after, url);
  }
  throw new Error('too many redirects');
}

/** Follows the API's callback URL again (a replay), with no provider cookies. */
export async function replayCallback(callbackUrl: string): Promise<ProviderSignIn> {
  const res = await fetch(callbackUrl, { redirect: 'manual' });
  return landingOf(callbackUrl, new URL(res.headers.get('location') ?? '', callbackUrl));
}

function landingOf(callbackUrl: string, landing: URL): ProviderSignIn {
  const fragment = new URLSearchParams(landing.hash.slice(1));
  return { callbackUrl, landing, token: fragment.get('token'), error: landing.searchParams.get('ssoError') };
}
