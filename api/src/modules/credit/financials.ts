import { badInput, DomainError } from '../../core/errors.js';
import { altmanZ } from './altman.js';
import { CURRENCY_CODES } from './currencies.js';
import { MAX_STATEMENTS, MIN_STATEMENTS, STATEMENT_FIGURES } from './credit-catalog.js';
import { statementRatios } from './ratios.js';
import { NotFiniteError } from './rounding.js';
import type { FinancialStatement, StatementFigure } from './statement.js';

export type { FinancialStatement, StatementFigure } from './statement.js';
// The figures and year limits are the credit catalog's, which the client and the PDF read too.
export { MAX_STATEMENTS, MIN_STATEMENTS, STATEMENT_FIGURES, type FigureSpec } from './credit-catalog.js';

/** Validated financial statements (`parseFinancials`): 1 to 3 consecutive fiscal years, latest first. */
export interface Financials {
  /** ISO 4217, upper case. */
  currency: string;
  paymentTermsDays: number;
  requestedLimit: number | null;
  statements: FinancialStatement[];
}

/** What the API accepts before validation: optional figures, payment terms and the requested limit may be omitted or null. */
export interface FinancialStatementInput {
  fiscalYearEnd: string;
  revenue: number;
  ebit: number;
  ebitda?: number | null;
  interestExpense?: number | null;
  netProfit: number;
  currentAssets: number;
  inventory?: number | null;
  cash?: number | null;
  currentLiabilities: number;
  totalAssets: number;
  totalLiabilities: number;
  equity: number;
  intangibleAssets?: number | null;
  retainedEarnings: number;
  totalDebt?: number | null;
}

export interface FinancialsInput {
  currency: string;
  paymentTermsDays?: number | null;
  requestedLimit?: number | null;
  statements: FinancialStatementInput[];
}

/** Largest figure accepted in absolute value: keeps every sum exact to the cent and every product finite. */
export const MAX_FIGURE = 1e15;
/**
 * Smallest figure accepted besides 0, in absolute value: a cent (a hundredth of the currency unit).
 * With MAX_FIGURE it bounds every ratio by 10¹⁷, so no ratio or Z″ can overflow.
 */
export const MIN_FIGURE = 0.01;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** Total assets may differ from total liabilities plus equity by this share of total assets (rounding in filed accounts). */
export const BALANCE_TOLERANCE = 0.01;
/** Earliest fiscal year accepted. */
export const MIN_FISCAL_YEAR = 1900;

export interface ParseFinancialsOptions {
  /** Prefix of the field paths in errors; `financials` unless the caller nests it elsewhere. */
  path?: string;
  /** The clock for "not in the future" (tests pin it). */
  now?: Date;
}

type Fields = Record<string, unknown>;

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function asObject(value: unknown, field: string, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(`${what} must be an object`, field);
  return value as Fields;
}

/** A finite number, 0 or from MIN_FIGURE to MAX_FIGURE in absolute value; strings, NaN and Infinity are refused. */
function figure(value: unknown, field: string, label: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput(`${label} must be a finite number`, field);
  if (Math.abs(value) > MAX_FIGURE) throw badInput(`${label} must be at most ${amount.format(MAX_FIGURE)} in absolute value`, field);
  if (value !== 0 && Math.abs(value) < MIN_FIGURE) {
    throw badInput(`${label} must be 0 or at least ${MIN_FIGURE} (a cent) in absolute value`, field);
  }
  return value;
}

// The latest calendar date anywhere on Earth (UTC+14): a year end "today" in Kiribati is not in the future.
const latestDateOnEarth = (now: Date) => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

function fiscalYearEnd(value: unknown, field: string, today: string): string {
  let text: string;
  if (value instanceof Date && !Number.isNaN(value.getTime())) text = value.toISOString().slice(0, 10);
  else if (typeof value === 'string' && value.length === 10 && /^\d{4}-\d{2}-\d{2}$/.test(value)) text = value;
  else throw badInput('Fiscal year end must be a date written YYYY-MM-DD', field);
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw badInput(`Fiscal year end ${text} is not a calendar date`, field);
  }
  if (y < MIN_FISCAL_YEAR) throw badInput(`Fiscal year end must be in ${MIN_FISCAL_YEAR} or later`, field);
  if (text > today) throw badInput(`Fiscal year end ${text} is in the future`, field);
  return text;
}

