import type { SqlRunner } from '../../core/sql.js';
import { normalizeName } from '../screening/matching/normalize-name.js';
import { leiFlag } from './lei-flags.js';
import { recordsTable, relationshipsTable } from './lei-tables.js';
import { LeiVersionStatus } from './lei-register-version.entity.js';

/** An address as GLEIF gives it: the street lines, then city, region (ISO 3166-2), country (ISO 3166-1 alpha-2), postal code. */
export interface LeiAddressView {
  lines: string[];
  city: string | null;
  region: string | null;
  country: string | null;
  postalCode: string | null;
}

export const DIRECT_PARENT = 'IS_DIRECTLY_CONSOLIDATED_BY';
export const ULTIMATE_PARENT = 'IS_ULTIMATELY_CONSOLIDATED_BY';

/** A parent from the Level 2 relationship records, with its own record's facts when it is in the register. */
export interface LeiParentView {
  lei: string;
  legalName: string | null;
  country: string | null;
  registrationStatus: string | null;
  relationship: typeof DIRECT_PARENT | typeof ULTIMATE_PARENT;
}

/** One Level 1 record of the active register version, with its parents and its flag. */
export interface LeiRecordView {
  lei: string;
  legalName: string;
  legalAddress: LeiAddressView;
  headquartersAddress: LeiAddressView | null;
  jurisdiction: string | null;
  registrationAuthorityId: string | null;
  registrationAuthorityEntityId: string | null;
  entityStatus: string;
  registrationStatus: string;
  initialRegistrationDate: string | null;
  lastUpdateDate: string | null;
  nextRenewalDate: string | null;
  flagged: boolean;
  flagReason: string | null;
  directParent: LeiParentView | null;
  ultimateParent: LeiParentView | null;
}

/** Most records a name search returns. */
export const MAX_SEARCH_RESULTS = 20;
/** Records a name search ranks: a name of common words only ("Holding") matches many; the first of them are ranked. */
const SEARCH_CANDIDATES = 100;
/** Most LEIs one lookup reads (an assessment's company and its owners: 200 at most). */
export const MAX_LOOKUP_LEIS = 1000;

/** The version lookups read, or null before any import completed. */
export async function activeLeiVersion(run: SqlRunner): Promise<number | null> {
  const [row] = await run<{ version: number }>('select version from lei_register_versions where status = $1', [LeiVersionStatus.ACTIVE]);
  return row ? Number(row.version) : null;
}

/** Whether `error` is PostgreSQL's "relation does not exist" (a version's tables dropped under a lookup). */
const isUndefinedTable = (error: unknown) => (error as { code?: string } | null)?.code === '42P01';

/**
 * Runs `read` on the active version. The tables of a version are dropped once a newer one is active:
 * a lookup that read the version number just before reads again, once.
 */
async function onActiveVersion<T>(run: SqlRunner, empty: T, read: (version: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const version = await activeLeiVersion(run);
    if (version === null) return empty;
    try {
      return await read(version);
    } catch (error) {
      if (attempt > 0 || !isUndefinedTable(error)) throw error;
    }
  }
}

interface RecordRow {
  lei: string;
  legal_name: string;
  legal_address: LeiAddressView;
  hq_address: LeiAddressView | null;
  jurisdiction: string | null;
  ra_id: string | null;
  ra_entity_id: string | null;
  entity_status: string;
  registration_status: string;
  initial_registration_date: string | null;
  last_update_date: string | null;
  next_renewal_date: string | null;
  direct_lei: string | null;
  direct_name: string | null;
  direct_country: string | null;
  direct_status: string | null;
  ultimate_lei: string | null;
  ultimate_name: string | null;
  ultimate_country: string | null;
  ultimate_status: string | null;
}

