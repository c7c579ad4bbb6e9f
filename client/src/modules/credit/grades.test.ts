import { describe, expect, it } from 'vitest';
import { gradeDistribution } from './grades';

describe('the dashboard grade distribution', () => {
  it('has a row per grade A to E, counts summed over currencies, limits per currency', () => {
    const rows = gradeDistribution([
      { grade: 'B', currency: 'USD', count: 2, suggestedLimitTotal: 500000 },
      { grade: 'B', currency: 'EUR', count: 1, suggestedLimitTotal: 120000 },
      { grade: 'E', currency: 'USD', count: 1, suggestedLimitTotal: 0 },
    ]);
    expect(rows.map((r) => [r.grade, r.count])).toEqual([
      ['A', 0],
      ['B', 3],
      ['C', 0],
      ['D', 0],
      ['E', 1],
    ]);
    expect(rows[1].totals).toEqual([
      { currency: 'EUR', amount: 120000 },
      { currency: 'USD', amount: 500000 },
    ]);
    expect(rows[0].totals).toEqual([]);
  });

  it('sums the approved limits per currency beside the suggested ones, only where some were approved', () => {
    const rows = gradeDistribution([
      { grade: 'A', currency: 'USD', count: 3, suggestedLimitTotal: 2_400_000, approvedCount: 2, approvedLimitTotal: 1_600_000 },
      { grade: 'A', currency: 'EUR', count: 1, suggestedLimitTotal: 100_000, approvedCount: 0, approvedLimitTotal: 0 },
    ]);
    expect(rows[0].approvedTotals).toEqual([{ currency: 'USD', amount: 1_600_000 }]);
    expect(rows[1].approvedTotals).toEqual([]);
  });

  it('keeps a grade it does not know after E', () => {
    expect(gradeDistribution([{ grade: 'F', currency: 'USD', count: 1, suggestedLimitTotal: 0 }]).map((r) => r.grade)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });
});
