import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/sql.js';

/** A budget of attempts for one key within a sliding window. */
export interface AttemptBudget {
  key: string;
  max: number;
  windowMs: number;
  /**
   * When set, after the first two attempts each one makes the next wait this long, then twice as
   * long, and so on (at most 60 s), so even a budget not yet spent cannot be used in a burst, while
   * one typo costs nothing.
   */
  progressiveDelayMs?: number;
}

export type Reservation = { granted: true } | { granted: false; retryAfterMs: number };

const MAX_DELAY_MS = 60_000;
/** No budget's window may be longer (the settings cap theirs at a day). */
export const MAX_WINDOW_MS = 24 * 3_600_000;
// Expired counters are removed a few at a time by the requests themselves: bounded work, no cron.
const PRUNE_BATCH = 100;

const FREE_ATTEMPTS = 2;
const delayAfter = (hits: number, delayMs: number) =>
  hits <= FREE_ATTEMPTS ? 0 : Math.min(2 ** (hits - FREE_ATTEMPTS - 1) * delayMs, MAX_DELAY_MS);

interface CounterRow {
  key: string;
  hits: number;
  window_start: Date;
  next_at: Date;
  now: Date;
}

/**
 * How long the budgets make the caller wait (0: go ahead), and each counter as it stands once this
 * attempt is counted. A key without a row yet has spent nothing.
 */
function assess(budgets: AttemptBudget[], rows: CounterRow[]) {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  let wait = 0;
  const next = budgets.map((budget) => {
    const row = byKey.get(budget.key);
    const now = row ? new Date(row.now).getTime() : Date.now();
    const windowStart = row ? new Date(row.window_start).getTime() : now;
    const expired = !row || windowStart + budget.windowMs <= now;
    const hits = expired ? 0 : row.hits;
    const start = expired ? now : windowStart;
    if (hits >= budget.max) wait = Math.max(wait, start + budget.windowMs - now);
    else if (!expired && budget.progressiveDelayMs !== undefined) wait = Math.max(wait, new Date(row.next_at).getTime() - now);
    const nextAt = now + (budget.progressiveDelayMs === undefined ? 0 : delayAfter(hits + 1, budget.progressiveDelayMs));
    return { key: budget.key, hits: hits + 1, windowStart: new Date(start), nextAt: new Date(nextAt) };
  });
  return { wait, next };
}

/**
 * Counts attempts in PostgreSQL so every replica shares the limits, and reserves an attempt
 * atomically BEFORE the guarded work (a password verify, a hash) runs: parallel requests queue on
 * the counters' row locks, so they can never exceed a budget together. All budgets of one
 * reservation are granted or none is counted.
 */
export class AttemptLimiter {
  async reserve(em: EntityManager, budgets: AttemptBudget[]): Promise<Reservation> {
    // Rows are locked in key order, so two reservations over the same keys cannot deadlock.
    const ordered = [...budgets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const keys = ordered.map((b) => b.key);
    const select = `select key, hits, window_start, next_at, now() as now from rate_limits where key = any($1::text[])`;
    // A budget already spent is refused with one plain read: a flood of refused attempts takes no
    // locks and no transaction. The locked read below stays the authority.
    const early = assess(ordered, await sqlOf(em)<CounterRow>(select, [keys]));
    if (early.wait > 0) return { granted: false, retryAfterMs: early.wait };
    return em.transactional(async (tx) => {
      const sql = sqlOf(tx);
      await sql(
        `insert into rate_limits (key, hits, window_start, next_at) select k, 0, now(), now() from unnest($1::text[]) as k on conflict (key) do nothing`,
        [keys],
      );
      const { wait, next } = assess(ordered, await sql<CounterRow>(`${select} order by key for update`, [keys]));
      if (wait > 0) return { granted: false, retryAfterMs: wait };
      for (const row of next) {
        await sql(`update rate_limits set hits = $1, window_start = $2, next_at = $3 where key = $4`, [
          row.hits,
          row.windowStart,
          row.nextAt,
          row.key,
        ]);
      }
      await sql(
        `delete from rate_limits where key in (select key from rate_limits where window_start < now() - $1 * interval '1 millisecond' limit ${PRUNE_BATCH})`,
        [MAX_WINDOW_MS],
      );
      return { granted: true };
    });
  }

  /** Forgets a key (a successful sign-in clears its account's failures). */
  async clear(em: EntityManager, key: string): Promise<void> {
    await sqlOf(em)(`delete from rate_limits where key = $1`, [key]);
  }

  /**
   * Counts one call of `key` in the current clock minute with one upsert (for budgets of calls, not
   * of guesses: nothing to verify, so no reservation): the calls counted so far this minute, and the
   * seconds until the next one starts.
   */
  async countThisMinute(em: EntityManager, key: string): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await sqlOf(em)<{ hits: number; retry_after: number }>(
      `insert into rate_limits (key, hits, window_start, next_at) values ($1, 1, date_trunc('minute', now()), now())
       on conflict (key) do update set
         hits = case when rate_limits.window_start = date_trunc('minute', now()) then rate_limits.hits + 1 else 1 end,
         window_start = date_trunc('minute', now())
       returning hits, ceil(extract(epoch from date_trunc('minute', now()) + interval '1 minute' - now()))::int as retry_after`,
      [key],
    );
    return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
  }

  /** Gives back one reserved attempt (a successful sign-in does not spend the address's budget). */
  async release(em: EntityManager, key: string): Promise<void> {
    await sqlOf(em)(`update rate_limits set hits = greatest(hits - 1, 0) where key = $1`, [key]);
  }
}
