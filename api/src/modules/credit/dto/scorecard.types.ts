import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError } from '../../../core/errors.js';
import { AssessmentStatus, TradingYears } from '../../kernel/assessment.enums.js';
import { ReviewerOverride, StatusTransition } from '../../rule/dto/replay.types.js';
import type { ScorecardVersionView } from '../commands/read-scorecard.command.js';
import type { BandedInput, Scorecard } from '../scorecard.js';

// GraphQL shapes of the scorecard (credit/scorecard.ts): the stored JSON, except that the trading
// years' points are keyed by names GraphQL allows instead of the stored answers (<2, 2-3, 3-5, >5).
// One class per shape serves as both the output type and the input type.

export enum BandComparison {
  GTE = 'gte',
  GT = 'gt',
  LTE = 'lte',
  LT = 'lt',
}
registerEnumType(BandComparison, {
  name: 'BandComparison',
  description: 'How a band compares a value with its threshold. REST uses the stored values gte, gt, lte, lt.',
  valuesConfig: {
    GTE: { description: 'The value is at least the threshold.' },
    GT: { description: 'The value is above the threshold.' },
    LTE: { description: 'The value is at most the threshold.' },
    LT: { description: 'The value is below the threshold.' },
  },
});

@ObjectType('ScoreBand', { description: 'One band of a scorecard input: a value that meets it scores its points.' })
@InputType('ScoreBandInput', { description: 'One band of a scorecard input: a value that meets it scores its points.' })
export class ScoreBandType {
  @Field(() => BandComparison, {
    description: 'How the value is compared; all bands of an input compare the same way (GTE/GT, or LTE/LT).',
  })
  comparison!: BandComparison;

  @Field(() => Float, {
    description: "In the ratio's own unit: fractions for margins and growth (0.1 = 10 %); from −1,000,000 to 1,000,000.",
  })
  threshold!: number;

  @Field(() => Float, { description: 'Points a value meeting the band scores, 0 to 100.' })
  points!: number;
}

@ObjectType('BandedScore', {
  description: 'A ratio scored by bands tried in order: the first the value meets gives its points; none, or an absent ratio, gives 0.',
})
@InputType('BandedScoreInput', {
  description: 'A ratio scored by bands tried in order: the first the value meets gives its points; none, or an absent ratio, gives 0.',
})
export class BandedScoreType {
  @Field(() => [ScoreBandType], {
    description: 'At most 10, each reaching values the ones before it do not (thresholds loosening in order).',
  })
  bands!: ScoreBandType[];
}

@ObjectType('AltmanZonePoints', { description: 'Points for each Altman Z″ zone, 0 to 100.' })
@InputType('AltmanZonePointsInput', { description: 'Points for each Altman Z″ zone, 0 to 100.' })
export class AltmanZonePointsType {
  @Field(() => Float, { description: 'Z″ above 2.60.' }) safe!: number;
  @Field(() => Float, { description: 'Z″ from 1.10 to 2.60.' }) grey!: number;
  @Field(() => Float, { description: 'Z″ below 1.10.' }) distress!: number;
}

@ObjectType('AltmanZoneScore', { description: 'The Altman Z″ zone scored: no zone (Z″ absent) scores 0.' })
@InputType('AltmanZoneScoreInput', { description: 'The Altman Z″ zone scored: no zone (Z″ absent) scores 0.' })
export class AltmanZoneScoreType {
  @Field(() => AltmanZonePointsType, { description: 'Points per zone.' }) points!: AltmanZonePointsType;
}

@ObjectType('TradingYearsPoints', { description: "Points for each answer of the wizard's Trading Years select, 0 to 100." })
@InputType('TradingYearsPointsInput', { description: "Points for each answer of the wizard's Trading Years select, 0 to 100." })
export class TradingYearsPointsType {
  @Field(() => Float, { description: 'Less than 2 years (stored answer <2).' }) lessThan2!: number;
  @Field(() => Float, { description: '2 to 3 years (stored answer 2-3).' }) twoTo3!: number;
  @Field(() => Float, { description: '3 to 5 years (stored answer 3-5).' }) threeTo5!: number;
  @Field(() => Float, { description: 'More than 5 years (stored answer >5).' }) moreThan5!: number;
}

@ObjectType('TradingYearsScore', { description: 'The trading-years answer scored; no answer scores 0.' })
@InputType('TradingYearsScoreInput', { description: 'The trading-years answer scored; no answer scores 0.' })
export class TradingYearsScoreType {
  @Field(() => TradingYearsPointsType, { description: 'Points per answer.' }) points!: TradingYearsPointsType;
}

