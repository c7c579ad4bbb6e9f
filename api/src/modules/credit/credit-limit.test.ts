import { describe, expect, it } from 'vitest';
import { suggestCreditLimit, type LimitSubject } from './credit-limit.js';
import { DEFAULT_SCORECARD, type Grade } from './scorecard.js';

const multipliers = (grade: Grade) => DEFAULT_SCORECARD.grades.find((g) => g.grade === grade)!.multipliers;
const subject = (overrides: Partial<LimitSubject> = {}): LimitSubject => ({
  multipliers: multipliers('A'),
  tangibleNetWorth: 5_500_000,
  workingCapital: 2_000_000,
  revenue: 10_000_000,
  paymentTermsDays: 30,
  currency: 'USD',
  ...overrides,
});

describe('suggested credit limit', () => {
  it('takes the least term, rounded down to whole units: revenue binds', () => {
    // A: 20 % × 5,500,000 = 1,100,000; 50 % × 2,000,000 = 1,000,000; 100 % × 10,000,000 × 30 / 365 = 821,917.81.
    expect(suggestCreditLimit(subject())).toEqual({
      amount: 821_917,
      currency: 'USD',
      binding: 'revenue',
      terms: { netWorth: 1_100_000, workingCapital: 1_000_000, revenue: 821_917.81 },
    });
  });

  it('working capital binds', () => {
    // C: 10 % × 600,000 = 60,000; 25 % × 200,000 = 50,000; 50 % × 2,000,000 × 60 / 365 = 164,383.56.
    const r = suggestCreditLimit(
      subject({
        multipliers: multipliers('C'),
        tangibleNetWorth: 600_000,
        workingCapital: 200_000,
        revenue: 2_000_000,
        paymentTermsDays: 60,
        currency: 'EUR',
      }),
    );
    expect(r).toEqual({
      amount: 50_000,
      currency: 'EUR',
      binding: 'working_capital',
      terms: { netWorth: 60_000, workingCapital: 50_000, revenue: 164_383.56 },
    });
  });

  it('net worth binds, and wins a tie', () => {
    // B: 15 % × 4,000,000 = 600,000; 40 % × 1,500,000 = 600,000; 75 % × 20,000,000 × 45 / 365 = 1,849,315.07.
    const r = suggestCreditLimit(
      subject({
        multipliers: multipliers('B'),
        tangibleNetWorth: 4_000_000,
        workingCapital: 1_500_000,
        revenue: 20_000_000,
        paymentTermsDays: 45,
      }),
    );
    expect(r).toMatchObject({
      amount: 600_000,
      binding: 'net_worth',
      terms: { netWorth: 600_000, workingCapital: 600_000, revenue: 1_849_315.07 },
    });
  });

  it('is 0, never negative, for negative tangible net worth or working capital', () => {
    const negativeWorth = suggestCreditLimit(subject({ multipliers: multipliers('D'), tangibleNetWorth: -300_000 }));
    expect(negativeWorth).toMatchObject({ amount: 0, binding: 'net_worth', terms: { netWorth: -15_000 } });
    const negativeWc = suggestCreditLimit(subject({ multipliers: multipliers('D'), workingCapital: -800_000 }));
    expect(negativeWc).toMatchObject({ amount: 0, binding: 'working_capital', terms: { workingCapital: 0 } });
  });

  it('is 0 for payment terms of 0 days (bound by revenue)', () => {
    expect(suggestCreditLimit(subject({ paymentTermsDays: 0 }))).toMatchObject({ amount: 0, binding: 'revenue' });
  });

  it('is 0 bound by the grade for E, whatever the figures', () => {
    expect(suggestCreditLimit(subject({ multipliers: multipliers('E') }))).toEqual({
      amount: 0,
      currency: 'USD',
      binding: 'grade',
      terms: { netWorth: 0, workingCapital: 0, revenue: 0 },
    });
  });

  it('floors after rounding away binary noise', () => {
    // 0.29 × 3,000,000 is 869,999.9999999999 in binary floating point; the limit is 870,000.
    expect(0.29 * 3_000_000).toBeLessThan(870_000);
    const r = suggestCreditLimit(
      subject({ multipliers: { netWorth: 0.29, workingCapital: 1, revenue: 1 }, tangibleNetWorth: 3_000_000, revenue: 100_000_000 }),
    );
    expect(r).toMatchObject({ amount: 870_000, binding: 'net_worth' });
  });
});
