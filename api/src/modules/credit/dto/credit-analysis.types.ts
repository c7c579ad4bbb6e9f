import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('CreditRatios', {
  description:
    'Ratios of one fiscal year. A ratio whose denominator is zero or missing is null. Margins and growth are fractions (0.05 = 5 %).',
})
export class CreditRatiosType {
  @Field(() => Float, { nullable: true, description: 'Current assets / current liabilities.' }) currentRatio!: number | null;
  @Field(() => Float, { nullable: true, description: '(Current assets − inventory) / current liabilities; null without inventory.' })
  quickRatio!: number | null;
  @Field(() => Float, { nullable: true, description: 'Total liabilities / total assets.' }) debtToAssets!: number | null;
  @Field(() => Float, { nullable: true, description: 'Total debt / EBITDA; null unless both are given and EBITDA is positive.' })
  debtToEbitda!: number | null;
  @Field(() => Float, { nullable: true, description: 'EBIT / interest expense; null without interest.' }) interestCover!: number | null;
  @Field(() => Float, { nullable: true, description: 'Net profit / revenue.' }) netMargin!: number | null;
  @Field(() => Float, { nullable: true, description: 'Net profit / total assets.' }) returnOnAssets!: number | null;
  @Field(() => Float, { nullable: true, description: 'Revenue change on the previous fiscal year; null for the earliest year.' })
  revenueGrowth!: number | null;
  @Field(() => Float, { description: 'Current assets − current liabilities.' }) workingCapital!: number;
  @Field(() => Float, { description: 'Equity − intangible assets.' }) tangibleNetWorth!: number;
}

@ObjectType('AltmanZ', {
  description:
    'Altman Z″ for private and non-manufacturing firms: 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4. Zones: safe above 2.60, grey 1.10 to 2.60, distress below 1.10.',
})
export class AltmanZType {
  @Field(() => Float, { nullable: true, description: 'Z″ (4 decimals); null when total liabilities are 0.' }) score!: number | null;
  @Field(() => String, { nullable: true, description: 'The zone: safe, grey or distress; null with the score.' }) zone!: string | null;
  @Field(() => Float, { nullable: true, description: 'X1 = working capital / total assets.' }) x1!: number | null;
  @Field(() => Float, { nullable: true, description: 'X2 = retained earnings / total assets.' }) x2!: number | null;
  @Field(() => Float, { nullable: true, description: 'X3 = EBIT / total assets.' }) x3!: number | null;
  @Field(() => Float, { nullable: true, description: 'X4 = equity / total liabilities.' }) x4!: number | null;
}

@ObjectType('LimitTerms', { description: 'The three terms of the suggested limit before the least is taken.' })
export class LimitTermsType {
  @Field(() => Float, { description: "The grade's net-worth multiplier a × tangible net worth." }) netWorth!: number;
  @Field(() => Float, { description: 'The working-capital multiplier b × positive working capital.' }) workingCapital!: number;
  @Field(() => Float, { description: 'The revenue multiplier c × revenue × payment terms / 365.' }) revenue!: number;
}