function parseStatement(value: unknown, path: string, today: string): FinancialStatement {
  const input = asObject(value, path, 'A statement');
  const yearEnd = fiscalYearEnd(input.fiscalYearEnd, `${path}.fiscalYearEnd`, today);
  const figures: Partial<Record<StatementFigure, number | null>> = {};
  for (const spec of STATEMENT_FIGURES) {
    const field = `${path}.${spec.key}`;
    const raw = input[spec.key];
    if (raw === undefined || raw === null) {
      if (!spec.optional) throw badInput(`${spec.label} is required`, field);
      figures[spec.key] = null;
      continue;
    }
    const n = figure(raw, field, spec.label);
    if (!spec.mayBeNegative && n < 0) throw badInput(`${spec.label} cannot be negative`, field);
    figures[spec.key] = n === 0 ? 0 : n; // no -0 in storage
  }
  // Every required figure was set to a number above, every optional one to a number or null.
  const statement = { fiscalYearEnd: yearEnd, ...figures } as FinancialStatement;
  checkConsistency(statement, path);
  return statement;
}

/** The balance sheet's own arithmetic: parts no larger than their wholes, assets = liabilities + equity within 1 %. */
function checkConsistency(s: FinancialStatement, path: string): void {
  const { totalAssets: ta, totalLiabilities: tl, equity } = s;
  if (ta === 0) throw badInput('Total assets cannot be zero', `${path}.totalAssets`);
  const gap = Math.abs(ta - (tl + equity));
  // The small relative slack keeps an exact 1 % difference inside despite binary rounding.
  if (gap > BALANCE_TOLERANCE * ta * (1 + 1e-9)) {
    const share = ((gap / ta) * 100).toFixed(1);
    throw badInput(
      `The balance sheet does not balance: total assets ${amount.format(ta)} differ from total liabilities plus equity ` +
        `${amount.format(tl + equity)} by ${share} % (at most 1 %)`,
      `${path}.totalAssets`,
    );
  }
  if (s.currentAssets > ta) throw badInput('Current assets cannot exceed total assets', `${path}.currentAssets`);
  if (s.currentLiabilities > tl) throw badInput('Current liabilities cannot exceed total liabilities', `${path}.currentLiabilities`);
  if (s.inventory !== null && s.inventory > s.currentAssets) throw badInput('Inventory cannot exceed current assets', `${path}.inventory`);
  if (s.cash !== null && s.cash > s.currentAssets) throw badInput('Cash cannot exceed current assets', `${path}.cash`);
  if (s.intangibleAssets !== null && s.intangibleAssets > ta) {
    throw badInput('Intangible assets cannot exceed total assets', `${path}.intangibleAssets`);
  }
}

/**
 * Validates financial statements as the API receives them and returns them normalised: currency
 * upper-cased, payment terms defaulted to 30, empty figures null, statements latest first. Figures
 * are 0 or a cent to 10¹⁵ in absolute value, the years consecutive, and every ratio and Z″ finite.
 * Work is bounded (at most 3 statements of 16 figures). Throws BAD_USER_INPUT naming the field,
 * e.g. `financials.statements[1].totalAssets` (indexes as given, before sorting).
 */