@ObjectType('ScorecardInputs', {
  description: "What the scorecard scores, from the latest year's figures; the inputs' best points add up to at most 100.",
})
@InputType('ScorecardInputsInput', {
  description: "What the scorecard scores, from the latest year's figures; the inputs' best points add up to at most 100.",
})
export class ScorecardInputsType {
  @Field(() => AltmanZoneScoreType, { description: 'The Altman Z″ zone.' }) altmanZone!: AltmanZoneScoreType;
  @Field(() => BandedScoreType, { description: 'Current assets / current liabilities.' }) currentRatio!: BandedScoreType;
  @Field(() => BandedScoreType, { description: 'Total liabilities / total assets.' }) debtToAssets!: BandedScoreType;
  @Field(() => BandedScoreType, { description: 'EBIT / interest expense.' }) interestCover!: BandedScoreType;
  @Field(() => BandedScoreType, { description: 'Net profit / revenue (a fraction).' }) netMargin!: BandedScoreType;
  @Field(() => TradingYearsScoreType, { description: "The wizard's trading-years answer." }) tradingYears!: TradingYearsScoreType;
  @Field(() => BandedScoreType, { description: 'Revenue change on the prior year (a fraction).' }) revenueGrowth!: BandedScoreType;
}

@ObjectType('LimitMultipliers', { description: 'What the three terms of the suggested limit are multiplied by (fractions, 0 to 10).' })
@InputType('LimitMultipliersInput', { description: 'What the three terms of the suggested limit are multiplied by (fractions, 0 to 10).' })
export class LimitMultipliersType {
  @Field(() => Float, { description: 'Share of tangible net worth (a; 0.2 = 20 %).' }) netWorth!: number;
  @Field(() => Float, { description: 'Share of positive working capital (b).' }) workingCapital!: number;
  @Field(() => Float, { description: 'Share of revenue × payment terms / 365 (c).' }) revenue!: number;
}

@ObjectType('ScorecardGrade', {
  description: 'A grade and its terms: the least score that earns it, PD, limit multipliers, review interval.',
})
@InputType('ScorecardGradeInput', {
  description: 'A grade and its terms: the least score that earns it, PD, limit multipliers, review interval.',
})
export class ScorecardGradeType {
  @Field(() => String, { description: 'A, B, C, D or E, in that order.' }) grade!: string;
  @Field(() => Float, { description: "The least score with this grade, below the better grade's; E's is 0." }) minScore!: number;
  @Field(() => Float, {
    description: 'Indicative 12-month probability of default, a fraction above 0 and below 1 (0.04 = 4 %), not below the better grade’s.',
  })
  pd!: number;
  @Field(() => LimitMultipliersType, { description: 'The suggested limit’s multipliers; all 0 means cash in advance.' })
  multipliers!: LimitMultipliersType;
  @Field(() => Int, { description: 'Months until the analysis should be reviewed, 1 to 120.' }) reviewMonths!: number;
}

@ObjectType('ReviewPolicy', {
  description:
    'When decided counterparties come back for review besides their grade: months by decision without a grade, and the cooldown after a downgrade.',
})
@InputType('ReviewPolicyInput', {
  description:
    'When decided counterparties come back for review besides their grade: months by decision without a grade, and the cooldown after a downgrade.',
})
export class ReviewPolicyType {
  @Field(() => Int, { description: 'Months until an approved counterparty without a grade is reviewed, 1 to 120.' })
  approvedMonths!: number;
  @Field(() => Int, { description: 'Months for a Trade with Caution decision without a grade, 1 to 120.' }) cautionMonths!: number;
  @Field(() => Int, { description: 'Months for a rejection without a grade, 1 to 120.' }) rejectedMonths!: number;
  @Field(() => Int, {
    description:
      'Days after a new assessment lowered a grade during which no new assessment grades it better (0 to 730; 0: none), unless an admin overrides the hold.',
  })
  gradeCooldownDays!: number;
}

@ObjectType('Scorecard', {
  description: 'The credit scorecard: points per band of each input, summed to a score of 0–100, and the grades A–E the score maps to.',
})
@InputType('ScorecardInput', {
  description:
    'A credit scorecard to try or save: validated as a whole (BAD_USER_INPUT naming the field, e.g. scorecard.inputs.currentRatio.bands[2].points).',
})
export class ScorecardType {
  @Field(() => ScorecardInputsType, { description: 'What is scored.' }) inputs!: ScorecardInputsType;
  @Field(() => [ScorecardGradeType], { description: 'Exactly five, A to E, minimum scores descending to 0.' })
  grades!: ScorecardGradeType[];
  @Field(() => ReviewPolicyType, { description: 'Review months by decision and the grade cooldown.' })
  review!: ReviewPolicyType;
}

