import type { EntityManager } from '@mikro-orm/postgresql';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { badInput, DomainError, unauthenticated } from '../../core/errors.js';
import { notify, type Notifications } from '../../core/notifications.js';
import { TtlCache } from '../../core/ttl-cache.js';
import { keyedLoader, type LoaderFactory } from '../../core/request-loaders.js';
import { parseInput } from '../../core/validation.js';
import { AccountAction } from '../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../user/account-audit.js';
import { UpdateProfileInput } from '../user/dto/update-profile.input.js';
import { createAccount, normalizeEmail } from '../user/create-account.js';
import { User } from '../user/user.entity.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { budgetAddress } from './client-address.js';
import { verifyDecoy, verifyPassword } from '../user/password.js';
import { Session, type SignInMethod } from './session.entity.js';
import { sqlOf } from '../../core/sql.js';
import { Role, type Principal } from '../../core/principal.js';
import { AttemptLimiter, type AttemptBudget } from './attempt-limiter.js';
import { challenges } from './challenge-store.js';
import { secondFactorsOf, type SecondFactorMethod, type SecondFactorSource } from './second-factor.js';

/** Budgets of the attempt limiter (from the LOGIN_* and REGISTER_* settings). */
export interface AuthLimits {
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  /** The first progressive sign-in delay (LOGIN_DELAY_MS), doubling with each further failure. */
  loginDelayMs: number;
  registerMaxPerAddress: number;
  registerWindowMs: number;
}

export interface AuthOptions {
  jwtSecret: string;
  sessionTtlHours: number;
  limits: AuthLimits;
  notifications: Notifications;
  /** PASSWORD_LOGIN: false refuses sign-in and sign-up with a password (SSO and passkeys remain). */
  passwordLogin: boolean;
  /** MFA_REQUIRED: who must have a second factor before they may do anything but enrol. */
  mfaRequired: 'admins' | 'everyone' | 'off';
  /** The kinds of second factor the product keeps (TOTP, passkeys). */
  secondFactors: readonly SecondFactorSource[];
  /** OIDC_LABEL when single sign-on is set up (OIDC_ISSUER), else null. */
  ssoLabel: string | null;
  /** Who resolves an API key's token (`cpk_…`); without it such tokens are refused. */
  apiKeys?: { handles(token: string): boolean; authenticate(em: EntityManager, token: string): Promise<Principal<User> | null> };
}

/** Where a sign-in comes from, remembered by its session for the owner's list. */
export interface SignInClient {
  address: string;
  userAgent: string | null;
}

/** A password was right and the account has a second factor: the step that finishes the sign-in. */
export interface SecondFactorStep {
  /** The one-time challenge to send back with the code or passkey (valid SECOND_FACTOR_TTL_MS). */
  challenge: string;
  methods: SecondFactorMethod[];
  expiresAt: Date;
}

export type SignInOutcome =
  { token: string; user: User; secondFactor?: undefined } | { secondFactor: SecondFactorStep; token?: undefined; user?: undefined };

/** How long the second step of a sign-in may take, and how many wrong codes it allows. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
const SECOND_FACTOR_MAX_FAILURES = 5;

/** What a pending second-factor challenge remembers of the password step. */
interface SecondFactorData {
  email: string;
}

const passwordLoginOff = () =>
  new DomainError('FORBIDDEN', 'Sign-in with a password is switched off here. Sign in with single sign-on or a passkey.');

const tooManyAttempts = (what: string, retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return new DomainError('TOO_MANY_REQUESTS', `Too many ${what}. Try again in ${wait}.`, undefined, { retryAfter: seconds });
};

// Sessions are cached per process so a request costs no query; every change that ends or alters
// a session notifies all processes, and the TTL bounds the damage of a lost notification.
const PRINCIPAL_TTL_MS = 30_000;
/** Notified when sessions end (payload {sid} or {userId}): every process drops those principals. */
export const SESSIONS_REVOKED = 'cp_sessions_revoked';

export class AuthService {
  // Built once: jsonwebtoken would otherwise derive a key object from the string on every request.
  private readonly key: KeyObject;
  private readonly principals = new TtlCache<string, Principal<User>>(PRINCIPAL_TTL_MS);
  private readonly limiter = new AttemptLimiter();

  constructor(private readonly options: AuthOptions) {
    this.key = createSecretKey(Buffer.from(options.jwtSecret, 'utf8'));
    options.notifications.on(SESSIONS_REVOKED, (payload) => this.evict(JSON.parse(payload) as { sid?: string; userId?: string }));
    options.notifications.onReset(() => this.principals.clear());
  }

  private evict(target: { sid?: string; userId?: string }): void {
    if (target.sid) this.principals.delete(target.sid);
    if (target.userId) this.principals.deleteWhere((p) => p.user.id === target.userId);
  }

