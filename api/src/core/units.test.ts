import { describe, expect, it } from 'vitest';
import { FLAT_SHARE, formatInUnit, isFlat, NONE } from './units.js';

describe('one format per unit', () => {
  it('prints multiples, percentages, amounts, days, scores and indices', () => {
    expect(formatInUnit(1.8549, 'times')).toBe('1.85×');
    expect(formatInUnit(0.5714, 'percent')).toBe('57.1 %');
    expect(formatInUnit(0.98, 'percent')).toBe('98.0 %');
    expect(formatInUnit(-0.1, 'percent')).toBe('−10.0 %');
    expect(formatInUnit(1234567.5, 'amount')).toBe('1,234,568');
    expect(formatInUnit(-52000, 'amount')).toBe('−52,000');
    expect(formatInUnit(30, 'days')).toBe('30 days');
    expect(formatInUnit(72, 'score')).toBe('72');
    expect(formatInUnit(72.5, 'score')).toBe('72.5');
    expect(formatInUnit(2.6, 'index')).toBe('2.60');
  });

  it('never prints "-0", and shows an amount too small for its precision as it is', () => {
    expect(formatInUnit(-0.0001, 'percent')).toBe('0.0 %');
    expect(formatInUnit(-0.2, 'amount')).toBe('−0.2');
    expect(formatInUnit(1e-300, 'amount')).toBe('1e-300');
    expect(formatInUnit(0, 'amount')).toBe('0');
  });

  it('prints an absent or non-finite figure as a dash', () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatInUnit(v, 'times')).toBe(NONE);
  });
});

describe('one rule for flat', () => {
  it('calls a move of half a percentage point on a 6 % margin a move', () => {
    expect(isFlat(0.062, 0.058, 'percent')).toBe(false);
    expect(isFlat(0.058, 0.062, 'percent')).toBe(false);
  });

  it('is relative to the figure in any unit', () => {
    expect(isFlat(1.503, 1.501, 'times')).toBe(true);
    expect(isFlat(1_000_400, 1_000_000, 'amount')).toBe(true);
    expect(isFlat(1_000_000 * (1 + FLAT_SHARE * 1.5), 1_000_000, 'amount')).toBe(false);
    expect(isFlat(0.5714, 0.5701, 'percent')).toBe(true);
  });

  it('near zero, leaves it to the unit: a change that prints the same is flat', () => {
    expect(isFlat(0.0004, 0, 'percent')).toBe(true);
    expect(isFlat(0.006, 0, 'percent')).toBe(false);
    expect(isFlat(0.004, 0, 'times')).toBe(true);
    expect(isFlat(0.02, 0, 'times')).toBe(false);
  });
});
