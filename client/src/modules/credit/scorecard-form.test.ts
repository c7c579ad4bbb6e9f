import { describe, expect, it } from 'vitest';
import type { ScorecardFieldsFragment } from '../../generated/graphql';
import { bestScore, scorecardInputOf, serverErrorFields } from './scorecard-form';

const bands = (...points: number[]) => ({
  __typename: 'BandedScore' as const,
  bands: points.map((p, i) => ({ __typename: 'ScoreBand' as const, comparison: 'GTE' as const, threshold: 3 - i, points: p })),
});

/** The default scorecard as the API answers it, __typename included (Apollo adds it). */
const DEFAULT = {
  __typename: 'Scorecard',
  inputs: {
    __typename: 'ScorecardInputs',
    altmanZone: { __typename: 'AltmanZoneScore', points: { __typename: 'AltmanZonePoints', safe: 30, grey: 15, distress: 0 } },
    currentRatio: bands(15, 10, 5),
    debtToAssets: bands(15, 10, 5),
    interestCover: bands(10, 6, 3),
    netMargin: bands(10, 6, 3),
    tradingYears: {
      __typename: 'TradingYearsScore',
      points: { __typename: 'TradingYearsPoints', lessThan2: 0, twoTo3: 4, threeTo5: 7, moreThan5: 10 },
    },
    revenueGrowth: bands(10, 5),
  },
  grades: ['A', 'B', 'C', 'D', 'E'].map((grade, i) => ({
    __typename: 'ScorecardGrade',
    grade,
    minScore: [80, 65, 50, 35, 0][i],
    pd: [0.005, 0.015, 0.04, 0.1, 0.25][i],
    multipliers: { __typename: 'LimitMultipliers', netWorth: 0.2, workingCapital: 0.5, revenue: 1 },
    reviewMonths: 12,
  })),
  review: { __typename: 'ReviewPolicy', approvedMonths: 24, cautionMonths: 12, rejectedMonths: 12, gradeCooldownDays: 90 },
} as ScorecardFieldsFragment;

describe('the scorecard form', () => {
  it('sends the scorecard the API answered without its __typename anywhere', () => {
    const input = scorecardInputOf(DEFAULT);
    expect(JSON.stringify(input)).not.toContain('__typename');
    expect(input.inputs.currentRatio.bands[0]).toEqual({ comparison: 'GTE', threshold: 3, points: 15 });
    expect(input.grades[4]).toEqual({
      grade: 'E',
      minScore: 0,
      pd: 0.25,
      multipliers: { netWorth: 0.2, workingCapital: 0.5, revenue: 1 },
      reviewMonths: 12,
    });
    expect(input.review).toEqual({ approvedMonths: 24, cautionMonths: 12, rejectedMonths: 12, gradeCooldownDays: 90 });
  });

  it('adds up the best points of every input, as the server does', () => {
    const input = scorecardInputOf(DEFAULT);
    expect(bestScore(input)).toBe(100);
    input.inputs.netMargin.bands[2].points = 12.5;
    expect(bestScore(input)).toBe(102.5);
    // A field being typed (NaN from an empty number input) counts as 0, not as NaN: grey's 15 is then the best zone.
    input.inputs.altmanZone.points.safe = Number.NaN;
    expect(bestScore(input)).toBe(87.5);
  });

  it('puts a server error on the input it names', () => {
    const { fields, aliases } = serverErrorFields({ scorecard: scorecardInputOf(DEFAULT), note: '' });
    expect(aliases['scorecard.inputs.currentRatio.bands[2].points']).toBe('scorecard.inputs.currentRatio.bands.2.points');
    expect(aliases['scorecard.grades[1].minScore']).toBe('scorecard.grades.1.minScore');
    expect(fields).toContain('scorecard.inputs.tradingYears.points.moreThan5');
    expect(fields).toContain('scorecard.review.cautionMonths');
    expect(fields).toContain('note');
    expect(fields).not.toContain('scorecard.inputs');
  });
});
