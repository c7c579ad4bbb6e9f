import type { SqlRunner } from '../../core/sql.js';
import { readVersionRecords } from './lei-lookup.js';
import type { CounterpartyLeiChange, KnownLei, LeiFieldChange } from './lei.ports.js';

/** Known LEIs read per statement when two versions are compared. */
const COMPARE_BATCH = 5000;

/** What a comparison reads of a record in one version. */
interface Facts {
  directParent: string | null;
  ultimateParent: string | null;
  registrationStatus: string;
  entityStatus: string;
}

async function factsOf(run: SqlRunner, version: number, leis: readonly string[]): Promise<Map<string, Facts>> {
  const rows = await readVersionRecords(run, version, leis);
  return new Map(
    rows.map((row) => [
      row.lei,
      {
        directParent: row.direct_lei,
        ultimateParent: row.ultimate_lei,
        registrationStatus: row.registration_status,
        entityStatus: row.entity_status,
      },
    ]),
  );
}

const LABELS: Record<LeiFieldChange['field'], string> = {
  inRegister: 'in the register',
  directParent: 'direct parent',
  ultimateParent: 'ultimate parent',
  registrationStatus: 'registration status',
  entityStatus: 'entity status',
};

const shown = (value: string | null) => value ?? 'none';

/** The changes between two readings of one LEI (either absent: not in that version). */
export function fieldChanges(before: Facts | undefined, after: Facts | undefined): LeiFieldChange[] {
  if (!before && !after) return [];
  if (!before || !after) return [{ field: 'inRegister', before: before ? 'yes' : 'no', after: after ? 'yes' : 'no' }];
  const changes: LeiFieldChange[] = [];
  for (const field of ['directParent', 'ultimateParent', 'registrationStatus', 'entityStatus'] as const) {
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] });
  }
  return changes;
}

/** The change in a sentence: "The LEI register (version 3) changed Acme Ltd (LEI …): direct parent A → B." */
export function changeSummary(known: KnownLei, version: number, changes: readonly LeiFieldChange[]): string {
  const parts = changes.map((change) =>
    change.field === 'inRegister'
      ? change.after === 'no'
        ? 'no longer in the register'
        : 'now in the register'
      : `${LABELS[change.field]} ${shown(change.before)} → ${shown(change.after)}`,
  );
  return `The LEI register (version ${version}) changed ${known.companyName} (LEI ${known.lei}): ${parts.join('; ')}.`;
}

/**
 * The known counterparties whose parent (direct or ultimate), registration or entity status — or
 * presence in the register — differs between version `before` and `after`.
 */
export async function registerChanges(
  run: SqlRunner,
  before: number,
  after: number,
  known: readonly KnownLei[],
): Promise<CounterpartyLeiChange[]> {
  const changed: CounterpartyLeiChange[] = [];
  for (let at = 0; at < known.length; at += COMPARE_BATCH) {
    const slice = known.slice(at, at + COMPARE_BATCH);
    const leis = [...new Set(slice.map((k) => k.lei))];
    const old = await factsOf(run, before, leis);
    const now = await factsOf(run, after, leis);
    for (const k of slice) {
      const changes = fieldChanges(old.get(k.lei), now.get(k.lei));
      if (changes.length) changed.push({ ...k, registerVersion: after, changes, summary: changeSummary(k, after, changes) });
    }
  }
  return changed;
}
