import type { AssessmentCreditQuery, CreditAnalysisFieldsFragment } from '../../generated/graphql';

/** An assessment's statements as the credit card reads them. */
export type SpreadFinancials = NonNullable<NonNullable<AssessmentCreditQuery['assessment']>['financials']>;
export type SpreadStatement = SpreadFinancials['statements'][number];
export type SpreadYear = CreditAnalysisFieldsFragment['years'][number];

/** One column of the spread: a fiscal year's figures (when the assessment has them) with its ratios and Z″. */
export interface SpreadColumn {
  fiscalYearEnd: string;
  statement: SpreadStatement | null;
  year: SpreadYear;
}

/**
 * The spread's columns, oldest year first (read left to right, each against the one before): the
 * analysis's years, each with the statement of the same fiscal year end.
 */
export function spreadColumns(
  analysis: Pick<CreditAnalysisFieldsFragment, 'years'>,
  financials: Pick<SpreadFinancials, 'statements'> | null | undefined,
): SpreadColumn[] {
  const statements = new Map((financials?.statements ?? []).map((s) => [s.fiscalYearEnd, s]));
  return [...analysis.years]
    .sort((a, b) => (a.fiscalYearEnd < b.fiscalYearEnd ? -1 : a.fiscalYearEnd > b.fiscalYearEnd ? 1 : 0))
    .map((year) => ({ fiscalYearEnd: year.fiscalYearEnd, statement: statements.get(year.fiscalYearEnd) ?? null, year }));
}
