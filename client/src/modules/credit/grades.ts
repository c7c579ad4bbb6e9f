import { GRADES } from '../../../../api/src/modules/credit/credit-catalog';

/** The scorecard's grades, best first: the API's catalog. */
export { GRADES };

export interface GradeRow {
  grade: string;
  /** Assessments of the grade, over every currency. */
  count: number;
  /** The sum of their suggested limits per currency (currencies in alphabetical order); none for a grade without assessments. */
  totals: { currency: string; amount: number }[];
  /** The sum of the limits approved on four-eyes review per currency (alphabetical); only currencies with one. */
  approvedTotals: { currency: string; amount: number }[];
}

/** Adds `amount` to the total of `currency`. */
function addTo(totals: { currency: string; amount: number }[], currency: string, amount: number): void {
  const total = totals.find((t) => t.currency === currency);
  if (total) total.amount += amount;
  else totals.push({ currency, amount });
}

/**
 * Analytics.creditGrades (one entry per grade and currency) as one row per grade, A to E, each
 * grade shown even without assessments; an unknown grade comes after E.
 */
export function gradeDistribution(
  entries: readonly {
    grade: string;
    currency: string;
    count: number;
    suggestedLimitTotal: number;
    approvedCount?: number;
    approvedLimitTotal?: number;
  }[],
): GradeRow[] {
  const rows = new Map<string, GradeRow>(GRADES.map((grade) => [grade, { grade, count: 0, totals: [], approvedTotals: [] }]));
  for (const e of entries) {
    let row = rows.get(e.grade);
    if (!row) rows.set(e.grade, (row = { grade: e.grade, count: 0, totals: [], approvedTotals: [] }));
    row.count += e.count;
    addTo(row.totals, e.currency, e.suggestedLimitTotal);
    if (e.approvedCount) addTo(row.approvedTotals, e.currency, e.approvedLimitTotal ?? 0);
  }
  for (const row of rows.values()) {
    row.totals.sort((a, b) => a.currency.localeCompare(b.currency));
    row.approvedTotals.sort((a, b) => a.currency.localeCompare(b.currency));
  }
  return [...rows.values()];
}
