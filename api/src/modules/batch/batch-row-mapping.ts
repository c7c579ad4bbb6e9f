import { ANSWER_FIELDS, type AnswerField } from '../assessment/assessment-answers.js';
import { parseFigure } from '../credit/figure-text.js';
import { STATEMENT_FIGURES } from '../credit/financials.js';

const BOOLEAN_FIELDS = new Set<AnswerField>([
  'hasLegalActions',
  'canProvideReferences',
  'hasAuditedFinancials',
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
]);
const LOWERCASE_FIELDS = new Set<AnswerField>(['managementReputation', 'managementCapacity']);
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/** The answers a CSV row carries in a column of their own: every answer but the statements, which are spread over FINANCIAL_COLUMNS. */
export const ANSWER_COLUMNS: readonly AnswerField[] = ANSWER_FIELDS.filter((field) => field !== 'financials');

/** The ownership's optional columns: the company's LEI and its owners (the JSON list the API takes). */
export const OWNERSHIP_COLUMNS: readonly string[] = ['lei', 'owners'];

/** Columns of the statements' terms (the `financials` object's own fields). */
const TERMS_COLUMNS = ['currency', 'paymentTermsDays', 'requestedLimit'] as const;
/** Columns of the one statement a row may carry: the latest fiscal year. */
const STATEMENT_COLUMNS = ['fiscalYearEnd', ...STATEMENT_FIGURES.map((f) => f.key)] as const;

/**
 * The optional columns of the latest year's statements, named as the API's fields (issue 20):
 * currency, paymentTermsDays, requestedLimit, fiscalYearEnd, then every figure in STATEMENT_FIGURES
 * order. A row with all of them empty takes the checkbox-only path.
 */
export const FINANCIAL_COLUMNS: readonly string[] = [...TERMS_COLUMNS, ...STATEMENT_COLUMNS];

/** Columns of amounts, read as the wizard reads them (parseFigure). */
const FIGURE_COLUMNS = new Set<string>(['requestedLimit', ...STATEMENT_FIGURES.map((f) => f.key)]);

/**
 * A plain decimal, for the payment terms (days, no separators): an optional sign, digits with an
 * optional decimal point, an optional exponent. `Number()` would read "" as 0 and "0x10" as 16.
 */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A number cell: an amount as the wizard reads it (thousands separators 1,000,000 · 1.000.000,50 ·
 * 1 000 000 · 1'000'000, currency signs, "(1,234)" or a trailing minus negative, 1.5E+07), the
 * payment terms as a plain number; null for a cell that only says "none" ("-", "—"); anything else
 * kept as text for the validation to refuse, naming its column.
 */
function numberCell(column: string, value: string): number | string | null {
  if (column === 'paymentTermsDays') return DECIMAL.test(value) ? Number(value) : value;
  const parsed = parseFigure(value);
  return parsed.ok ? parsed.value : value;
}

/**
 * The `financials` input of a row: null when none of its financial columns is filled, else
 * `{currency, paymentTermsDays, requestedLimit, statements: [the latest year]}` with empty cells
 * left out (parseFinancials then names a required one, defaults the payment terms).
 */
function mapFinancials(data: Record<string, string>): Record<string, unknown> | null {
  const cells = new Map<string, string | number>();
  for (const column of FINANCIAL_COLUMNS) {
    const value = data[column]?.trim();
    if (!value) continue;
    const cell = FIGURE_COLUMNS.has(column) || column === 'paymentTermsDays' ? numberCell(column, value) : value;
    // "-" or "—" in a figure's cell is an empty cell, as in the wizard.
    if (cell !== null) cells.set(column, cell);
  }
  if (cells.size === 0) return null;
  const statement: Record<string, unknown> = {};
  for (const column of STATEMENT_COLUMNS) if (cells.has(column)) statement[column] = cells.get(column);
  const financials: Record<string, unknown> = { statements: [statement] };
  for (const column of TERMS_COLUMNS) if (cells.has(column)) financials[column] = cells.get(column);
  return financials;
}

/** A cell holding JSON, parsed; its text when it is not JSON. */
function jsonCell(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Turns a CSV row into the same raw input the wizard sends: booleans from true/false/yes/no/1/0
 * in any case, answers lower-cased, an empty alternativeContacts as null, keyPeople split on `;`,
 * owners as the JSON list the API takes,
 * the financial columns as `financials` with one statement (amounts read as the wizard reads them). Anything it
 * cannot read is passed through unchanged, so the shared validation names the field.
 */
export function mapCsvRow(data: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ANSWER_COLUMNS) {
    const raw = data[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (BOOLEAN_FIELDS.has(field)) {
      const lower = value.toLowerCase();
      out[field] = TRUE.has(lower) ? true : FALSE.has(lower) ? false : value;
    } else if (LOWERCASE_FIELDS.has(field)) out[field] = value.toLowerCase();
    else if (field === 'alternativeContacts') out[field] = value || null;
    // Names separated by semicolons (commas belong to names: "Smith, John").
    else if (field === 'keyPeople') out[field] = value.split(';');
    // The owners as the API takes them (a JSON list); text that is not JSON goes on for the validation to refuse.
    else if (field === 'owners') out[field] = value ? jsonCell(value) : null;
    else if (field === 'lei') out[field] = value || null;
    else out[field] = value;
  }
  const financials = mapFinancials(data);
  if (financials) out.financials = financials;
  return out;
}

/**
 * The CSV column a statements error is about, from parseFinancials's field path:
 * `financials.statements[0].totalAssets` → `totalAssets`, `financials.currency` → `currency`.
 */
export function financialsColumn(field: string | undefined): string {
  const path = field ?? 'financials';
  // The ownership's own errors name their field already (owners[2].percent, lei).
  if (path.startsWith('owners') || path === 'lei') return path;
  const figure = /^financials\.statements\[\d+\]\.(\w+)$/.exec(path);
  if (figure) return figure[1];
  const term = /^financials\.(\w+)$/.exec(path);
  return term && (TERMS_COLUMNS as readonly string[]).includes(term[1]) ? term[1] : 'financials';
}
