import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { sqlOf } from '../../core/sql.js';
import type { ChallengeKind } from './auth-challenge.entity.js';

export interface Challenge<D = Record<string, unknown>> {
  id: string;
  kind: ChallengeKind;
  userId: string | null;
  data: D;
  failures: number;
}

interface ChallengeRow {
  id: string;
  kind: ChallengeKind;
  user_id: string | null;
  data: Record<string, unknown>;
  failures: number;
}

const toChallenge = <D>(row: ChallengeRow): Challenge<D> => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  data: row.data as D,
  failures: row.failures,
});

// Expired challenges are removed a few at a time by the requests that make new ones: no cron.
const PRUNE_BATCH = 50;

/** One-time challenges in PostgreSQL, so any replica can answer the step another one began. */
export const challenges = {
  async issue(em: EntityManager, kind: ChallengeKind, options: { userId?: string | null; data: object; ttlMs: number }): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const sql = sqlOf(em);
    await sql(`delete from auth_challenges where id in (select id from auth_challenges where expires_at < now() limit ${PRUNE_BATCH})`);
    await sql(
      `insert into auth_challenges (id, kind, user_id, data, failures, expires_at) values ($1, $2, $3, $4, 0, now() + $5 * interval '1 millisecond')`,
      [id, kind, options.userId ?? null, JSON.stringify(options.data), options.ttlMs],
    );
    return id;
  },

  /** The live challenge of that kind, left in place (an answer may still be wrong); null when unknown or expired. */
  async peek<D>(em: EntityManager, kind: ChallengeKind, id: string): Promise<Challenge<D> | null> {
    const [row] = await sqlOf(em)<ChallengeRow>(
      `select id, kind, user_id, data, failures from auth_challenges where id = $1 and kind = $2 and expires_at > now()`,
      [id, kind],
    );
    return row ? toChallenge<D>(row) : null;
  },

  /** Takes the live challenge away, so it answers once; null when unknown, expired or already taken. */
  async consume<D>(em: EntityManager, kind: ChallengeKind, id: string): Promise<Challenge<D> | null> {
    const [row] = await sqlOf(em)<ChallengeRow>(
      `delete from auth_challenges where id = $1 and kind = $2 and expires_at > now() returning id, kind, user_id, data, failures`,
      [id, kind],
    );
    return row ? toChallenge<D>(row) : null;
  },

  /** Counts a wrong answer; past `max` the challenge is gone. */
  async fail(em: EntityManager, id: string, max: number): Promise<void> {
    const sql = sqlOf(em);
    await sql(`update auth_challenges set failures = failures + 1 where id = $1`, [id]);
    await sql(`delete from auth_challenges where id = $1 and failures >= $2`, [id, max]);
  },
};
