import { IsIn, IsOptional } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Allow } from 'class-validator';
import { TradingYears } from '../../kernel/assessment.enums.js';
import { CreditAnalysisType } from './credit-analysis.types.js';
import { FinancialsInput } from './financials.types.js';

@InputType({ description: 'Statements to preview before the assessment is submitted (the wizard).' })
export class CreditPreviewInput {
  @Field(() => FinancialsInput, { description: 'The statements, validated as in CreateAssessmentInput.financials.' })
  // Kept as given here; parseFinancials validates it.
  @Allow()
  financials!: FinancialsInput;

  @Field(() => TradingYears, { nullable: true, description: 'The trading-years answer, which the scorecard scores; none scores 0.' })
  @IsOptional()
  @IsIn(Object.values(TradingYears), { message: 'tradingYears must be one of <2, 2-3, 3-5, >5' })
  tradingYears?: TradingYears | null;
}

@ObjectType({ description: 'The boxes the statements decide (null: the figures do not decide it); the analyst may still change them.' })
export class SuggestedBoxes {
  @Field(() => Boolean, { nullable: true, description: 'Net profit above 0 in the two latest years (or the only one).' })
  isProfitable!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Equity above 1,000,000; decided for USD statements only.' })
  hasEquityAbove1M!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Revenue never fell more than 10 % year on year; null with one year.' })
  hasConsistentRevenue!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Current ratio of the latest year at least 1.' })
  hasSufficientLiquidity!: boolean | null;
}

@ObjectType({
  description: 'What statements give before the assessment is made: the boxes to pre-tick and the analysis on the current scorecard.',
})
export class CreditPreview {
  @Field(() => SuggestedBoxes, { description: 'The boxes to pre-tick.' }) suggestedBoxes!: SuggestedBoxes;
  @Field(() => CreditAnalysisType, { description: 'The analysis on the current scorecard.' }) analysis!: CreditAnalysisType;
}