export function parseFinancials(input: unknown, options: ParseFinancialsOptions = {}): Financials {
  const path = options.path ?? 'financials';
  const today = latestDateOnEarth(options.now ?? new Date());
  const fields = asObject(input, path, 'Financials');

  const rawCurrency = fields.currency;
  const currency = typeof rawCurrency === 'string' && rawCurrency.length <= 8 ? rawCurrency.trim().toUpperCase() : '';
  if (!CURRENCY_CODES.has(currency)) throw badInput('Currency must be an ISO 4217 code such as USD, EUR or GBP', `${path}.currency`);

  let paymentTermsDays = DEFAULT_PAYMENT_TERMS_DAYS;
  const rawTerms = fields.paymentTermsDays;
  if (rawTerms !== undefined && rawTerms !== null) {
    if (typeof rawTerms !== 'number' || !Number.isInteger(rawTerms) || rawTerms < 0 || rawTerms > MAX_PAYMENT_TERMS_DAYS) {
      throw badInput(`Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`, `${path}.paymentTermsDays`);
    }
    paymentTermsDays = rawTerms === 0 ? 0 : rawTerms;
  }

  let requestedLimit: number | null = null;
  const rawLimit = fields.requestedLimit;
  if (rawLimit !== undefined && rawLimit !== null) {
    requestedLimit = figure(rawLimit, `${path}.requestedLimit`, 'Requested limit');
    if (requestedLimit < 0) throw badInput('Requested limit cannot be negative', `${path}.requestedLimit`);
    if (requestedLimit === 0) requestedLimit = 0;
  }

  const list = fields.statements;
  const listField = `${path}.statements`;
  if (!Array.isArray(list)) throw badInput('Statements must be a list of one to three fiscal years', listField);
  if (list.length < MIN_STATEMENTS) throw badInput('Give at least one fiscal year', listField);
  if (list.length > MAX_STATEMENTS) throw badInput(`Give at most ${MAX_STATEMENTS} fiscal years`, listField);

  const given: { statement: FinancialStatement; index: number }[] = [];
  const years = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const statement = parseStatement(list[i], `${listField}[${i}]`, today);
    const year = statement.fiscalYearEnd.slice(0, 4);
    const earlier = years.get(year);
    if (earlier !== undefined) {
      throw badInput(`Statements ${earlier + 1} and ${i + 1} are both for fiscal year ${year}`, `${listField}[${i}].fiscalYearEnd`);
    }
    years.set(year, i);
    given.push({ statement, index: i });
  }
  given.sort((a, b) => (a.statement.fiscalYearEnd < b.statement.fiscalYearEnd ? 1 : -1));
  const pathOf = (sorted: number) => `${listField}[${given[sorted].index}]`;
  // Growth and trends compare each year with the one before: a gap (2024 after 1900) is refused.
  for (let k = 1; k < given.length; k++) {
    const later = Number(given[k - 1].statement.fiscalYearEnd.slice(0, 4));
    const year = Number(given[k].statement.fiscalYearEnd.slice(0, 4));
    if (year !== later - 1) {
      throw badInput(
        `Statements must be consecutive fiscal years: the year before ${later} is ${later - 1}, not ${year}`,
        `${pathOf(k)}.fiscalYearEnd`,
      );
    }
  }
  const statements = given.map((g) => g.statement);
  computeFinite(statements, pathOf, (s, prior) => {
    statementRatios(s, prior);
    altmanZ(s);
  });
  return { currency, paymentTermsDays, requestedLimit, statements };
}

/**
 * `compute` over each statement (latest first) and the one before it, a ratio or Z″ that is not a
 * finite number (NotFiniteError) refused as BAD_USER_INPUT naming the figure divided by, e.g.
 * `${statementPath(0)}.totalAssets` — never left absent. Validated statements never give one.
 */
export function computeFinite<T>(
  statements: readonly FinancialStatement[],
  statementPath: (index: number) => string,
  compute: (statement: FinancialStatement, prior: FinancialStatement | null) => T,
): T[] {
  return statements.map((statement, i) => {
    try {
      return compute(statement, statements[i + 1] ?? null);
    } catch (error) {
      if (!(error instanceof NotFiniteError)) throw error;
      const { what, figure, ofPrior } = error.divisor;
      const at = ofPrior ? i + 1 : i;
      const value = statements[at]?.[figure as StatementFigure];
      const label = STATEMENT_FIGURES.find((f) => f.key === figure)?.label ?? figure;
      const shown = typeof value === 'number' && Math.abs(value) >= MIN_FIGURE ? amount.format(value) : String(value);
      throw badInput(
        `${label} of ${shown} is too small beside the other figures: ${what} is not a finite number`,
        `${statementPath(at)}.${figure}`,
      );
    }
  });
}

/** `parseFinancials` as a result for callers that report rather than throw (a CSV row, a form preview). */
export function financialsProblem(input: unknown, options: ParseFinancialsOptions = {}): { field: string; message: string } | null {
  try {
    parseFinancials(input, options);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT')
      return { field: error.field ?? options.path ?? 'financials', message: error.message };
    throw error;
  }
}
