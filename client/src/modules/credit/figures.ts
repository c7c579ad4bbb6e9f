import type { FinancialStatementInput } from '../../generated/graphql';
import { MAX_STATEMENTS, STATEMENT_FIGURES, type FigureSpec } from '../../../../api/src/modules/credit/credit-catalog';

/** A figure of a fiscal year's statements: every field of FinancialStatementInput but the year end. */
export type FigureKey = Exclude<keyof FinancialStatementInput, 'fiscalYearEnd'>;

/**
 * The figures of a year in the (and the API's) order, with their labels, units and which may
 * be left empty: the credit catalog's, read by the wizard's rows, the spread and the PDF alike, and
 * the order in which a pasted spreadsheet column fills a year.
 */
export const FIGURES: readonly (FigureSpec & { key: FigureKey })[] = STATEMENT_FIGURES;

/** The paste order as a sentence, for the hint beside the first figure. */
export const PASTE_ORDER = FIGURES.map((f) => f.label.replace(/^(?!EBIT)\w/, (c) => c.toLowerCase())).join(', ');

/** The most fiscal years the API takes (the credit catalog's). */
export const MAX_YEARS = MAX_STATEMENTS;

/** Currencies offered first in the currency field (any ISO 4217 code may be typed). */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CNY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'SGD', 'HKD', 'INR'];