@ObjectType('SuggestedLimit', { description: 'The suggested credit limit: the least of the three terms, never below 0.' })
export class SuggestedLimitType {
  @Field(() => Float, { description: 'Whole currency units, rounded down.' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217 code of the statements.' }) currency!: string;
  @Field(() => String, { description: 'The binding term: net_worth, working_capital, revenue, or grade (E: cash in advance).' })
  binding!: string;
  @Field(() => LimitTermsType, { description: 'The three terms.' }) terms!: LimitTermsType;
}

@ObjectType('ScorePoints', { description: 'The points each scorecard input gave.' })
export class ScorePointsType {
  @Field(() => Float, { description: 'Points for the Altman Z″ zone.' }) altmanZone!: number;
  @Field(() => Float, { description: 'Points for the current ratio.' }) currentRatio!: number;
  @Field(() => Float, { description: 'Points for debt to assets.' }) debtToAssets!: number;
  @Field(() => Float, { description: 'Points for interest cover.' }) interestCover!: number;
  @Field(() => Float, { description: 'Points for the net margin.' }) netMargin!: number;
  @Field(() => Float, { description: 'Points for the trading years.' }) tradingYears!: number;
  @Field(() => Float, { description: 'Points for revenue growth.' }) revenueGrowth!: number;
}

@ObjectType('CreditYear', { description: "One column of the spread: a fiscal year's ratios and Z″." })
export class CreditYearType {
  @Field(() => String, { description: 'YYYY-MM-DD.' }) fiscalYearEnd!: string;
  @Field(() => CreditRatiosType, { description: "The year's ratios." }) ratios!: CreditRatiosType;
  @Field(() => AltmanZType, { description: "The year's Altman Z″." }) altmanZ!: AltmanZType;
}

@ObjectType('CreditRiskFlag', { description: 'A box ticked against the statements; a warning in the decision.' })
export class CreditRiskFlagType {
  @Field(() => String, { description: 'The checkbox (e.g. hasSufficientLiquidity).' }) field!: string;
  @Field(() => String, { description: 'Why, e.g. "Sufficient Liquidity ticked, but the current ratio is 0.82".' }) message!: string;
}

@ObjectType('GradeHold', {
  description:
    "A counterparty's grade held after a downgrade (the scorecard's cooldown): no new assessment grades it better until the date.",
})
export class GradeHoldType {
  @Field(() => String, { description: 'The held grade: the best a new analysis may give.' }) grade!: string;
  @Field(() => String, { description: 'When the hold ends (ISO 8601).' }) until!: string;
  @Field(() => String, { description: 'The grade the score alone gave; worse or equal to `grade` when the hold changed nothing.' })
  scoredGrade!: string;
}

@ObjectType('CreditAnalysis', {
  description:
    'Server-computed credit analysis of the latest fiscal year: ratios, Altman Z″, the scorecard score and grade with its indicative PD, and a suggested limit. Stored with the assessment like its decision.',
})
export class CreditAnalysisType {
  @Field(() => String, { description: 'The latest fiscal year end, YYYY-MM-DD.' }) fiscalYearEnd!: string;
  @Field(() => String, { description: 'ISO 4217 code of the statements.' }) currency!: string;
  @Field(() => Int, { description: 'Payment terms in days.' }) paymentTermsDays!: number;
  @Field(() => Float, { description: 'Revenue of the latest year.' }) revenue!: number;
  @Field(() => Float, { description: 'Equity of the latest year.' }) equity!: number;
  @Field(() => CreditRatiosType, { description: 'Ratios of the latest year.' }) ratios!: CreditRatiosType;
  @Field(() => AltmanZType, { description: 'Altman Z″ of the latest year.' }) altmanZ!: AltmanZType;
  @Field(() => Float, { description: 'Scorecard score, 0 to 100.' }) score!: number;
  @Field(() => String, { description: 'Grade A (best) to E.' }) grade!: string;
  @Field(() => Float, { description: 'Indicative 12-month probability of default of the grade (fraction; not calibrated).' }) pd!: number;
  @Field(() => Int, { description: 'Months until the grade calls for a periodic review.' }) reviewMonths!: number;
  @Field(() => ScorePointsType, { description: 'The points each scorecard input gave.' }) points!: ScorePointsType;
  @Field(() => SuggestedLimitType, { description: 'The suggested credit limit and its binding term.' })
  suggestedLimit!: SuggestedLimitType;
  @Field(() => Float, { nullable: true, description: 'The limit asked for; null when none.' }) requestedLimit!: number | null;
  @Field(() => Float, { nullable: true, description: 'Requested / suggested; null without a request or when the suggestion is 0.' })
  requestedLimitMultiple!: number | null;
  @Field(() => Boolean, { nullable: true, description: 'The request exceeds the suggestion; null without a request.' })
  requestedAboveSuggested!: boolean | null;
  @Field(() => Int, { description: 'The scorecard version that scored it.' }) scorecardVersion!: number;
  @Field(() => [CreditYearType], { description: 'Every year given, latest first (the spread).' }) years!: CreditYearType[];
  @Field(() => [CreditRiskFlagType], { description: 'Boxes ticked against the figures.' }) riskFlags!: CreditRiskFlagType[];
  @Field(() => GradeHoldType, {
    nullable: true,
    description: "The counterparty's grade hold in force when analysed (the grade is no better than its grade); null when none was.",
  })
  gradeHold!: GradeHoldType | null;
}