@ObjectType('ScorecardVersion', {
  description:
    'The scorecard after one change, never edited: the latest scores new and edited assessments; each analysis names its version.',
})
export class ScorecardVersionType {
  @Field(() => Int, { description: 'The version number (1 is the default scorecard).' }) version!: number;
  @Field(() => Date, { description: 'When it was saved.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'Who saved it, as they were named then; null for the default version.' })
  authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the change was made.' }) note!: string | null;
  @Field(() => ScorecardType, { description: 'The scorecard.' }) scorecard!: ScorecardType;
}

@ObjectType('GradeTransition', { description: 'One cell of the grade matrix: analyses going from one grade to another.' })
export class GradeTransitionType {
  @Field(() => String, { description: 'The grade on the current scorecard.' }) from!: string;
  @Field(() => String, { description: 'The grade on the proposed scorecard.' }) to!: string;
  @Field(() => Int, { description: 'Analyses in this cell.' }) count!: number;
}

@ObjectType('CurrencyLimitTotals', { description: "The suggested limits of one currency's analyses, summed." })
export class CurrencyLimitTotalsType {
  @Field(() => String, { description: 'ISO 4217 code.' }) currency!: string;
  @Field(() => Int, { description: 'Analyses in this currency.' }) assessments!: number;
  @Field(() => Float, { description: 'Sum of the suggested limits on the current scorecard.' }) before!: number;
  @Field(() => Float, { description: 'Sum of the suggested limits on the proposed scorecard.' }) after!: number;
}

@ObjectType('ScorecardReplaySample', {
  description: 'An assessment whose grade, decision or suggested limit the proposed scorecard would change.',
})
export class ScorecardReplaySampleType {
  @Field(() => ID, { description: 'The assessment id.' }) assessmentId!: string;
  @Field(() => String, { description: 'The counterparty company.' }) companyName!: string;
  @Field(() => Int, { description: 'The scorecard version that scored the stored analysis.' }) scorecardVersion!: number;
  @Field(() => Float, { description: 'The score on the current scorecard.' }) fromScore!: number;
  @Field(() => Float, { description: 'The score on the proposed scorecard.' }) toScore!: number;
  @Field(() => String, { description: 'The grade on the current scorecard.' }) fromGrade!: string;
  @Field(() => String, { description: 'The grade on the proposed scorecard.' }) toGrade!: string;
  @Field(() => AssessmentStatus, { description: 'The decision with the current scorecard and rules (never PENDING_REVIEW).' })
  fromStatus!: AssessmentStatus;
  @Field(() => AssessmentStatus, {
    description:
      'The decision with the proposed scorecard and the current rules; fromStatus again when a reviewer overrode the decision (see overriddenSample).',
  })
  toStatus!: AssessmentStatus;
  @Field(() => Float, { description: 'The suggested limit on the current scorecard.' }) fromLimit!: number;
  @Field(() => Float, { description: 'The suggested limit on the proposed scorecard.' }) toLimit!: number;
  @Field(() => String, { description: 'ISO 4217 code of both limits.' }) currency!: string;
}

@ObjectType('ScorecardReplay', {
  description:
    'What a proposed scorecard would do to the stored credit analyses and their decisions (nothing is saved): each analysis re-scored from its stored figures on the current scorecard and on the proposed one, each decided with the current rules, so only the change itself counts (not what an older scorecard, older rules or a reviewer stored).',
})
export class ScorecardReplayType {
  @Field(() => Int, { description: 'Assessments with a credit analysis re-scored (those in the range).' }) evaluated!: number;
  @Field(() => Int, { description: 'Assessments whose grade, decision or suggested limit would change.' }) changed!: number;
  @Field(() => Int, { description: 'Assessments whose grade would change.' }) gradesChanged!: number;
  @Field(() => Int, {
    description: 'Assessments whose decision would change (those a reviewer overrode are counted in overridden instead).',
  })
  decisionsChanged!: number;
  @Field(() => [GradeTransitionType], { description: 'Current grade → proposed grade counts: all 25 pairs of A–E, zeros included.' })
  gradeMatrix!: GradeTransitionType[];
  @Field(() => [StatusTransition], {
    description:
      'Decision on the current scorecard → on the proposed one, both with the current rules: all 9 pairs, zeros included; they add up to evaluated.',
  })
  decisionMatrix!: StatusTransition[];
  @Field(() => [CurrencyLimitTotalsType], { description: 'Suggested limits summed per currency, before and after, by currency code.' })
  limits!: CurrencyLimitTotalsType[];
  @Field(() => [ScorecardReplaySampleType], { description: 'Up to sampleSize of the changed assessments, in id order.' })
  sample!: ScorecardReplaySampleType[];
  @Field(() => Int, {
    description:
      'Assessments a reviewer overrode whose rules the proposed scorecard would make read otherwise; not in decisionsChanged (the matrix counts them unchanged).',
  })
  overridden!: number;
  @Field(() => [ReviewerOverride], {
    description: 'Up to sampleSize of the overridden ones, in id order: "overridden by a reviewer; the rules would now read toStatus".',
  })
  overriddenSample!: ReviewerOverride[];
}

// ---- between the stored shape and GraphQL's --------------------------------------------------

const TRADING_YEARS_FIELDS = {
  [TradingYears.LESS_THAN_2]: 'lessThan2',
  [TradingYears.TWO_TO_3]: 'twoTo3',
  [TradingYears.THREE_TO_5]: 'threeTo5',
  [TradingYears.MORE_THAN_5]: 'moreThan5',
} as const satisfies Record<TradingYears, keyof TradingYearsPointsType>;

const bandsOf = (input: BandedInput): BandedScoreType => ({
  bands: input.bands.map((b) => ({ comparison: b.comparison as BandComparison, threshold: b.threshold, points: b.points })),
});

/** A stored scorecard in GraphQL's shape. */
export function scorecardType(s: Scorecard): ScorecardType {
  const years = s.inputs.tradingYears.points;
  return {
    inputs: {
      altmanZone: { points: { ...s.inputs.altmanZone.points } },
      currentRatio: bandsOf(s.inputs.currentRatio),
      debtToAssets: bandsOf(s.inputs.debtToAssets),
      interestCover: bandsOf(s.inputs.interestCover),
      netMargin: bandsOf(s.inputs.netMargin),
      tradingYears: {
        points: {
          lessThan2: years[TradingYears.LESS_THAN_2],
          twoTo3: years[TradingYears.TWO_TO_3],
          threeTo5: years[TradingYears.THREE_TO_5],
          moreThan5: years[TradingYears.MORE_THAN_5],
        },
      },
      revenueGrowth: bandsOf(s.inputs.revenueGrowth),
    },
    grades: s.grades.map((g) => ({ ...g, multipliers: { ...g.multipliers } })),
    review: { ...s.review },
  };
}

export const scorecardVersionType = (v: ScorecardVersionView): ScorecardVersionType => ({ ...v, scorecard: scorecardType(v.scorecard) });

const bandsInput = (input: BandedScoreType) => ({
  bands: input.bands.map((b) => ({ comparison: b.comparison, threshold: b.threshold, points: b.points })),
});

/** A GraphQL ScorecardInput in the stored shape, for parseScorecard to validate (GraphQL has checked the types). */
export function scorecardOfInput(input: ScorecardType): unknown {
  const { inputs } = input;
  const years = inputs.tradingYears.points;
  return {
    inputs: {
      altmanZone: {
        points: { safe: inputs.altmanZone.points.safe, grey: inputs.altmanZone.points.grey, distress: inputs.altmanZone.points.distress },
      },
      currentRatio: bandsInput(inputs.currentRatio),
      debtToAssets: bandsInput(inputs.debtToAssets),
      interestCover: bandsInput(inputs.interestCover),
      netMargin: bandsInput(inputs.netMargin),
      tradingYears: { points: Object.fromEntries(Object.entries(TRADING_YEARS_FIELDS).map(([answer, field]) => [answer, years[field]])) },
      revenueGrowth: bandsInput(inputs.revenueGrowth),
    },
    grades: input.grades.map((g) => ({
      grade: g.grade,
      minScore: g.minScore,
      pd: g.pd,
      multipliers: { netWorth: g.multipliers.netWorth, workingCapital: g.multipliers.workingCapital, revenue: g.multipliers.revenue },
      reviewMonths: g.reviewMonths,
    })),
    review: {
      approvedMonths: input.review.approvedMonths,
      cautionMonths: input.review.cautionMonths,
      rejectedMonths: input.review.rejectedMonths,
      gradeCooldownDays: input.review.gradeCooldownDays,
    },
  };
}

/**
 * Runs a scorecard command for GraphQL: a field error about a trading-years answer names the
 * GraphQL field (`scorecard.inputs.tradingYears.points.moreThan5`, not `….>5`).
 */
export async function withGraphQLFields<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const prefix = 'scorecard.inputs.tradingYears.points.';
    if (error instanceof DomainError && error.field?.startsWith(prefix)) {
      const answer = error.field.slice(prefix.length) as TradingYears;
      const field = Object.hasOwn(TRADING_YEARS_FIELDS, answer) ? `${prefix}${TRADING_YEARS_FIELDS[answer]}` : error.field;
      throw new DomainError(error.code, error.message, field, error.extra);
    }
    throw error;
  }
}
