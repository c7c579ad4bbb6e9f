import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';

/** The repository root, so the data folder and the built client are found from any cwd. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Parser<T> = (raw: string, name: string) => T;

const str: Parser<string> = (raw) => raw;
const int =
  (min: number, max: number): Parser<number> =>
  (raw, name) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    }
    return n;
  };
const bool: Parser<boolean> = (raw, name) => {
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
};
const oneOf =
  <T extends string>(...values: T[]): Parser<T> =>
  (raw, name) => {
    if (!values.includes(raw as T)) throw new Error(`${name} must be one of ${values.join(', ')} (got "${raw}")`);
    return raw as T;
  };

/** A percentage above 0 and at most 100 (decimals allowed). */
const percent: Parser<number> = (raw, name) => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 100) {
    throw new Error(`${name} must be a number above 0 and at most 100 (got "${raw}")`);
  }
  return n;
};

/** A comma-separated list, trimmed, blanks dropped. */
const list: Parser<string[]> = (raw) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Express's "trust proxy" value: false, a hop count, or named proxies; never `true`. */
const trustProxy: Parser<false | number | string[]> = (raw, name) => {
  if (/^(0|false|no)$/i.test(raw)) return false;
  if (/^[0-9]{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !PROXY_NAMES.has(e) && !isAddressOrSubnet(e));
  if (entries.length === 0 || bad !== undefined) {
    throw new Error(
      `${name} must be false, a hop count or a list of proxy addresses/subnets (got "${bad ?? raw}"); trusting every proxy would let any client choose its address`,
    );
  }
  return entries;
};

function isAddressOrSubnet(value: string): boolean {
  if (ipaddr.isValid(value)) return true;
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

interface Variable<T, D extends string | undefined = string | undefined> {
  description: string;
  /** Shown in the README table; `undefined` means unset unless given. */
  default: D;
  parse: Parser<T>;
}

const v = <T, D extends string | undefined = undefined>(spec: { description: string; default?: D; parse: Parser<T> }) =>
  ({ default: undefined, ...spec }) as Variable<T, D>;

/**
 * Every environment variable the product reads, with its description. The README's table is
 * checked against this list by a test, so the two cannot drift apart.
 */
export const VARIABLES = {
  NODE_ENV: v({
    description: 'development, production or test; production requires JWT_SECRET',
    default: 'development',
    parse: oneOf('development', 'production', 'test'),
  }),
  PORT: v({ description: 'HTTP port of the API (serves the built client too)', default: '3000', parse: int(0, 65535) }),
  HOST: v({ description: 'Interface the API listens on', default: '0.0.0.0', parse: str }),
  DATABASE_URL: v({ description: 'PostgreSQL connection string; unset = embedded PostgreSQL under DATA_DIR', parse: str }),
  DATA_DIR: v({ description: 'Folder for the embedded database and the development JWT secret', default: '.data', parse: str }),
  EMBEDDED_PG_PORT: v({
    description: 'Port of the embedded PostgreSQL (only when DATABASE_URL is unset)',
    default: '54329',
    parse: int(1, 65535),
  }),
  JWT_SECRET: v({
    description: 'Secret signing session tokens; required in production (at least 32 bytes), generated into DATA_DIR otherwise',
    parse: str,
  }),
  SESSION_TTL_HOURS: v({ description: 'How long a sign-in lasts', default: '168', parse: int(1, 24 * 365) }),
  PASSWORD_LOGIN: v({
    description:
      'Sign-in and sign-up with an email and a password; false once single sign-on works (OIDC_ISSUER): only SSO and passkeys sign in',
    default: 'true',
    parse: bool,
  }),
  MFA_REQUIRED: v({
    description:
      'Who must have a second factor (an authenticator app or a passkey): admins, everyone or off; an account that must and has none is sent to enrol after sign-in and can do nothing else until it has. SSO sign-ins leave second factors to the identity provider',
    default: 'admins',
    parse: oneOf('admins', 'everyone', 'off'),
  }),
  OIDC_ISSUER: v({
    description: 'OpenID Connect single sign-on: the issuer URL (discovery at /.well-known/openid-configuration); unset = no SSO',
    parse: str,
  }),
  OIDC_CLIENT_ID: v({ description: "This product's client id at the OpenID provider (with OIDC_ISSUER)", parse: str }),
  OIDC_CLIENT_SECRET: v({ description: "This product's client secret at the OpenID provider (with OIDC_ISSUER)", parse: str }),
  OIDC_REDIRECT_URL: v({
    description: 'The redirect URL registered at the provider; default: PUBLIC_URL + /api/auth/oidc/callback',
    parse: str,
  }),
  OIDC_LABEL: v({ description: 'The name on the "Sign in with …" button', default: 'single sign-on', parse: str }),
  OIDC_AUTO_APPROVE_DOMAINS: v({
    description: "Email domains whose first SSO sign-in is approved at once (comma-separated); others wait for an admin's approval",
    default: '',
    parse: list,
  }),
  OIDC_ADMIN_GROUP: v({
    description:
      "A value of the ID token's groups or roles claim that makes the account an admin at sign-in; unset = roles are managed here",
    parse: str,
  }),
  WEBAUTHN_RP_ID: v({
    description: "Passkeys' relying party id (the product's host name); default: the host of PUBLIC_URL, else of the request",
    parse: str,
  }),
  WEBAUTHN_ORIGIN: v({
    description: "The origin passkeys are used from (https://counterparty.bank.example); default: PUBLIC_URL, else the request's own",
    parse: str,
  }),
  ADMIN_EMAIL: v({ description: 'Email of the first admin, created on start when no admin exists', parse: str }),
  ADMIN_PASSWORD: v({ description: 'Password of that first admin (at least 6 characters)', parse: str }),
  LOGIN_MAX_FAILURES: v({
    description: 'Failed sign-ins allowed per account and client address within the lockout window before 429',
    default: '5',
    parse: int(1, 1000),
  }),
  LOGIN_MAX_FAILURES_PER_IP: v({
    description: 'Failed sign-ins allowed per client address within the lockout window before 429',
    default: '30',
    parse: int(1, 100000),
  }),
  LOGIN_LOCKOUT_MINUTES: v({ description: 'Length of the failed sign-in window and lockout', default: '15', parse: int(1, 1440) }),
  LOGIN_DELAY_MS: v({
    description:
      'Progressive sign-in delay: after two failures per account and client address the next attempt waits this long, then twice as long, and so on (at most 60 s)',
    default: '1000',
    parse: int(1, 60_000),
  }),
  TRUST_PROXY: v({
    description:
      'Reverse proxies whose X-Forwarded-For gives the client address: false, a hop count, or a comma-separated list of proxy addresses/subnets (loopback, uniquelocal allowed); never "trust everything"',
    default: 'false',
    parse: trustProxy,
  }),
  REGISTER_MAX_PER_IP: v({
    description: 'Sign-ups allowed per client address within REGISTER_WINDOW_MINUTES before 429',
    default: '10',
    parse: int(1, 100000),
  }),
  REGISTER_WINDOW_MINUTES: v({ description: 'Length of the sign-up window per client address', default: '60', parse: int(1, 1440) }),
  PDF_TIMEOUT_MS: v({
    description: 'Longest the API waits for a worker to render a PDF before answering 504',
    default: '30000',
    parse: int(1000, 600_000),
  }),
  PUPPETEER_EXECUTABLE_PATH: v({
    description: 'Chromium for PDF rendering (worker); default: /usr/bin/chromium, chromium-browser or google-chrome',
    parse: str,
  }),
  OPENAI_API_KEY: v({
    description: 'Enables the AI model for news summaries and risk classification; unset = built-in offline methods',
    parse: str,
  }),
  OPENAI_BASE_URL: v({ description: 'Any OpenAI-compatible server (default: OpenAI)', parse: str }),
  AI_TIMEOUT_MS: v({
    description: 'Longest a model call may take before the request fails with 502',
    default: '30000',
    parse: int(1000, 300_000),
  }),
  NEWS_SEARCH_URL_TEMPLATE: v({
    description: 'RSS/Atom news search feed for the negative-news scan; {query} is replaced by the encoded company name and country',
    default: 'https://news.google.com/rss/search?q={query}&hl=en-US&gl=US&ceid=US:en',
    parse: str,
  }),
  NEWS_SOURCE: v({
    description:
      "Where news scans and summaries read: web (NEWS_SEARCH_URL_TEMPLATE and the pages users name, through the safe fetcher) or demo (the demo's fictional articles, built in: nothing is fetched); npm start -- --demo sets demo; refused in production",
    default: 'web',
    parse: oneOf('web', 'demo'),
  }),
  NEWS_FETCH_TIMEOUT_MS: v({
    description: 'Longest a news page or feed fetch may take, redirects and body included, before it is refused',
    default: '10000',
    parse: int(100, 120_000),
  }),
  ALLOW_LOOPBACK_URLS: v({
    description:
      'Let news fetches and webhook deliveries reach loopback addresses (127.0.0.0/8, ::1), and webhook URLs use http — for tests only, NEVER in production',
    default: 'false',
    parse: bool,
  }),
  REQUIRE_RULE_APPROVAL: v({
    description:
      'Four-eyes configuration changes: a rule, scorecard or ownership settings change made by one admin is stored as a proposal (rules and scorecards with their what-if replay) and applied only when a second admin approves it',
    default: 'false',
    parse: bool,
  }),
  REQUIRE_ADMIN_APPROVAL: v({
    description:
      "Four-eyes admin accounts: creating or promoting an admin and resetting an admin's password are stored as a proposal and applied only when a second admin approves it",
    default: 'false',
    parse: bool,
  }),
  UBO_THRESHOLD_PERCENT: v({
    description:
      'Share (percent, above 0 and at most 100) at which a person owning the company directly or through a chain is a beneficial owner, until an admin saves ownership settings of their own',
    default: '25',
    parse: percent,
  }),
  BLOCKED_OWNERSHIP_PERCENT: v({
    description:
      'Aggregated share (percent, above 0 and at most 100) held by listed owners at which the company itself is a finding (OFAC 50 % rule), until an admin saves ownership settings of their own',
    default: '50',
    parse: percent,
  }),
  WATCHLIST_MAX_SHRINK: v({
    description:
      'Largest share of a list (percent of its entities) a new version may remove before the import is refused unless the admin confirms it (allowShrink)',
    default: '50',
    parse: int(0, 100),
  }),
  SCREENING_STATEMENT_TIMEOUT_MS: v({
    description:
      'Longest a screening statement may run before it is cancelled (504; a batch chunk is retried); also the longest a screening waits for a free screening connection (at least 1 s) before 429',
    default: '5000',
    parse: int(1, 600_000),
  }),
  SCREENING_MAX_STATEMENTS: v({
    description: 'Screening statements one process (API or worker) runs at once, on connections of their own beside the main pool of 10',
    default: '3',
    parse: int(1, 64),
  }),
  API_KEY_RATE_PER_MINUTE: v({
    description:
      'Requests one API key may make per clock minute, counted in PostgreSQL across every API process; more are answered 429 with Retry-After',
    default: '600',
    parse: int(1, 1_000_000),
  }),
  SCREENING_USER_CONCURRENCY: v({
    description:
      'Screening calls (searches, assessments created or changed) one user may have in flight per API process; more are answered 429',
    default: '2',
    parse: int(1, 1000),
  }),
  WORKER_CONCURRENCY: v({ description: 'Jobs a worker process handles at once', default: '2', parse: int(1, 64) }),
  WORKER_QUEUES: v({
    description:
      'The queues a worker serves, comma-separated (e.g. batch.chunk,webhook.delivery); unset = all of them. A worker without Chromium serves all but report.pdf',
    parse: list,
  }),
  MONITORING_NEWS_CRON: v({
    description:
      'When the workers re-scan the news of approved and caution counterparties (cron, UTC); unset: weekly (Monday 06:00) except in tests, where it is off; "off" turns it off',
    parse: str,
  }),
  CASE_DUE_FOUR_EYES_BUSINESS_DAYS: v({
    description: 'When a four-eyes review case is due: business days (Monday to Friday, UTC) after it opens',
    default: '2',
    parse: int(1, 365),
  }),
  CASE_DUE_ALERT_BUSINESS_DAYS: v({
    description: 'When an alert case is due: business days after it opens',
    default: '5',
    parse: int(1, 365),
  }),
  CASE_DUE_PERIODIC_REVIEW_DAYS: v({
    description: 'When a periodic review case is due: calendar days after it opens (the review date, or the event that triggered it)',
    default: '30',
    parse: int(1, 3650),
  }),
  CASE_DUE_MANUAL_BUSINESS_DAYS: v({
    description: 'When a case opened by hand is due unless its opener sets a date: business days',
    default: '5',
    parse: int(1, 365),
  }),
  CASE_REVIEW_CRON: v({
    description:
      'When the workers open the periodic review cases that fell due (cron, UTC); unset: daily at 05:00 except in tests, where it is off; "off" turns it off',
    parse: str,
  }),
  SMTP_URL: v({
    description: 'SMTP server for e-mail notifications (smtp://user:pass@host:port, smtps://…); unset: in-app notifications only',
    parse: str,
  }),
  PUBLIC_URL: v({
    description: 'Where people open the product (https://counterparty.bank.example), for links in e-mails; unset: links are paths',
    parse: str,
  }),
  SMTP_FROM: v({ description: 'The sender of e-mail notifications', default: 'Counterparty <no-reply@counterparty.local>', parse: str }),
  WEBHOOK_RETRY_LIMIT: v({
    description: 'Retries of a failed webhook delivery (set on the API and the workers)',
    default: '8',
    parse: int(0, 50),
  }),
  WEBHOOK_RETRY_DELAY_SECONDS: v({
    description: 'Delay before the first retry of a failed webhook delivery; doubles per retry (with jitter) when WEBHOOK_RETRY_BACKOFF',
    default: '30',
    parse: int(1, 86_400),
  }),
  WEBHOOK_RETRY_BACKOFF: v({
    description: 'Exponential backoff between webhook retries (at most 1 hour apart); false = a fixed delay',
    default: 'true',
    parse: bool,
  }),
  WEBHOOK_DISABLE_AFTER_FAILURES: v({
    description: 'Consecutive failed delivery attempts after which a webhook endpoint is disabled automatically',
    default: '10',
    parse: int(1, 10_000),
  }),
  GRAPHQL_INTROSPECTION: v({
    description: 'Answer GraphQL introspection (__schema, __type); unset = on in development and test, off in production',
    parse: bool,
  }),
  GRAPHQL_SUGGESTIONS: v({
    description: 'Suggest field names ("Did you mean …?") in GraphQL errors; unset = on in development and test, off in production',
    parse: bool,
  }),
} as const;

type Vars = typeof VARIABLES;
export type Config = {
  -readonly [K in keyof Vars]: Vars[K] extends Variable<infer T, infer D> ? (D extends string ? T : T | undefined) : never;
};

/** The shortest JWT_SECRET production starts with: HS256's own output size. */
export const MIN_JWT_SECRET_BYTES = 32;

/** Reads and validates the environment; throws naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
    const raw = env[name] === '' ? undefined : env[name];
    const value = raw ?? spec.default;
    out[name] = value === undefined ? undefined : spec.parse(value, name);
  }
  const config = out as Config;
  config.DATA_DIR = path.resolve(PROJECT_ROOT, config.DATA_DIR);
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production');
  }
  // HS256 keys shorter than its 32-byte output can be brute-forced offline from any one token.
  if (config.NODE_ENV === 'production' && Buffer.byteLength(config.JWT_SECRET!, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes when NODE_ENV=production (got ${Buffer.byteLength(config.JWT_SECRET!, 'utf8')}); generate one with: openssl rand -base64 48`,
    );
  }
  if (config.NODE_ENV === 'production' && config.NEWS_SOURCE === 'demo') {
    throw new Error("NEWS_SOURCE=demo serves the demo's fictional news; it is not for production (NODE_ENV=production)");
  }
  if (config.ADMIN_PASSWORD !== undefined && config.ADMIN_PASSWORD.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters');
  }
  return config;
}

/** Loads the config or exits with a message naming the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** The JWT secret: configured, or generated once and kept in the data folder (development only). */
export function jwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
