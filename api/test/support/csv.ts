import { ANSWER_FIELDS } from '../../src/modules/assessment/assessment-answers.js';
import { assessmentInput } from './factories.js';

/** The template's columns but the optional keyPeople, which assessmentInput() does not fill. */
export const CSV_COLUMNS: string[] = ANSWER_FIELDS.filter((field) => field !== 'keyPeople');

const cell = (v: unknown) => {
  const s = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? v.toString() : v == null ? '' : JSON.stringify(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A CSV in the template columns; rows are overrides of a valid assessment. */
export function csvOf(rows: Record<string, unknown>[], columns = CSV_COLUMNS): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell({ ...assessmentInput(), ...r }[c])).join(','))].join('\n');
}

/** `n` valid rows named `${prefix} i`. */
export const validRows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ companyName: `${prefix} ${i}` }));
