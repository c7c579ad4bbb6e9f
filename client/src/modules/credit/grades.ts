/** The scorecard's grades, best first. */
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

export interface GradeRow {
  grade: string;
  /** Assessments of the grade, over every currency. */
  count: number;
  /** The sum of their suggested limits per currency (currencies in alphabetical order); none for a grade without assessments. */
  totals: { currency: string; amount: number }[];
}

/**
 * Analytics.creditGrades (one entry per grade and currency) as one row per grade, A to E, each
 * grade shown even without assessments; an unknown grade comes after E.
 */
export function gradeDistribution(
  entries: readonly { grade: string; currency: string; count: number; suggestedLimitTotal: number }[],
): GradeRow[] {
  const rows = new Map<string, GradeRow>(GRADES.map((grade) => [grade, { grade, count: 0, totals: [] }]));
  for (const e of entries) {
    let row = rows.get(e.grade);
    if (!row) rows.set(e.grade, (row = { grade: e.grade, count: 0, totals: [] }));
    row.count += e.count;
    const total = row.totals.find((t) => t.currency === e.currency);
    if (total) total.amount += e.suggestedLimitTotal;
    else row.totals.push({ currency: e.currency, amount: e.suggestedLimitTotal });
  }
  for (const row of rows.values()) row.totals.sort((a, b) => a.currency.localeCompare(b.currency));
  return [...rows.values()];
}
