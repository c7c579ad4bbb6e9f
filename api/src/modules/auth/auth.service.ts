import type { MikroORM } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { conflict, DomainError, unauthenticated } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { UpdateProfileInput } from '../user/dto/update-profile.input.js';
import { User } from '../user/user.entity.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyDecoy, verifyPassword } from './password.js';
import { Session } from './session.entity.js';

export interface AuthOptions {
  jwtSecret: string;
  sessionTtlHours: number;
  throttle: LoginThrottle;
}

/** The signed-in identity of a request. */
export interface Principal {
  user: User;
  sid: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly options: AuthOptions,
  ) {}

  /** Creates an unapproved account. BAD_USER_INPUT, CONFLICT (email taken). */
  async register(raw: unknown): Promise<User> {
    const input = await parseInput(RegisterInput, raw);
    return this.createAccount({ ...input, approved: false });
  }

  /** Shared by self-registration, admin creation and the CLI: one place that writes accounts. */
  async createAccount(input: RegisterInput & { approved: boolean; role?: User['role'] }): Promise<User> {
    const em = this.orm.em.fork();
    const user = em.create(User, {
      email: normalizeEmail(input.email),
      firstName: input.firstName.trim(),
      lastName: input.lastName?.trim() || null,
      passwordHash: await hashPassword(input.password),
      approved: input.approved,
      ...(input.role ? { role: input.role } : {}),
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw conflict('An account with this email already exists', 'email');
      }
      throw error;
    }
    return user;
  }

  /**
   * Signs in: 401 for any wrong email/password pair (no hint which), 403 while unapproved,
   * 429 after repeated failures. Returns a JWT bound to a new session row.
   */
  async login(raw: unknown, address: string): Promise<{ token: string; user: User }> {
    const input = await parseInput(LoginInput, raw);
    const email = normalizeEmail(input.email);
    const wait = this.options.throttle.retryAfter(email, address);
    if (wait > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60_000)} minute(s).`);
    }
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { email });
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyDecoy(input.password), false);
    if (!user || !valid) {
      this.options.throttle.recordFailure(email, address);
      throw unauthenticated('Invalid email or password');
    }
    this.options.throttle.recordSuccess(email);
    if (!user.approved) {
      throw new DomainError('FORBIDDEN', 'Your account is pending admin approval. Please contact an administrator.');
    }
    const sid = randomBytes(24).toString('base64url');
    const expire = new Date(Date.now() + this.options.sessionTtlHours * 3_600_000);
    em.create(Session, { sid, sess: { userId: user.id }, expire });
    // Expired rows are dead weight; clearing them here keeps the table small without a cron.
    await em.nativeDelete(Session, { expire: { $lt: new Date() } });
    await em.flush();
    const token = jwt.sign({ sid }, this.options.jwtSecret, {
      subject: user.id,
      expiresIn: this.options.sessionTtlHours * 3600,
    });
    return { token, user };
  }

  /**
   * Resolves a bearer token to its user with one query; null when the token is invalid, its
   * session was deleted (logout) or expired, or the user is gone or no longer approved.
   */
  async authenticate(token: string): Promise<Principal | null> {
    let sid: string;
    try {
      const payload = jwt.verify(token, this.options.jwtSecret, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sid !== 'string') return null;
      sid = payload.sid;
    } catch {
      return null;
    }
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select u.* from sessions s join users u on u.id::text = s.sess->>'userId'
        where s.sid = ? and s.expire > now() and u.approved`,
      [sid],
    );
    if (!rows[0]) return null;
    return { user: em.map(User, rows[0]), sid };
  }

  /** Deletes the session, so its token stops working at once. */
  async logout(sid: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(Session, { sid });
  }

  /** Updates the signed-in user's own names. BAD_USER_INPUT. */
  async updateProfile(userId: string, raw: unknown): Promise<User> {
    const input = await parseInput(UpdateProfileInput, raw);
    const em = this.orm.em.fork();
    const user = await em.findOneOrFail(User, userId, { failHandler: () => unauthenticated() });
    user.firstName = input.firstName.trim();
    user.lastName = input.lastName?.trim() || null;
    await em.flush();
    return user;
  }
}
