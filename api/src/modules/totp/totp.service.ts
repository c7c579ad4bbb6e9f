import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import { DomainError } from '../../core/errors.js';
import { sqlOf } from '../../core/sql.js';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { SecondFactorMethod, type SecondFactorSource } from '../auth/second-factor.js';
import { isTotpCode, newRecoveryCode, normalizeRecoveryCode, TotpKeys } from './totp-keys.js';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Counterparty';
/** Recovery codes made at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Seconds of clock drift allowed either way: the codes of the previous and the next 30-second step count too. */
const DRIFT_SECONDS = 30;

export interface TotpOptions {
  /** The JWT secret, which the factor's keys are derived from (totp-keys.ts). */
  jwtSecret: string;
  /** Wrong codes an account may send to confirm, disable or regenerate within `windowMs` before 429 (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  windowMs: number;
}

/** What the signed-in account's authenticator app looks like. */
export interface TotpStatus {
  enrolled: boolean;
  pending: boolean;
  enrolledAt: Date | null;
  recoveryCodesLeft: number;
}

/** Which state of the factor a code is checked against: a setup being confirmed, or one in use. */
type FactorState = 'pending' | 'confirmed';

/** How a code proved the account: a TOTP code or a recovery code (the session remembers which). */
export type CodeMethod = 'totp' | 'recovery_code';

/**
 * The authenticator-app factor's storage and checks: sealed secrets, replay-proof code checks,
 * one-time recovery codes, the attempt budget of codes sent by signed-in users, and the
 * `SecondFactorSource` sign-in asks. The commands (commands/totp.commands.ts) use it.
 */
export class TotpService {
  private readonly keys: TotpKeys;
  private readonly limiter = new AttemptLimiter();

  /** Tells sign-in (and the admins' reset) who has a confirmed authenticator app. */
  readonly source: SecondFactorSource = {
    method: SecondFactorMethod.TOTP,
    usersWith: async (em, userIds) => {
      if (userIds.length === 0) return new Set();
      const rows = await sqlOf(em)<{ user_id: string }>(
        `select user_id from totp_factors where user_id = any($1::uuid[]) and confirmed_at is not null`,
        [userIds],
      );
      return new Set(rows.map((r) => r.user_id));
    },
    remove: (em, userId) => this.remove(em, userId),
  };

  constructor(private readonly options: TotpOptions) {
    this.keys = new TotpKeys(options.jwtSecret);
  }

  async status(em: EntityManager, userId: string): Promise<TotpStatus> {
    const [row] = await sqlOf(em)<{ confirmed_at: Date | null; left: number }>(
      `select f.confirmed_at, (select count(*) from recovery_codes r where r.user_id = f.user_id and r.used_at is null)::int as left
         from totp_factors f where f.user_id = $1`,
      [userId],
    );
    const enrolled = !!row?.confirmed_at;
    return {
      enrolled,
      pending: !!row && !enrolled,
      enrolledAt: row?.confirmed_at ? new Date(row.confirmed_at) : null,
      recoveryCodesLeft: enrolled ? row.left : 0,
    };
  }

  /**
   * Starts (or starts again) a setup: a new secret, sealed, replacing an unconfirmed one. Answers
   * the secret and its otpauth URI; null when the account already has a confirmed app.
   */
  async begin(em: EntityManager, userId: string, email: string): Promise<{ secret: string; uri: string } | null> {
    const secret = generateSecret();
    const rows = await sqlOf(em)(
      `insert into totp_factors (user_id, secret_ciphertext, confirmed_at, last_step, created_at) values ($1, $2, null, null, now())
       on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext, last_step = null, created_at = now()
        where totp_factors.confirmed_at is null
       returning user_id`,
      [userId, this.keys.seal(secret, userId)],
    );
    if (rows.length === 0) return null;
    return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
  }

  /** The state of the account's factor: none, a setup awaiting its code, or confirmed. */
  async stateOf(em: EntityManager, userId: string): Promise<FactorState | null> {
    const [row] = await sqlOf(em)<{ confirmed_at: Date | null }>(`select confirmed_at from totp_factors where user_id = $1`, [userId]);
    return row ? (row.confirmed_at ? 'confirmed' : 'pending') : null;
  }

