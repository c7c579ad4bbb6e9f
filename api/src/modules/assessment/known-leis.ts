import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/sql.js';
import type { KnownLei, KnownLeis } from '../lei/lei.ports.js';

/**
 * The counterparties known by an LEI (the lei module's KnownLeis port): each counterparty's latest
 * assessment, when that assessment names an LEI. One statement over the assessments, once per
 * register import.
 */
export async function knownLeisOf(em: EntityManager): Promise<KnownLei[]> {
  const rows = await sqlOf(em)<{ counterparty_id: string; id: string; company_name: string; lei: string | null }>(
    `select * from (
       select distinct on (counterparty_id) counterparty_id, id, company_name, lei
       from assessments where counterparty_id is not null
       order by counterparty_id, created_at desc, id desc
     ) latest where lei is not null`,
  );
  return rows.map((row) => ({ counterpartyId: row.counterparty_id, assessmentId: row.id, companyName: row.company_name, lei: row.lei! }));
}

/** The port as the composition root hands it to the register import. */
export const knownLeis: KnownLeis = { list: knownLeisOf };
