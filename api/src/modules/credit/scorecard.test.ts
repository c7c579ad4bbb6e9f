import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { TradingYears } from '../kernel/assessment.enums.js';
import {
  bandPoints,
  DEFAULT_SCORECARD,
  gradeFor,
  maxPoints,
  parseScorecard,
  scoreFinancials,
  type Scorecard,
  type ScoreSubject,
} from './scorecard.js';

const subject = (
  overrides: Partial<ScoreSubject['ratios']> = {},
  zone: ScoreSubject['altman']['zone'] = 'safe',
  tradingYears: ScoreSubject['tradingYears'] = TradingYears.MORE_THAN_5,
): ScoreSubject => ({
  ratios: { currentRatio: 2, debtToAssets: 0.2, interestCover: 5, netMargin: 0.12, revenueGrowth: 0.05, ...overrides },
  altman: { zone },
  tradingYears,
});

describe('default scorecard', () => {
  it('is the issue default, with a best total of exactly 100', () => {
    expect(maxPoints(DEFAULT_SCORECARD)).toEqual({
      altmanZone: 30,
      currentRatio: 15,
      debtToAssets: 15,
      interestCover: 10,
      netMargin: 10,
      tradingYears: 10,
      revenueGrowth: 10,
    });
    expect(
      DEFAULT_SCORECARD.grades.map((g) => [
        g.grade,
        g.minScore,
        g.pd,
        g.multipliers.netWorth,
        g.multipliers.workingCapital,
        g.multipliers.revenue,
        g.reviewMonths,
      ]),
    ).toEqual([
      ['A', 80, 0.005, 0.2, 0.5, 1, 36],
      ['B', 65, 0.015, 0.15, 0.4, 0.75, 24],
      ['C', 50, 0.04, 0.1, 0.25, 0.5, 12],
      ['D', 35, 0.1, 0.05, 0.1, 0.25, 6],
      ['E', 0, 0.25, 0, 0, 0, 3],
    ]);
  });

  it('passes its own validation unchanged, also as stored JSON', () => {
    expect(parseScorecard(DEFAULT_SCORECARD)).toEqual(DEFAULT_SCORECARD);
    expect(parseScorecard(JSON.parse(JSON.stringify(DEFAULT_SCORECARD)))).toEqual(DEFAULT_SCORECARD);
  });

  it('cannot be changed by accident', () => {
    expect(() => {
      (DEFAULT_SCORECARD.inputs.currentRatio.bands[0] as { points: number }).points = 99;
    }).toThrow(TypeError);
  });
});

describe('bands of the default scorecard', () => {
  const { inputs } = DEFAULT_SCORECARD;
  it.each([
    ['currentRatio', 2, 15],
    ['currentRatio', 1.9999, 10],
    ['currentRatio', 1.2, 10],
    ['currentRatio', 1, 5],
    ['currentRatio', 0.9999, 0],
    ['debtToAssets', 0.2999, 15],
    ['debtToAssets', 0.3, 10],
    ['debtToAssets', 0.5, 5],
    ['debtToAssets', 0.6999, 5],
    ['debtToAssets', 0.7, 0],
    ['interestCover', 4, 10],
    ['interestCover', 2, 6],
    ['interestCover', 1, 3],
    ['interestCover', 0.99, 0],
    ['interestCover', -3, 0],
    ['netMargin', 0.1, 10],
    ['netMargin', 0.03, 6],
    ['netMargin', 0, 3],
    ['netMargin', -0.0001, 0],
    ['revenueGrowth', 0, 10],
    ['revenueGrowth', -0.1, 5],
    ['revenueGrowth', -0.1001, 0],
  ] as const)('%s %s → %s points', (input, value, points) => {
    expect(bandPoints(inputs[input], value)).toBe(points);
  });

  it('gives an absent ratio 0 points', () => {
    expect(bandPoints(inputs.currentRatio, null)).toBe(0);
  });
});