  /**
   * Whether `code` is a current TOTP code of the account's factor in `state`, of a time step later
   * than the last one accepted. Accepting it records its step in the same statement, so the same
   * code (or an older one) never passes twice, not even by two requests at once.
   */
  async checkTotp(em: EntityManager, userId: string, typed: string, state: FactorState): Promise<boolean> {
    if (!isTotpCode(typed)) return false;
    const sql = sqlOf(em);
    const [row] = await sql<{ secret_ciphertext: string; last_step: string | null; confirmed_at: Date | null }>(
      `select secret_ciphertext, last_step, confirmed_at from totp_factors where user_id = $1`,
      [userId],
    );
    if (!row || (state === 'confirmed') !== !!row.confirmed_at) return false;
    const secret = this.keys.open(row.secret_ciphertext, userId);
    if (!secret) return false;
    let step: number;
    try {
      const result = await verify({
        secret,
        token: typed.replace(/\s/g, ''),
        epochTolerance: DRIFT_SECONDS,
        afterTimeStep: row.last_step === null ? undefined : Number(row.last_step),
      });
      // otplib answers HOTP's result type too; a TOTP result names its time step.
      if (!result.valid || !('timeStep' in result)) return false;
      step = result.timeStep;
    } catch {
      // A last step ahead of this clock (otplib refuses the window), or a malformed code.
      return false;
    }
    const taken = await sql(
      `update totp_factors set last_step = $2 where user_id = $1 and (last_step is null or last_step < $2) returning user_id`,
      [userId, step],
    );
    return taken.length === 1;
  }

  /** Spends one of the account's unused recovery codes: true once per code, atomically. */
  async useRecoveryCode(em: EntityManager, userId: string, typed: string): Promise<boolean> {
    const code = normalizeRecoveryCode(typed);
    if (!code) return false;
    const rows = await sqlOf(em)(
      `update recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning id`,
      [userId, this.keys.hashRecoveryCode(code)],
    );
    return rows.length === 1;
  }

  /** A six-digit code checks against the confirmed app, anything else as a recovery code; the method that passed, or null. */
  async checkCode(em: EntityManager, userId: string, typed: string): Promise<CodeMethod | null> {
    if (isTotpCode(typed)) return (await this.checkTotp(em, userId, typed, 'confirmed')) ? 'totp' : null;
    return (await this.useRecoveryCode(em, userId, typed)) ? 'recovery_code' : null;
  }

  /** Marks the account's setup confirmed, with the time step of the code that confirmed it. */
  async confirm(em: EntityManager, userId: string): Promise<void> {
    await sqlOf(em)(`update totp_factors set confirmed_at = now() where user_id = $1 and confirmed_at is null`, [userId]);
  }

  /** Replaces the account's recovery codes with ten new ones, answered this once (only their HMACs are kept). */
  async replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const sql = sqlOf(em);
    await sql(`delete from recovery_codes where user_id = $1`, [userId]);
    await sql(
      `insert into recovery_codes (id, user_id, code_hash, used_at) select gen_random_uuid(), $1, h, null from unnest($2::text[]) as h`,
      [userId, codes.map((c) => this.keys.hashRecoveryCode(normalizeRecoveryCode(c)!))],
    );
    return codes;
  }

  /** Removes the account's authenticator app and its recovery codes (disabling, an admin's reset). */
  async remove(em: EntityManager, userId: string): Promise<void> {
    const sql = sqlOf(em);
    await sql(`delete from recovery_codes where user_id = $1`, [userId]);
    await sql(`delete from totp_factors where user_id = $1`, [userId]);
  }

  /**
   * Reserves one attempt of the account's budget of codes sent while signed in (confirming,
   * disabling, regenerating): TOO_MANY_REQUESTS past LOGIN_MAX_FAILURES wrong ones within the
   * lockout window. A right code clears it (`forgive`).
   */
  async reserveAttempt(em: EntityManager, userId: string): Promise<void> {
    const reservation = await this.limiter.reserve(em, [
      { key: `totp-code:${userId}`, max: this.options.maxFailures, windowMs: this.options.windowMs },
    ]);
    if (!reservation.granted) {
      const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      throw new DomainError('TOO_MANY_REQUESTS', `Too many wrong codes. Try again in ${retryAfter} second(s).`, undefined, {
        retryAfter,
      });
    }
  }

  async forgive(em: EntityManager, userId: string): Promise<void> {
    await this.limiter.clear(em, `totp-code:${userId}`);
  }
}
