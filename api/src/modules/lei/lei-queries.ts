import { badInput } from '../../core/errors.js';
import type { SqlRunner } from '../../core/sql.js';
import { leiProblem, normalizeLei } from '../kernel/lei-code.js';
import { findLeiRecords, MAX_SEARCH_RESULTS, searchLeiRecords, type LeiRecordView } from './lei-lookup.js';

/** Longest name searched (the register's names are far shorter; the normaliser caps at 500). */
export const MAX_SEARCH_NAME_LENGTH = 200;
/** Longest LEI text looked at: a code is 20 characters, spaced as printed a few more. */
const MAX_LEI_TEXT = 40;

/**
 * The record of one LEI as typed (spaces dropped, upper-cased), its ISO 17442 check digits verified
 * before any lookup; null when it is not in the active register. BAD_USER_INPUT naming `lei`.
 */
export async function leiRecordQuery(run: SqlRunner, raw: unknown): Promise<LeiRecordView | null> {
  if (typeof raw !== 'string' || raw.trim() === '') throw badInput('lei is required', 'lei');
  if (raw.length > MAX_LEI_TEXT) throw badInput('lei must be 20 letters and digits (ISO 17442)', 'lei');
  const lei = normalizeLei(raw);
  const problem = leiProblem(lei);
  if (problem) throw badInput(`lei ${problem}`, 'lei');
  return (await findLeiRecords(run, [lei])).get(lei) ?? null;
}

/**
 * Records of the active register whose name holds every word of `name` as the screening normaliser
 * reads it, best first, at most `first` (1 to 20, default 20). BAD_USER_INPUT naming `name` or `first`.
 */
export async function searchLeiQuery(run: SqlRunner, name: unknown, first: unknown): Promise<LeiRecordView[]> {
  if (typeof name !== 'string' || name.trim() === '') throw badInput('name is required', 'name');
  if (name.length > MAX_SEARCH_NAME_LENGTH) throw badInput(`name must be at most ${MAX_SEARCH_NAME_LENGTH} characters`, 'name');
  let limit = MAX_SEARCH_RESULTS;
  if (first !== undefined && first !== null && first !== '') {
    const n = typeof first === 'string' ? Number(first) : first;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_SEARCH_RESULTS) {
      throw badInput(`first must be a whole number from 1 to ${MAX_SEARCH_RESULTS}`, 'first');
    }
    limit = n;
  }
  return searchLeiRecords(run, name, limit);
}
