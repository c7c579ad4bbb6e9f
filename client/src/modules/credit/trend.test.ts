import { describe, expect, it } from 'vitest';
import { trendOf, trendText } from './trend';

describe('trends against the prior year', () => {
  it('go up or down, better or worse by which way the measure is better', () => {
    expect(trendOf(1.8, 1.2, 'higher')).toEqual({ direction: 'up', improving: true });
    expect(trendOf(0.9, 1.2, 'higher')).toEqual({ direction: 'down', improving: false });
    expect(trendOf(0.6, 0.4, 'lower')).toEqual({ direction: 'up', improving: false });
    expect(trendOf(0.3, 0.4, 'lower')).toEqual({ direction: 'down', improving: true });
    expect(trendOf(5, 3, 'neither')).toEqual({ direction: 'up', improving: null });
  });

  it('are flat for moves within half a percent (of 1 near zero)', () => {
    expect(trendOf(1.503, 1.501, 'higher')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(1_000_400, 1_000_000, 'higher')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(0.004, 0, 'higher')).toEqual({ direction: 'flat', improving: null });
    expect(trendOf(0.006, 0, 'higher')).toEqual({ direction: 'up', improving: true });
  });

  it('read moves through zero and between negatives the right way', () => {
    expect(trendOf(0.02, -0.05, 'higher')).toEqual({ direction: 'up', improving: true });
    expect(trendOf(-2, -1, 'higher')).toEqual({ direction: 'down', improving: false });
  });

  it('are none when either year lacks the measure', () => {
    expect(trendOf(null, 1, 'higher')).toBeNull();
    expect(trendOf(1, null, 'higher')).toBeNull();
    expect(trendOf(undefined, 1, 'higher')).toBeNull();
    expect(trendOf(Number.NaN, 1, 'higher')).toBeNull();
  });

  it('are read out in words', () => {
    expect(trendText({ direction: 'up', improving: true }, '1.20')).toBe('up from 1.20 (better)');
    expect(trendText({ direction: 'down', improving: false }, '1.20')).toBe('down from 1.20 (worse)');
    expect(trendText({ direction: 'up', improving: null }, '5')).toBe('up from 5');
    expect(trendText({ direction: 'flat', improving: null }, '1.20')).toBe('unchanged from 1.20');
  });
});
