import { describe, expect, it } from 'vitest';
import { trendOf, trendText } from './trend';

describe('trends against the prior year', () => {
  it('go up or down, better or worse by which way the measure is better', () => {
    expect(trendOf(1.8, 1.2, 'higher', 'times')).toEqual({ direction: 'up', improving: true });
    expect(trendOf(0.9, 1.2, 'higher', 'times')).toEqual({ direction: 'down', improving: false });
    expect(trendOf(0.6, 0.4, 'lower', 'times')).toEqual({ direction: 'up', improving: false });
    expect(trendOf(0.3, 0.4, 'lower', 'times')).toEqual({ direction: 'down', improving: true });
    expect(trendOf(5, 3, 'neither', 'times')).toEqual({ direction: 'up', improving: null });
  });

  it('are flat by the one rule: under 1 % of the figure, or the same in print', () => {
    expect(trendOf(1.503, 1.501, 'higher', 'times')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(1_000_400, 1_000_000, 'higher', 'amount')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(0.004, 0, 'higher', 'times')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(0.02, 0, 'higher', 'times')).toEqual({ direction: 'up', improving: true });
  });

  it('see a net margin from 5.8 % to 6.2 % go up (issue 31)', () => {
    expect(trendOf(0.062, 0.058, 'higher', 'percent')).toEqual({ direction: 'up', improving: true });
    expect(trendOf(0.058, 0.062, 'higher', 'percent')).toEqual({ direction: 'down', improving: false });
  });

  it('read moves through zero and between negatives the right way', () => {
    expect(trendOf(0.02, -0.05, 'higher', 'times')).toEqual({ direction: 'up', improving: true });
    expect(trendOf(-2, -1, 'higher', 'times')).toEqual({ direction: 'down', improving: false });
  });

  it('are none when either year lacks the measure', () => {
    expect(trendOf(null, 1, 'higher', 'times')).toBeNull();
    expect(trendOf(1, null, 'higher', 'times')).toBeNull();
    expect(trendOf(undefined, 1, 'higher', 'times')).toBeNull();
    expect(trendOf(Number.NaN, 1, 'higher', 'times')).toBeNull();
  });

  it('are read out in words', () => {
    expect(trendText({ direction: 'up', improving: true }, '1.20')).toBe('up from 1.20 (better)');
    expect(trendText({ direction: 'down', improving: false }, '1.20')).toBe('down from 1.20 (worse)');
    expect(trendText({ direction: 'up', improving: null }, '5')).toBe('up from 5');
    expect(trendText({ direction: 'flat', improving: null }, '1.20')).toBe('unchanged from 1.20');
  });
});
