import { assessmentInput } from './factories.js';

export const CSV_COLUMNS = [
  'companyName',
  'countryOfRegistration',
  'countryOfBusiness',
  'address',
  'businessRationale',
  'serviceType',
  'alternativeContacts',
  'hasLegalActions',
  'canProvideReferences',
  'managementReputation',
  'managementCapacity',
  'tradingYears',
  'hasAuditedFinancials',
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
];

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