describe('scoreFinancials', () => {
  it('sums the points per input and maps the score to grade, PD and review interval', () => {
    // Z″ grey 15, current 1.5 → 10, debt to assets 0.45 → 10, interest cover 2.5 → 6, net margin 0.05 → 6,
    // trading 3–5 years → 7, revenue growth −5 % → 5: 59 → C.
    const r = scoreFinancials(
      DEFAULT_SCORECARD,
      subject(
        { currentRatio: 1.5, debtToAssets: 0.45, interestCover: 2.5, netMargin: 0.05, revenueGrowth: -0.05 },
        'grey',
        TradingYears.THREE_TO_5,
      ),
    );
    expect(r).toEqual({
      score: 59,
      points: { altmanZone: 15, currentRatio: 10, debtToAssets: 10, interestCover: 6, netMargin: 6, tradingYears: 7, revenueGrowth: 5 },
      grade: 'C',
      pd: 0.04,
      reviewMonths: 12,
      multipliers: { netWorth: 0.1, workingCapital: 0.25, revenue: 0.5 },
    });
  });

  it.each([
    [TradingYears.MORE_THAN_5, 10],
    [TradingYears.THREE_TO_5, 7],
    [TradingYears.TWO_TO_3, 4],
    [TradingYears.LESS_THAN_2, 0],
    [null, 0],
    ['ten', 0],
    ['__proto__', 0],
  ])('trading years %s → %s points', (tradingYears, points) => {
    expect(scoreFinancials(DEFAULT_SCORECARD, subject({}, 'safe', tradingYears)).points.tradingYears).toBe(points);
  });

  it('scores 0 for every absent input', () => {
    const r = scoreFinancials(DEFAULT_SCORECARD, {
      ratios: { currentRatio: null, debtToAssets: null, interestCover: null, netMargin: null, revenueGrowth: null },
      altman: { zone: null },
      tradingYears: null,
    });
    expect([r.score, r.grade, r.pd, r.reviewMonths]).toEqual([0, 'E', 0.25, 3]);
  });

  it.each([
    [100, 'A'],
    [80, 'A'],
    [79.99, 'B'],
    [65, 'B'],
    [64.5, 'C'],
    [50, 'C'],
    [49, 'D'],
    [35, 'D'],
    [34.99, 'E'],
    [0, 'E'],
  ] as const)('a score of %s is grade %s', (score, grade) => {
    expect(gradeFor(DEFAULT_SCORECARD, score).grade).toBe(grade);
  });

  it('always scores 0–100 with the grade of its cut-off (property)', () => {
    const ratio = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        ratio,
        ratio,
        ratio,
        ratio,
        ratio,
        fc.constantFrom('safe', 'grey', 'distress', null),
        fc.constantFrom(...Object.values(TradingYears), null),
        (currentRatio, debtToAssets, interestCover, netMargin, revenueGrowth, zone, tradingYears) => {
          const r = scoreFinancials(DEFAULT_SCORECARD, {
            ratios: { currentRatio, debtToAssets, interestCover, netMargin, revenueGrowth },
            altman: { zone },
            tradingYears,
          });
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(100);
          expect(r.score).toBe(Object.values(r.points).reduce((a, b) => a + b, 0));
          const cut = DEFAULT_SCORECARD.grades.find((g) => g.grade === r.grade)!;
          expect(r.score).toBeGreaterThanOrEqual(cut.minScore);
        },
      ),
    );
  });
});

