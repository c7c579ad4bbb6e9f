import type { FinancialsInput, FinancialStatementInput } from '../../generated/graphql';
import { FIGURES, type FigureKey } from './figures';
import { figureText, figureValue } from './paste';

/** A fiscal year as typed in the wizard: the year end (YYYY-MM-DD) and every figure as text. */
export type StatementDraft = { fiscalYearEnd: string } & Record<FigureKey, string>;

/** The wizard's financial statements as typed, kept in the draft; numbers are read on submission. */
export interface FinancialsDraft {
  currency: string;
  paymentTermsDays: string;
  requestedLimit: string;
  statements: StatementDraft[];
}

export const DEFAULT_PAYMENT_TERMS_DAYS = '30';
export const MAX_PAYMENT_TERMS_DAYS = 365;

export const emptyStatement = (): StatementDraft =>
  Object.fromEntries([['fiscalYearEnd', ''], ...FIGURES.map((f) => [f.key, ''])]) as StatementDraft;

export const emptyFinancials = (): FinancialsDraft => ({
  currency: '',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  requestedLimit: '',
  statements: [emptyStatement()],
});

const blank = (text: string | null | undefined) => !text?.trim();
const statementBlank = (s: StatementDraft) => blank(s.fiscalYearEnd) && FIGURES.every((f) => blank(s[f.key]));

/**
 * Whether the analyst left the statements alone (no year end, figure or requested limit typed):
 * the checkbox-only path, sending no financials. Currency and payment terms alone do not count.
 */
export function isFinancialsBlank(draft: FinancialsDraft | null | undefined): boolean {
  return !draft || (blank(draft.requestedLimit) && (draft.statements ?? []).every(statementBlank));
}

/** Payment terms as sent: whole days 0–365, null when empty (the API's 30), undefined when unreadable. */
export function paymentTermsValue(text: string | null | undefined): number | null | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days <= MAX_PAYMENT_TERMS_DAYS ? days : undefined;
}

/** A currency as sent: three letters, upper case; undefined when it is not three letters. */
export function currencyValue(text: string | null | undefined): string | undefined {
  const code = (text ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

function statementInput(s: StatementDraft): FinancialStatementInput {
  const figures = Object.fromEntries(FIGURES.map((f) => [f.key, figureValue(s[f.key]) ?? null]));
  // A required figure left empty goes as null: the API names it ("Revenue is required").
  return { fiscalYearEnd: s.fiscalYearEnd.trim(), ...figures } as FinancialStatementInput;
}

/**
 * The statements as the API takes them (figures as numbers, empty ones null), or null when the
 * analyst gave none. Statements keep their column order, so an error on statements[i] is column i.
 */
export function financialsInputOf(draft: FinancialsDraft | null | undefined): FinancialsInput | null {
  if (!draft || isFinancialsBlank(draft)) return null;
  return {
    currency: currencyValue(draft.currency) ?? draft.currency.trim().toUpperCase(),
    paymentTermsDays: paymentTermsValue(draft.paymentTermsDays) ?? null,
    requestedLimit: figureValue(draft.requestedLimit) ?? null,
    statements: draft.statements.map(statementInput),
  };
}

/**
 * The draft of statements the API gave back (financialsInputOf's way back), for the wizard to edit
 * or copy: figures as their inputs show them, years in the order given; none, an empty draft.
 */
export function financialsDraftOf(financials: FinancialsInput | null | undefined): FinancialsDraft {
  if (!financials) return emptyFinancials();
  return {
    currency: financials.currency,
    paymentTermsDays: financials.paymentTermsDays == null ? DEFAULT_PAYMENT_TERMS_DAYS : String(financials.paymentTermsDays),
    requestedLimit: figureText(financials.requestedLimit),
    statements: financials.statements.map(
      (s) =>
        Object.fromEntries([['fiscalYearEnd', s.fiscalYearEnd], ...FIGURES.map((f) => [f.key, figureText(s[f.key])])]) as StatementDraft,
    ),
  };
}

/**
 * The term of a begun draft that keeps it from a preview, with what to change: unreadable payment
 * terms or requested limit (marked on their field), or a currency still missing (named in the
 * preview only, not to flag a field the analyst has yet to reach); null when the terms are fine
 * (the figures, then, are what is missing).
 */
export function termsProblem(
  draft: FinancialsDraft | null | undefined,
): { field: 'financials.paymentTermsDays' | 'financials.requestedLimit' | 'financials.currency'; message: string } | null {
  if (!draft || isFinancialsBlank(draft)) return null;
  if (paymentTermsValue(draft.paymentTermsDays) === undefined) {
    return {
      field: 'financials.paymentTermsDays',
      message: `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
    };
  }
  const limit = figureValue(draft.requestedLimit);
  if (limit === undefined) return { field: 'financials.requestedLimit', message: 'Requested credit limit must be a number' };
  if (!currencyValue(draft.currency))
    return { field: 'financials.currency', message: 'Enter the currency (a three-letter ISO 4217 code such as USD)' };
  return null;
}

/**
 * Whether the statements are complete enough to preview: a currency, readable terms and limit,
 * and every year with its year end, its required figures and only readable figures.
 */
export function isFinancialsComplete(draft: FinancialsDraft | null | undefined): boolean {
  if (!draft || isFinancialsBlank(draft) || !currencyValue(draft.currency)) return false;
  if (paymentTermsValue(draft.paymentTermsDays) === undefined || figureValue(draft.requestedLimit) === undefined) return false;
  return draft.statements.every(
    (s) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s.fiscalYearEnd.trim()) &&
      FIGURES.every((f) => {
        const value = figureValue(s[f.key]);
        return value !== undefined && (value !== null || f.optional);
      }),
  );
}

/** The error paths the API may name in statements of `count` years, e.g. financials.statements[1].totalAssets. */
export function financialFieldPaths(count: number): string[] {
  const years = Array.from({ length: count }, (_, i) =>
    ['fiscalYearEnd', ...FIGURES.map((f) => f.key)].map((key) => `financials.statements[${i}].${key}`),
  );
  return ['financials.currency', 'financials.paymentTermsDays', 'financials.requestedLimit', ...years.flat()];
}
