import type { SqlRunner } from '../../core/sql.js';
import type { GradeHold } from '../kernel/credit-scale.js';

/**
 * The hold in force on a counterparty (column `t`) in SQL: its cooldown runs, and no override
 * made since the hold began still runs.
 */
const IN_FORCE = `t.grade_hold_until > now()
  and not exists (select 1 from grade_hold_overrides o
                  where o.counterparty_id = t.id and o.until > now() and o.created_at >= t.grade_hold_set_at)`;

/**
 * The grade holds in force for assessments about to be filed under `keys` (counterpartyKey),
 * following a merge to the counterparty that took the key over. One query; keys without a hold are
 * absent.
 */
export async function gradeHoldsByKey(sql: SqlRunner, keys: readonly string[]): Promise<Map<string, GradeHold>> {
  if (keys.length === 0) return new Map();
  const rows = await sql<{ key: string; grade: GradeHold['grade']; until: Date }>(
    `select c.key, t.grade_hold as grade, t.grade_hold_until as until
     from counterparties c join counterparties t on t.id = coalesce(c.merged_into_id, c.id)
     where c.key = any($1::text[]) and ${IN_FORCE}`,
    [[...new Set(keys)]],
  );
  return new Map(rows.map((r) => [r.key, { grade: r.grade, until: new Date(r.until).toISOString() }]));
}

/** The grade hold in force on counterparty `id` (a stored assessment's), or null. */
export async function gradeHoldOf(sql: SqlRunner, id: string | null | undefined): Promise<GradeHold | null> {
  if (!id) return null;
  const [row] = await sql<{ grade: GradeHold['grade']; until: Date }>(
    `select t.grade_hold as grade, t.grade_hold_until as until from counterparties t where t.id = $1 and ${IN_FORCE}`,
    [id],
  );
  return row ? { grade: row.grade, until: new Date(row.until).toISOString() } : null;
}

/** A downgrade to hold: the counterparty, the lower grade and the cooldown's days. */
export interface NewGradeHold {
  counterpartyId: string;
  grade: GradeHold['grade'];
  days: number;
}

/**
 * Holds the grades of counterparties whose new assessment lowered them, for each one's cooldown
 * from now: a new hold replaces an earlier one (a further downgrade holds the lower grade), and an
 * override of the earlier hold no longer applies. One statement; a cooldown of 0 days holds nothing.
 */
export async function holdGrades(sql: SqlRunner, holds: readonly NewGradeHold[]): Promise<void> {
  const held = holds.filter((h) => h.days > 0);
  if (held.length === 0) return;
  await sql(
    `update counterparties c set grade_hold = h.grade, grade_hold_set_at = now(), grade_hold_until = now() + make_interval(days => h.days)
     from jsonb_to_recordset($1::jsonb) as h(id uuid, grade text, days int) where c.id = h.id`,
    [JSON.stringify(held.map((h) => ({ id: h.counterpartyId, grade: h.grade, days: h.days })))],
  );
}
