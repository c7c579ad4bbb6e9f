import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { anAdmin, enforce } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { sqlOf } from '../../core/sql.js';
import { fullName } from '../user/full-name.js';
import { caseEventsSql } from '../casework/case-events.js';

/**
 * Admins only: merges counterparty `id` into `intoId` (two spellings of one company): its
 * assessments, cases, evidence and case events move over, an open case of a kind the target also
 * has open is closed as merged (its events stay), and new assessments of its name and country join
 * the target from now on. One transaction, both rows locked in id order. FORBIDDEN, NOT_FOUND,
 * BAD_USER_INPUT (intoId), CONFLICT (already merged).
 */
export async function mergeCounterpartiesCommand(
  em: EntityManager,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<{ mergedInto: string }> {
  enforce(anAdmin(actor));
  const intoId = (raw as { intoId?: unknown } | null)?.intoId;
  if (!isUuid(id)) throw notFound('Counterparty not found');
  if (typeof intoId !== 'string' || !isUuid(intoId)) throw badInput('intoId must be a counterparty id', 'intoId');
  if (intoId === id) throw badInput('intoId must be another counterparty', 'intoId');
  return em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    const rows = await sql<{ id: string; merged_into_id: string | null }>(
      `select id, merged_into_id from counterparties where id = any($1::uuid[]) order by id for update`,
      [[id, intoId]],
    );
    const from = rows.find((r) => r.id === id);
    const into = rows.find((r) => r.id === intoId);
    if (!from) throw notFound('Counterparty not found');
    if (!into) throw badInput('intoId is not a counterparty', 'intoId');
    if (from.merged_into_id || into.merged_into_id) throw conflict('A merged counterparty cannot be merged again');
    const name = fullName(actor);
    await sql(
      `with dup as (
         update cases c set status = 'closed', outcome = 'no_action', closing_note = 'Merged into another counterparty', closed_at = now(), closed_by_id = $3
         where c.counterparty_id = $1 and c.status <> 'closed' and c.kind <> 'manual'
           and exists (select 1 from cases t where t.counterparty_id = $2 and t.kind = c.kind and t.status <> 'closed')
         returning c.id
       )
       ${caseEventsSql('dup', {
         caseId: 'id',
         counterpartyId: '$1::uuid',
         actorId: '$3::uuid',
         actorName: '$4::text',
         action: `'closed'`,
         detail: `jsonb_build_object('outcome', 'no_action', 'note', 'Merged into another counterparty')`,
       })}`,
      [id, intoId, actor.id, name],
    );
    await sql(`update cases set counterparty_id = $2, updated_at = now() where counterparty_id = $1`, [id, intoId]);
    await sql(`update case_events set counterparty_id = $2 where counterparty_id = $1`, [id, intoId]);
    await sql(`update evidence set counterparty_id = $2 where counterparty_id = $1`, [id, intoId]);
    await sql(`update assessments set counterparty_id = $2 where counterparty_id = $1`, [id, intoId]);
    await sql(`update counterparties set merged_into_id = $2 where id = $1 or merged_into_id = $1`, [id, intoId]);
    return { mergedInto: intoId };
  });
}
