import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { MAX_NOTE_LENGTH } from '../../core/note-input.js';
import { anAdmin, enforce } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { assertSafeText } from '../../core/safe-text.js';
import { sqlOf } from '../../core/sql.js';
import { fullName } from '../user/full-name.js';
import { counterpartySummary, type CounterpartySummary } from './dossier.queries.js';

/** An override as both surfaces send it: why, and until when (an ISO 8601 time). */
export interface GradeHoldOverrideChange {
  reason?: unknown;
  until?: unknown;
}

function parseOverride(raw: unknown): { reason: string; until: Date } {
  const change = (raw && typeof raw === 'object' ? raw : {}) as GradeHoldOverrideChange;
  if (typeof change.reason !== 'string' || change.reason.trim() === '') throw badInput('reason is required', 'reason');
  assertSafeText(change.reason, 'reason');
  const reason = change.reason.trim();
  if (reason.length > MAX_NOTE_LENGTH) throw badInput('reason must be at most 2,000 characters', 'reason');
  const until = typeof change.until === 'string' || change.until instanceof Date ? new Date(change.until) : null;
  if (!until || Number.isNaN(until.getTime())) throw badInput('until must be a date and time (ISO 8601)', 'until');
  if (until.getTime() <= Date.now()) throw badInput('until must be in the future', 'until');
  return { reason, until };
}

/**
 * Admins only: lifts a counterparty's grade hold (the cooldown after a downgrade) until `until`,
 * with a reason: new assessments are graded on their score alone meanwhile. Kept as a record on the
 * counterparty's timeline; a later downgrade starts a new hold it does not cover. The row is locked,
 * so the check and the record agree. FORBIDDEN (not an admin, before any work), NOT_FOUND,
 * BAD_USER_INPUT (reason: required, 1–2,000 characters; until: in the future, not after the hold
 * ends), CONFLICT (no hold in force).
 */
export async function overrideGradeHoldCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<CounterpartySummary> {
  enforce(anAdmin(actor));
  if (!isUuid(id)) throw notFound('Counterparty not found');
  const { reason, until } = parseOverride(raw);
  await em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    const [row] = await sql<{ grade_hold_until: Date | null; merged_into_id: string | null }>(
      `select grade_hold_until, merged_into_id from counterparties where id = $1 for update`,
      [id],
    );
    if (!row) throw notFound('Counterparty not found');
    if (row.merged_into_id) throw conflict('This counterparty was merged into another: override the hold there');
    const holdEnds = row.grade_hold_until ? new Date(row.grade_hold_until) : null;
    if (!holdEnds || holdEnds.getTime() <= Date.now()) throw conflict('No grade hold is in force on this counterparty');
    if (until > holdEnds) throw badInput(`until must not be after the hold ends (${holdEnds.toISOString()})`, 'until');
    await sql(
      `insert into grade_hold_overrides (id, counterparty_id, reason, until, by_id, by_name) values (gen_random_uuid(), $1, $2, $3, $4, $5)`,
      [id, reason, until.toISOString(), actor.id, fullName(actor)],
    );
  });
  return counterpartySummary(em, id);
}