describe('parseScorecard: refusals name the field', () => {
  const edit = (change: (s: Scorecard & Record<string, any>) => void) => {
    const s = structuredClone(DEFAULT_SCORECARD) as Scorecard & Record<string, any>;
    change(s);
    return s;
  };
  const refusal = (value: unknown) => {
    try {
      parseScorecard(value);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      return { field: (error as DomainError).field, message: (error as DomainError).message };
    }
    throw new Error('expected a refusal');
  };

  it.each([
    ['not an object', null, 'scorecard', /must be an object/],
    ['unknown top-level entry', edit((s) => (s.name = 'x')), 'scorecard.name', /Unknown entry "name"/],
    ['inputs missing', edit((s) => delete (s as any).inputs), 'scorecard.inputs', /must be an object/],
    ['unknown input', edit((s) => ((s.inputs as any).quickRatio = { bands: [] })), 'scorecard.inputs.quickRatio', /Unknown entry/],
    [
      'input missing',
      edit((s) => delete (s.inputs as any).currentRatio),
      'scorecard.inputs.currentRatio',
      /Current ratio input is required/,
    ],
    ['bands not a list', edit((s) => ((s.inputs.netMargin as any).bands = 'x')), 'scorecard.inputs.netMargin.bands', /must be a list/],
    [
      'too many bands',
      edit((s) => (s.inputs.netMargin.bands = Array.from({ length: 11 }, (_, i) => ({ comparison: 'gte', threshold: 10 - i, points: 0 })))),
      'scorecard.inputs.netMargin.bands',
      /At most 10/,
    ],
    [
      'negative points',
      edit((s) => (s.inputs.currentRatio.bands[2].points = -1)),
      'scorecard.inputs.currentRatio.bands[2].points',
      /from 0 to 100/,
    ],
    [
      'points as text',
      edit((s) => ((s.inputs.currentRatio.bands[2] as any).points = '5')),
      'scorecard.inputs.currentRatio.bands[2].points',
      /must be a number/,
    ],
    [
      'unknown comparison',
      edit((s) => ((s.inputs.currentRatio.bands[0] as any).comparison = 'ge')),
      'scorecard.inputs.currentRatio.bands[0].comparison',
      /one of gte, gt, lte, lt/,
    ],
    [
      'threshold NaN',
      edit((s) => (s.inputs.interestCover.bands[1].threshold = NaN)),
      'scorecard.inputs.interestCover.bands[1].threshold',
      /must be a number/,
    ],
    [
      'mixed directions',
      edit((s) => (s.inputs.currentRatio.bands[1].comparison = 'lt')),
      'scorecard.inputs.currentRatio.bands[1].comparison',
      /same way/,
    ],
    [
      'bands out of order (gte)',
      edit((s) => (s.inputs.currentRatio.bands[1].threshold = 2.5)),
      'scorecard.inputs.currentRatio.bands[1].threshold',
      /never reached: its threshold must be lower/,
    ],
    [
      'bands out of order (lt)',
      edit((s) => (s.inputs.debtToAssets.bands[2].threshold = 0.5)),
      'scorecard.inputs.debtToAssets.bands[2].threshold',
      /must be higher/,
    ],
    [
      'unknown band entry',
      edit((s) => ((s.inputs.debtToAssets.bands[0] as any).label = 'x')),
      'scorecard.inputs.debtToAssets.bands[0].label',
      /Unknown entry/,
    ],
    [
      'zone points missing',
      edit((s) => delete (s.inputs.altmanZone.points as any).grey),
      'scorecard.inputs.altmanZone.points.grey',
      /Points for "grey" are required/,
    ],
    [
      'unknown zone',
      edit((s) => ((s.inputs.altmanZone.points as any).critical = 0)),
      'scorecard.inputs.altmanZone.points.critical',
      /Unknown entry/,
    ],
    [
      'trading years points negative',
      edit((s) => (s.inputs.tradingYears.points['>5'] = -1)),
      'scorecard.inputs.tradingYears.points.>5',
      /from 0 to 100/,
    ],
    [
      'best total above 100',
      edit((s) => (s.inputs.altmanZone.points.safe = 31)),
      'scorecard.inputs',
      /add up to 101; the score is out of 100/,
    ],
    ['four grades', edit((s) => s.grades.pop()), 'scorecard.grades', /A, B, C, D and E/],
    ['grades out of order', edit((s) => (s.grades[1].grade = 'C')), 'scorecard.grades[1].grade', /Grade 2 must be B/],
    ['cut-offs not descending', edit((s) => (s.grades[1].minScore = 80)), 'scorecard.grades[1].minScore', /below A's \(80\)/],
    ['cut-off above 100', edit((s) => (s.grades[0].minScore = 101)), 'scorecard.grades[0].minScore', /from 0 to 100/],
    ['E above 0', edit((s) => (s.grades[4].minScore = 10)), 'scorecard.grades[4].minScore', /must be 0/],
    ['D at 0', edit((s) => (s.grades[3].minScore = 0)), 'scorecard.grades[3].minScore', /above 0/],
    ['PD of 0', edit((s) => (s.grades[0].pd = 0)), 'scorecard.grades[0].pd', /above 0 and below 1/],
    ['PD of 1', edit((s) => (s.grades[4].pd = 1)), 'scorecard.grades[4].pd', /above 0 and below 1/],
    ['PD as a percentage', edit((s) => (s.grades[2].pd = 4)), 'scorecard.grades[2].pd', /above 0 and below 1/],
    ['PD falling to a worse grade', edit((s) => (s.grades[2].pd = 0.01)), 'scorecard.grades[2].pd', /cannot be below B's/],
    ['multiplier above 10', edit((s) => (s.grades[0].multipliers.revenue = 11)), 'scorecard.grades[0].multipliers.revenue', /from 0 to 10/],
    [
      'negative multiplier',
      edit((s) => (s.grades[1].multipliers.netWorth = -0.1)),
      'scorecard.grades[1].multipliers.netWorth',
      /from 0 to 10/,
    ],
    [
      'multiplier missing',
      edit((s) => delete (s.grades[1].multipliers as any).workingCapital),
      'scorecard.grades[1].multipliers.workingCapital',
      /must be a number/,
    ],
    ['review of 0 months', edit((s) => (s.grades[0].reviewMonths = 0)), 'scorecard.grades[0].reviewMonths', /1 to 120/],
    ['review of 1.5 months', edit((s) => (s.grades[3].reviewMonths = 1.5)), 'scorecard.grades[3].reviewMonths', /whole number/],
    ['no review policy', edit((s) => delete (s as any).review), 'scorecard.review', /review policy must be an object/],
    ['caution reviewed after 0 months', edit((s) => (s.review.cautionMonths = 0)), 'scorecard.review.cautionMonths', /1 to 120/],
    ['approval reviewed after 121 months', edit((s) => (s.review.approvedMonths = 121)), 'scorecard.review.approvedMonths', /1 to 120/],
    ['a negative cooldown', edit((s) => (s.review.gradeCooldownDays = -1)), 'scorecard.review.gradeCooldownDays', /0 to 730/],
    ['a cooldown of half a day', edit((s) => (s.review.gradeCooldownDays = 0.5)), 'scorecard.review.gradeCooldownDays', /whole number/],
    ['an unknown review entry', edit((s) => ((s.review as any).graceDays = 3)), 'scorecard.review.graceDays', /Unknown entry/],
  ])('%s', (_name, value, field, message) => {
    const r = refusal(value);
    expect(r.field).toBe(field);
    expect(r.message).toMatch(message);
  });

  it('accepts an equal threshold that adds the boundary, an input with no bands, and drops nothing it needs', () => {
    const s = edit((c) => {
      c.inputs.netMargin.bands = [
        { comparison: 'gt', threshold: 0, points: 10 },
        { comparison: 'gte', threshold: 0, points: 2 },
      ];
      c.inputs.revenueGrowth.bands = [];
    });
    const parsed = parseScorecard(s);
    expect(bandPoints(parsed.inputs.netMargin, 0)).toBe(2);
    expect(bandPoints(parsed.inputs.netMargin, 0.01)).toBe(10);
    expect(bandPoints(parsed.inputs.revenueGrowth, 1)).toBe(0);
  });

  it('refuses a band repeated with the same threshold and comparison', () => {
    const s = edit(
      (c) =>
        (c.inputs.netMargin.bands = [
          { comparison: 'gte', threshold: 0, points: 10 },
          { comparison: 'gte', threshold: 0, points: 2 },
        ]),
    );
    expect(refusal(s).field).toBe('scorecard.inputs.netMargin.bands[1].threshold');
  });
});