  /**
   * Ends cached sessions in every process: one session (`sid`) or all of a user's (after a role
   * change, a profile edit or deletion). Sent inside the caller's transaction when there is one.
   */
  async revoke(em: EntityManager, target: { sid?: string; userId?: string }): Promise<void> {
    this.evict(target);
    await notify(em, SESSIONS_REVOKED, JSON.stringify(target));
  }

  /**
   * Creates an unapproved account. BAD_USER_INPUT, CONFLICT (email taken), TOO_MANY_REQUESTS
   * (sign-ups per address: each costs a 64 MiB hash, so the budget is reserved before hashing).
   */
  async register(em: EntityManager, raw: unknown, address: string): Promise<User> {
    const input = await parseInput(RegisterInput, raw);
    if (!this.options.passwordLogin) throw passwordLoginOff();
    const { limits } = this.options;
    const reservation = await this.limiter.reserve(em, [
      { key: `register:${budgetAddress(address)}`, max: limits.registerMaxPerAddress, windowMs: limits.registerWindowMs },
    ]);
    if (!reservation.granted) throw tooManyAttempts('sign-ups from this address', reservation.retryAfterMs);
    return createAccount(em, { ...input, approved: false }, null);
  }

  /**
   * Signs in: 401 for any wrong email/password pair (no hint which), 403 while unapproved or
   * suspended, 429 past the attempt budgets. An attempt is reserved before the password is
   * verified, keyed on (account, client address) with a progressive delay plus a budget per
   * address — so parallel guesses cannot exceed the limit, and a stranger elsewhere cannot lock
   * the account out. Returns a JWT bound to a new session row.
   */
  async login(em: EntityManager, raw: unknown, client: SignInClient): Promise<SignInOutcome> {
    const input = await parseInput(LoginInput, raw);
    if (!this.options.passwordLogin) throw passwordLoginOff();
    const email = normalizeEmail(input.email);
    const budgets = this.signInBudgets(email, client.address);
    const reservation = await this.limiter.reserve(em, budgets);
    if (!reservation.granted) throw tooManyAttempts('failed sign-in attempts', reservation.retryAfterMs);
    const user = await em.findOne(User, { email });
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyDecoy(input.password), false);
    if (!user || !valid) throw unauthenticated('Invalid email or password');
    // The right password: this account's failures are forgiven and the address keeps its budget.
    await this.limiter.clear(em, budgets[0].key);
    await this.limiter.release(em, budgets[1].key);
    assertMaySignIn(user);
    const methods = await secondFactorsOf(em, this.options.secondFactors, user.id);
    if (methods.length > 0) {
      const data: SecondFactorData = { email };
      const challenge = await challenges.issue(em, 'second-factor', { userId: user.id, data, ttlMs: SECOND_FACTOR_TTL_MS });
      return { secondFactor: { challenge, methods, expiresAt: new Date(Date.now() + SECOND_FACTOR_TTL_MS) } };
    }
    return { token: await this.startSession(em, user, client, 'password'), user };
  }

  /** The attempt budgets of a sign-in by `email` from `address`: the account's there, and the address's. */
  private signInBudgets(email: string, address: string): AttemptBudget[] {
    const { limits } = this.options;
    return [
      {
        key: `login:${email}|${budgetAddress(address)}`,
        max: limits.loginMaxFailures,
        windowMs: limits.loginWindowMs,
        progressiveDelayMs: limits.loginDelayMs,
      },
      { key: `login-address:${budgetAddress(address)}`, max: limits.loginMaxFailuresPerAddress, windowMs: limits.loginWindowMs },
    ];
  }

  /**
   * Finishes a password sign-in with its second factor: `verify` checks the code (or passkey) for
   * the challenge's account and names the method it used, or answers null (then `answer.wrong` is
   * the message, about `answer.field`). A wrong one counts against the same attempt budgets as a wrong
   * password, and a challenge dies after 5 wrong answers or SECOND_FACTOR_TTL_MS. UNAUTHENTICATED
   * (`field` named) for a wrong answer or a dead challenge, TOO_MANY_REQUESTS, FORBIDDEN (suspended
   * meanwhile).
   */
  async completeSecondFactor(
    em: EntityManager,
    challengeId: string,
    answer: { field: string; wrong: string },
    client: SignInClient,
    verify: (tx: EntityManager, user: User) => Promise<SignInMethod | null>,
  ): Promise<{ token: string; user: User }> {
    const pending = await challenges.peek<SecondFactorData>(em, 'second-factor', challengeId);
    if (!pending?.userId) throw new DomainError('UNAUTHENTICATED', 'This sign-in has expired. Sign in again.', 'challenge');
    const budgets = this.signInBudgets(pending.data.email, client.address);
    const reservation = await this.limiter.reserve(em, budgets);
    if (!reservation.granted) throw tooManyAttempts('failed sign-in attempts', reservation.retryAfterMs);
    const wrong = new DomainError('UNAUTHENTICATED', answer.wrong, answer.field);
    let outcome: { user: User; token: string };
    try {
      outcome = await em.transactional(async (tx) => {
        // Taken before the answer is checked, in the same transaction: a parallel answer waits on
        // the row and then finds it gone, and a wrong answer rolls back and leaves it in place,
        // together with whatever the check wrote (a recovery code, the last TOTP step).
        const taken = await challenges.consume(tx, 'second-factor', challengeId);
        const user = taken ? await tx.findOne(User, pending.userId!) : null;
        const method = user ? await verify(tx, user) : null;
        if (!user || !method) throw wrong;
        assertMaySignIn(user);
        return { user, token: await this.startSession(tx, user, client, method) };
      });
    } catch (error) {
      if (error === wrong) await challenges.fail(em, challengeId, SECOND_FACTOR_MAX_FAILURES);
      throw error;
    }
    await this.limiter.clear(em, budgets[0].key);
    await this.limiter.release(em, budgets[1].key);
    return outcome;
  }

  /**
   * Starts a session for an account that has proven who it is (a password with no second factor,
   * a second factor, a passkey, single sign-on) and answers its token: a JWT naming only the new
   * session row, which remembers how and from where it was signed in.
   */
  async startSession(em: EntityManager, user: User, client: SignInClient, method: SignInMethod): Promise<string> {
    const sid = randomBytes(24).toString('base64url');
    const expire = new Date(Date.now() + this.options.sessionTtlHours * 3_600_000);
    em.create(Session, {
      sid,
      sess: { userId: user.id },
      expire,
      address: client.address.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      method,
    });
    // Expired rows are dead weight; clearing them here keeps the table small without a cron.
    await em.nativeDelete(Session, { expire: { $lt: new Date() } });
    await em.flush();
    return jwt.sign({ sid }, this.key, {
      algorithm: 'HS256',
      subject: user.id,
      expiresIn: this.options.sessionTtlHours * 3600,
    });
  }

  /**
   * Checks the signed-in user's current password before a change, under an attempt budget like
   * sign-in's. Answers the account. BAD_USER_INPUT on `currentPassword` when it is wrong,
   * TOO_MANY_REQUESTS after repeated wrong ones, UNAUTHENTICATED when the account is gone.
   */
  async verifyCurrentPassword(em: EntityManager, principal: Principal, currentPassword: string): Promise<User> {
    const { limits } = this.options;
    const key = `password:${principal.user.id}`;
    const reservation = await this.limiter.reserve(em, [
      { key, max: limits.loginMaxFailures, windowMs: limits.loginWindowMs, progressiveDelayMs: limits.loginDelayMs },
    ]);
    if (!reservation.granted) throw tooManyAttempts('wrong current passwords', reservation.retryAfterMs);
    const user = await em.findOneOrFail(User, principal.user.id, { failHandler: () => unauthenticated() });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      // 400, not 401: the session is fine, and a 401 would sign the user out in the client.
      throw badInput('Current password is incorrect', 'currentPassword');
    }
    await this.limiter.clear(em, key);
    return user;
  }

  /**
   * Deletes every session of a user (but `keepSid`, when given) and drops them from every
   * process's cache: their tokens stop working at once. Runs in the caller's transaction.
   */
  async endSessions(em: EntityManager, userId: string, keepSid?: string): Promise<void> {
    await sqlOf(em)(`delete from sessions where sess->>'userId' = $1 and sid <> $2`, [userId, keepSid ?? '']);
    await this.revoke(em, { userId });
  }

  /**
   * Resolves a bearer token to its user with one query; null when the token is invalid, its
   * session was deleted (logout) or expired, or the user is gone, suspended or no longer approved.
   * An API key's token (`cpk_…`) is the key service's to resolve.
   */
  async authenticate(em: EntityManager, token: string): Promise<Principal<User> | null> {
    const keys = this.options.apiKeys;
    if (keys?.handles(token)) return keys.authenticate(em, token);
    let sid: string;
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sid !== 'string') return null;
      sid = payload.sid;
    } catch {
      return null;
    }
    const cached = this.principals.get(sid);
    if (cached) return cached;
    // One statement: the session's last use is bumped (at most once a minute) as it is read.
    const rows = await sqlOf(em)(
      `with touched as (update sessions set last_used_at = now() where sid = $1 and last_used_at < now() - interval '1 minute')
       select u.*, s.expire as session_expire, s.method as session_method from sessions s join users u on u.id::text = s.sess->>'userId'
        where s.sid = $1 and s.expire > now() and u.approved and u.suspended_at is null`,
      [sid],
    );
    if (!rows[0]) return null;
    const { session_expire: expire, session_method: method, ...user } = rows[0];
    // The principal outlives the request in the cache: its user is mapped into a fork of its own,
    // so the cache never keeps a request's identity map alive.
    const account = em.fork().map(User, user);
    const principal: Principal<User> = { user: account, sid };
    if (method !== 'sso' && this.mustHaveSecondFactor(account)) {
      principal.mustEnrol = (await secondFactorsOf(em, this.options.secondFactors, account.id)).length === 0;
    }
    this.principals.set(sid, principal, Math.min(PRINCIPAL_TTL_MS, new Date(expire as string).getTime() - Date.now()));
    return principal;
  }

  /**
   * Whether MFA_REQUIRED asks this account for a second factor. Sessions signed in through single
   * sign-on are exempt: the identity provider's own policy decides their factors.
   */
  mustHaveSecondFactor(user: { role: Role }): boolean {
    const { mfaRequired } = this.options;
    return mfaRequired === 'everyone' || (mfaRequired === 'admins' && user.role === Role.ADMIN);
  }

  /** What second factors the account has (for its profile and the admins' user list). */
  secondFactorsOf(em: EntityManager, userId: string): Promise<SecondFactorMethod[]> {
    return secondFactorsOf(em, this.options.secondFactors, userId);
  }

  /** How people can sign in here, for the sign-in page. */
  signInOptions(): { passwordLogin: boolean; ssoLabel: string | null } {
    return { passwordLogin: this.options.passwordLogin, ssoLabel: this.options.ssoLabel };
  }

  /** The second factors of each of `userIds` (the admins' user list shows them). */
  async secondFactorsOfUsers(em: EntityManager, userIds: readonly string[]): Promise<Map<string, SecondFactorMethod[]>> {
    const byUser = new Map(userIds.map((id) => [id, [] as SecondFactorMethod[]]));
    for (const source of this.options.secondFactors) {
      for (const id of await source.usersWith(em, userIds)) byUser.get(id)?.push(source.method);
    }
    return byUser;
  }

  /** Second factors by account, batched per request (GraphQL's User.secondFactors). */
  readonly secondFactorsByUser: LoaderFactory<string, SecondFactorMethod[] | null> = keyedLoader((em, userIds) =>
    this.secondFactorsOfUsers(em, userIds),
  );

  /** Removes every second factor of the account (an admin's reset); answers the kinds it had. In the caller's transaction. */
  async removeSecondFactors(em: EntityManager, userId: string): Promise<string[]> {
    const had = await secondFactorsOf(em, this.options.secondFactors, userId);
    for (const source of this.options.secondFactors) await source.remove(em, userId);
    return had;
  }

  /** The kinds of second factor the product keeps. */
  get secondFactorSources(): readonly SecondFactorSource[] {
    return this.options.secondFactors;
  }

  /** Deletes the session, so its token stops working at once. */
  async logout(em: EntityManager, sid: string): Promise<void> {
    await em.nativeDelete(Session, { sid });
    await this.revoke(em, { sid });
  }

  /** Updates the signed-in user's own names. BAD_USER_INPUT. */
  async updateProfile(em: EntityManager, userId: string, raw: unknown): Promise<User> {
    const input = await parseInput(UpdateProfileInput, raw);
    return em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, userId, { failHandler: () => unauthenticated() });
      const before = { firstName: user.firstName, lastName: user.lastName ?? null };
      user.firstName = input.firstName.trim();
      user.lastName = input.lastName?.trim() || null;
      if (before.firstName !== user.firstName || before.lastName !== user.lastName) {
        recordAccountAction(tx, {
          action: AccountAction.PROFILE_UPDATED,
          actor: user,
          target: accountSnapshot(user),
          summary: `${user.email} changed their name`,
          details: { before, after: { firstName: user.firstName, lastName: user.lastName } },
        });
      }
      await tx.flush();
      await this.revoke(tx, { userId });
      return user;
    });
  }
}

/** 403 for an account that may not sign in (suspended, or not yet approved), however it proved who it is. */
export function assertMaySignIn(user: User): void {
  if (user.suspendedAt) {
    throw new DomainError('FORBIDDEN', 'Your account has been suspended. Please contact an administrator.');
  }
  if (!user.approved) {
    throw new DomainError('FORBIDDEN', 'Your account is pending admin approval. Please contact an administrator.');
  }
}

/**
 * The account behind a principal this service resolved (its user is the User entity), for the
 * surfaces that answer with the whole account (`me`, GET /api/auth/user).
 */
export function accountOf(principal: Principal): User {
  if (!(principal.user instanceof User)) throw new Error('principal not resolved by AuthService');
  return principal.user;
}
