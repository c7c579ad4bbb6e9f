import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

// The figures of one fiscal year, in the currency of the statements (validated by parseFinancials:
// 0 or a cent to 10¹⁵ in absolute value, not negative where they cannot be, total assets not 0, the
// balance sheet within 1 %, the years consecutive, every ratio and Z″ finite).

/** One class for both directions: what is read back is what was given, validated (optional figures null). */
@ObjectType('FinancialStatement', { description: 'One fiscal year of financial statements, as validated.' })
@InputType('FinancialStatementInput', {
  description:
    'One fiscal year of financial statements. Figures in the currency of FinancialsInput, each 0 or from 0.01 (a cent) to 1,000,000,000,000,000 in absolute value.',
})
export class FinancialStatementInput {
  @Field(() => String, {
    description: 'The last day of the fiscal year, YYYY-MM-DD (not in the future; one statement per year, the years consecutive).',
  })
  fiscalYearEnd!: string;

  @Field(() => Float, { description: 'Revenue.' })
  revenue!: number;

  @Field(() => Float, { description: 'EBIT (earnings before interest and tax; may be negative).' })
  ebit!: number;

  @Field(() => Float, { nullable: true, description: 'EBITDA; may be negative; null when not given.' })
  ebitda?: number | null;

  @Field(() => Float, { nullable: true, description: 'Interest expense; null when not given.' })
  interestExpense?: number | null;

  @Field(() => Float, { description: 'Net profit (negative for a loss).' })
  netProfit!: number;

  @Field(() => Float, { description: 'Current assets.' })
  currentAssets!: number;

  @Field(() => Float, { nullable: true, description: 'Inventory; null when not given.' })
  inventory?: number | null;

  @Field(() => Float, { nullable: true, description: 'Cash; null when not given.' })
  cash?: number | null;

  @Field(() => Float, { description: 'Current liabilities.' })
  currentLiabilities!: number;

  @Field(() => Float, { description: 'Total assets (not 0).' })
  totalAssets!: number;

  @Field(() => Float, { description: 'Total liabilities.' })
  totalLiabilities!: number;

  @Field(() => Float, { description: 'Equity (may be negative).' })
  equity!: number;

  @Field(() => Float, { nullable: true, description: 'Intangible assets; null when not given (counted as 0).' })
  intangibleAssets?: number | null;

  @Field(() => Float, { description: 'Retained earnings (may be negative).' })
  retainedEarnings!: number;

  @Field(() => Float, { nullable: true, description: 'Total debt; null when not given.' })
  totalDebt?: number | null;
}

@InputType({
  description:
    'Financial statements for credit analysis: 1 to 3 consecutive fiscal years. Every figure is 0 or from 0.01 (a cent) to 1,000,000,000,000,000 in absolute value. Errors: BAD_USER_INPUT naming the field, e.g. financials.statements[1].totalAssets (also when a ratio or Altman Z″ would not be a finite number).',
})
export class FinancialsInput {
  @Field(() => String, { description: 'ISO 4217 currency code of every figure (e.g. USD, EUR, GBP).' })
  currency!: string;

  @Field(() => Int, { nullable: true, description: 'Payment terms in days, 0 to 365; 30 when not given.' })
  paymentTermsDays?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The credit limit asked for, in the same currency: 0 or from 0.01 to 1,000,000,000,000,000; null when none.',
  })
  requestedLimit?: number | null;

  @Field(() => [FinancialStatementInput], {
    description: '1 to 3 consecutive fiscal years (each the year before the next, e.g. 2024, 2023, 2022), in any order.',
  })
  statements!: FinancialStatementInput[];
}

@ObjectType('Financials', { description: 'The financial statements given with an assessment, latest year first.' })
export class FinancialsType {
  @Field(() => String, { description: 'ISO 4217 currency code of every figure.' })
  currency!: string;

  @Field(() => Int, { description: 'Payment terms in days.' })
  paymentTermsDays!: number;

  @Field(() => Float, { nullable: true, description: 'The credit limit asked for; null when none.' })
  requestedLimit!: number | null;

  @Field(() => [FinancialStatementInput], { description: '1 to 3 fiscal years, latest first.' })
  statements!: FinancialStatementInput[];
}