/** The records of `leis` in `version`, with their parents: one statement, four index probes a record. */
export async function readVersionRecords(run: SqlRunner, version: number, leis: readonly string[]): Promise<RecordRow[]> {
  const records = recordsTable(version);
  const relationships = relationshipsTable(version);
  return run<RecordRow>(
    `select r.lei, r.legal_name, r.legal_address, r.hq_address, r.jurisdiction, r.ra_id, r.ra_entity_id, r.entity_status,
            r.registration_status, r.initial_registration_date, r.last_update_date, r.next_renewal_date,
            dr.parent_lei as direct_lei, d.legal_name as direct_name, d.legal_address->>'country' as direct_country,
            d.registration_status as direct_status,
            ur.parent_lei as ultimate_lei, u.legal_name as ultimate_name, u.legal_address->>'country' as ultimate_country,
            u.registration_status as ultimate_status
     from ${records} r
     left join ${relationships} dr on dr.child_lei = r.lei and dr.kind = 'direct'
     left join ${records} d on d.lei = dr.parent_lei
     left join ${relationships} ur on ur.child_lei = r.lei and ur.kind = 'ultimate'
     left join ${records} u on u.lei = ur.parent_lei
     where r.lei = any($1::text[])`,
    [leis],
  );
}

const parentOf = (
  relationship: LeiParentView['relationship'],
  lei: string | null,
  legalName: string | null,
  country: string | null,
  registrationStatus: string | null,
): LeiParentView | null => (lei ? { lei, legalName, country, registrationStatus, relationship } : null);

function viewOf(row: RecordRow): LeiRecordView {
  return {
    lei: row.lei,
    legalName: row.legal_name,
    legalAddress: row.legal_address,
    headquartersAddress: row.hq_address,
    jurisdiction: row.jurisdiction,
    registrationAuthorityId: row.ra_id,
    registrationAuthorityEntityId: row.ra_entity_id,
    entityStatus: row.entity_status,
    registrationStatus: row.registration_status,
    initialRegistrationDate: row.initial_registration_date,
    lastUpdateDate: row.last_update_date,
    nextRenewalDate: row.next_renewal_date,
    ...leiFlag(row.registration_status, row.entity_status),
    directParent: parentOf(DIRECT_PARENT, row.direct_lei, row.direct_name, row.direct_country, row.direct_status),
    ultimateParent: parentOf(ULTIMATE_PARENT, row.ultimate_lei, row.ultimate_name, row.ultimate_country, row.ultimate_status),
  };
}

/**
 * The records of `leis` (normalised, valid codes: callers check them with leiProblem first) in the
 * active register version, by LEI; an LEI not in the register is absent from the map, and so is
 * every LEI before any import completed. At most MAX_LOOKUP_LEIS codes are read.
 */
export async function findLeiRecords(run: SqlRunner, leis: readonly string[]): Promise<Map<string, LeiRecordView>> {
  const wanted = [...new Set(leis)].slice(0, MAX_LOOKUP_LEIS);
  if (wanted.length === 0) return new Map();
  const rows = await onActiveVersion(run, [] as RecordRow[], (version) => readVersionRecords(run, version, wanted));
  return new Map(rows.map((row) => [row.lei, viewOf(row)]));
}

/**
 * Records of the active version whose normalised name (the screening normaliser: transliterated,
 * lower-cased, legal forms and titles out) holds every token of `name`'s: the ones named exactly
 * so first, then the shorter names, then by name. At most `first` (≤ MAX_SEARCH_RESULTS).
 */
export async function searchLeiRecords(run: SqlRunner, name: string, first = MAX_SEARCH_RESULTS): Promise<LeiRecordView[]> {
  const normalized = normalizeName(name);
  const limit = Math.max(1, Math.min(first, MAX_SEARCH_RESULTS));
  if (normalized.tokens.length === 0) return [];
  const tokens = [...new Set(normalized.tokens)];
  return onActiveVersion(run, [] as LeiRecordView[], async (version) => {
    const records = recordsTable(version);
    const candidates = await run<{ lei: string; name_key: string; legal_name: string; words: number }>(
      `(select lei, name_key, legal_name, cardinality(name_tokens) as words from ${records} where name_key = $2 limit $3)
       union
       (select lei, name_key, legal_name, cardinality(name_tokens) as words from ${records} where name_tokens @> $1::text[] limit $4)`,
      [tokens, normalized.key, limit, SEARCH_CANDIDATES],
    );
    const ranked = candidates
      .sort(
        (a, b) =>
          Number(b.name_key === normalized.key) - Number(a.name_key === normalized.key) ||
          a.words - b.words ||
          a.legal_name.localeCompare(b.legal_name),
      )
      .slice(0, limit)
      .map((c) => c.lei);
    const rows = await readVersionRecords(run, version, ranked);
    const byLei = new Map(rows.map((row) => [row.lei, viewOf(row)]));
    return ranked.flatMap((lei) => byLei.get(lei) ?? []);
  });
}
