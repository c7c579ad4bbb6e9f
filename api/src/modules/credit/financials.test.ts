import { describe, expect, it } from 'vitest';
import { statementRatios } from './ratios.js';
import { SUB_CENT_FIGURES, testYear } from './test-statements.js';
import { DomainError } from '../../core/errors.js';
import { altmanZ } from './altman.js';
import {
  computeFinite,
  financialsProblem,
  MAX_FIGURE,
  MIN_FIGURE,
  parseFinancials,
  STATEMENT_FIGURES,
  type FinancialStatement,
} from './financials.js';

const NOW = new Date('2025-06-15T12:00:00Z');

const year = (fiscalYearEnd: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...testYear(fiscalYearEnd),
  ...overrides,
});

const input = (overrides: Record<string, unknown> = {}) => ({
  currency: 'USD',
  paymentTermsDays: 30,
  requestedLimit: 500_000,
  statements: [year('2023-12-31'), year('2024-12-31'), year('2022-12-31')],
  ...overrides,
});

const withStatement = (index: number, overrides: Record<string, unknown>) => {
  const statements = [year('2024-12-31'), year('2023-12-31')];
  statements[index] = { ...statements[index], ...overrides };
  return input({ statements });
};

// A list with nothing at index 1 (not even undefined): map() would skip it.
const holey: unknown[] = [];
holey[0] = year('2024-12-31');
holey[2] = year('2022-12-31');

const refusal = (value: unknown) => {
  try {
    parseFinancials(value, { now: NOW });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const e = error as DomainError;
    expect(e.code).toBe('BAD_USER_INPUT');
    return { field: e.field, message: e.message };
  }
  throw new Error('expected a refusal');
};

describe('parseFinancials: accepted input', () => {
  it('normalises: currency upper-cased, statements latest first, figures kept', () => {
    const f = parseFinancials(input({ currency: ' usd ' }), { now: NOW });
    expect(f.currency).toBe('USD');
    expect(f.paymentTermsDays).toBe(30);
    expect(f.requestedLimit).toBe(500_000);
    expect(f.statements.map((s) => s.fiscalYearEnd)).toEqual(['2024-12-31', '2023-12-31', '2022-12-31']);
    expect(f.statements[0]).toEqual(year('2024-12-31'));
  });

  it('keeps only the known fields, in the order of STATEMENT_FIGURES', () => {
    const f = parseFinancials(input({ statements: [{ ...year('2024-12-31'), __typename: 'X', notes: 'hi' }] }), { now: NOW });
    expect(Object.keys(f.statements[0])).toEqual(['fiscalYearEnd', ...STATEMENT_FIGURES.map((s) => s.key)]);
  });

  it('defaults payment terms to 30 days and the requested limit to null', () => {
    const f = parseFinancials({ currency: 'EUR', statements: [year('2024-12-31')] }, { now: NOW });
    expect(f.paymentTermsDays).toBe(30);
    expect(f.requestedLimit).toBeNull();
    const g = parseFinancials(input({ paymentTermsDays: null, requestedLimit: null }), { now: NOW });
    expect([g.paymentTermsDays, g.requestedLimit]).toEqual([30, null]);
  });

  it('accepts 0 and 365 days of payment terms and a requested limit of 0', () => {
    expect(parseFinancials(input({ paymentTermsDays: 0, requestedLimit: 0 }), { now: NOW })).toMatchObject({
      paymentTermsDays: 0,
      requestedLimit: 0,
    });
    expect(parseFinancials(input({ paymentTermsDays: 365 }), { now: NOW }).paymentTermsDays).toBe(365);
  });

  it('turns empty optional figures (omitted or null) into null', () => {
    const s = year('2024-12-31', { ebitda: null, interestExpense: undefined, inventory: null, cash: null, intangibleAssets: null });
    delete s.totalDebt;
    const [st] = parseFinancials(input({ statements: [s] }), { now: NOW }).statements as [FinancialStatement];
    expect([st.ebitda, st.interestExpense, st.inventory, st.cash, st.intangibleAssets, st.totalDebt]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('lets losses and deficits be negative: EBIT, EBITDA, net profit, equity, retained earnings', () => {
    const s = year('2024-12-31', {
      ebit: -400_000,
      ebitda: -100_000,
      netProfit: -700_000,
      totalLiabilities: 10_200_000,
      currentLiabilities: 5_000_000,
      equity: -200_000,
      retainedEarnings: -1_500_000,
    });
    expect(parseFinancials(input({ statements: [s] }), { now: NOW }).statements[0]).toMatchObject({
      equity: -200_000,
      netProfit: -700_000,
    });
  });

  it('accepts a balance sheet off by exactly 1 % of total assets', () => {
    // |10,000,000 − (4,000,000 + 5,900,000)| = 100,000 = 1 %.
    expect(() => parseFinancials(withStatement(0, { equity: 5_900_000 }), { now: NOW })).not.toThrow();
    expect(() => parseFinancials(withStatement(0, { equity: 6_100_000 }), { now: NOW })).not.toThrow();
  });

  it('accepts a Date for the fiscal year end, and a year end today anywhere on Earth', () => {
    const f = parseFinancials(input({ statements: [year('2024-12-31', { fiscalYearEnd: new Date('2024-12-31T00:00:00Z') })] }), {
      now: NOW,
    });
    expect(f.statements[0].fiscalYearEnd).toBe('2024-12-31');
    // 12:00 UTC on 15 June is already 16 June in UTC+14.
    expect(() => parseFinancials(input({ statements: [year('2025-06-16')] }), { now: NOW })).not.toThrow();
  });

  it('accepts figures of exactly a cent and of 10¹⁵, either sign where a figure may be negative', () => {
    expect([MIN_FIGURE, MAX_FIGURE]).toEqual([0.01, 1e15]);
    const s = year('2024-12-31', {
      revenue: 0.01,
      ebit: -0.01,
      netProfit: -1e15,
      currentAssets: 0,
      inventory: 0,
      cash: 0,
      currentLiabilities: 0,
      totalAssets: 0.01,
      totalLiabilities: 0.01,
      equity: 0,
      intangibleAssets: null,
      retainedEarnings: -1e15,
    });
    const f = parseFinancials(input({ requestedLimit: 0.01, statements: [s] }), { now: NOW });
    expect(f.requestedLimit).toBe(0.01);
    expect(f.statements[0]).toMatchObject({ revenue: 0.01, ebit: -0.01, totalAssets: 0.01, netProfit: -1e15 });
  });

  it('accepts consecutive fiscal years in any order, even when the year end moves', () => {
    const f = parseFinancials(input({ statements: [year('2023-06-30'), year('2024-12-31'), year('2022-06-30')] }), { now: NOW });
    expect(f.statements.map((s) => s.fiscalYearEnd)).toEqual(['2024-12-31', '2023-06-30', '2022-06-30']);
  });

  it('stores no negative zero', () => {
    const f = parseFinancials(input({ requestedLimit: -0, statements: [year('2024-12-31', { ebit: -0, cash: -0 })] }), { now: NOW });
    expect(Object.is(f.requestedLimit, 0) && Object.is(f.statements[0].ebit, 0) && Object.is(f.statements[0].cash, 0)).toBe(true);
  });
});

describe('parseFinancials: refusals name the field', () => {
  it.each([
    ['not an object', null, 'financials', /must be an object/],
    ['an array', [], 'financials', /must be an object/],
    ['unknown currency', input({ currency: 'XYZ' }), 'financials.currency', /ISO 4217/],
    ['a precious metal', input({ currency: 'XAU' }), 'financials.currency', /ISO 4217/],
    ['a withdrawn currency', input({ currency: 'HRK' }), 'financials.currency', /ISO 4217/],
    ['currency not a string', input({ currency: 840 }), 'financials.currency', /ISO 4217/],
    ['missing currency', input({ currency: undefined }), 'financials.currency', /ISO 4217/],
    ['fractional payment terms', input({ paymentTermsDays: 30.5 }), 'financials.paymentTermsDays', /whole number of days from 0 to 365/],
    ['negative payment terms', input({ paymentTermsDays: -1 }), 'financials.paymentTermsDays', /0 to 365/],
    ['payment terms over a year', input({ paymentTermsDays: 366 }), 'financials.paymentTermsDays', /0 to 365/],
    ['payment terms as text', input({ paymentTermsDays: '30' }), 'financials.paymentTermsDays', /0 to 365/],
    ['negative requested limit', input({ requestedLimit: -1 }), 'financials.requestedLimit', /cannot be negative/],
    ['requested limit NaN', input({ requestedLimit: NaN }), 'financials.requestedLimit', /finite number/],
    ['requested limit Infinity', input({ requestedLimit: Infinity }), 'financials.requestedLimit', /finite number/],
    ['requested limit as text', input({ requestedLimit: '100' }), 'financials.requestedLimit', /finite number/],
    ['requested limit too large', input({ requestedLimit: 2e15 }), 'financials.requestedLimit', /at most 1,000,000,000,000,000/],
    ['statements not a list', input({ statements: {} }), 'financials.statements', /list of one to three/],
    ['no statements', input({ statements: [] }), 'financials.statements', /at least one/],
    [
      'four statements',
      input({ statements: ['2024', '2023', '2022', '2021'].map((y) => year(`${y}-12-31`)) }),
      'financials.statements',
      /at most 3/,
    ],
    ['a statement not an object', input({ statements: [year('2024-12-31'), 'x'] }), 'financials.statements[1]', /must be an object/],
    ['a hole in the list', input({ statements: holey }), 'financials.statements[1]', /must be an object/],
    ['missing fiscal year end', withStatement(1, { fiscalYearEnd: undefined }), 'financials.statements[1].fiscalYearEnd', /YYYY-MM-DD/],
    ['slashed date', withStatement(0, { fiscalYearEnd: '2024/12/31' }), 'financials.statements[0].fiscalYearEnd', /YYYY-MM-DD/],
    [
      'date with a time',
      withStatement(0, { fiscalYearEnd: '2024-12-31T00:00:00Z' }),
      'financials.statements[0].fiscalYearEnd',
      /YYYY-MM-DD/,
    ],
    ['month 13', withStatement(0, { fiscalYearEnd: '2024-13-01' }), 'financials.statements[0].fiscalYearEnd', /not a calendar date/],
    ['30 February', withStatement(0, { fiscalYearEnd: '2024-02-30' }), 'financials.statements[0].fiscalYearEnd', /not a calendar date/],
    ['future date', withStatement(0, { fiscalYearEnd: '2025-06-17' }), 'financials.statements[0].fiscalYearEnd', /in the future/],
    ['before 1900', withStatement(1, { fiscalYearEnd: '1899-12-31' }), 'financials.statements[1].fiscalYearEnd', /1900 or later/],
    ['invalid Date', withStatement(0, { fiscalYearEnd: new Date('nope') }), 'financials.statements[0].fiscalYearEnd', /YYYY-MM-DD/],
    [
      'two statements for one year',
      withStatement(1, { fiscalYearEnd: '2024-06-30' }),
      'financials.statements[1].fiscalYearEnd',
      /Statements 1 and 2 are both for fiscal year 2024/,
    ],
    ['figure as text', withStatement(1, { revenue: '1000' }), 'financials.statements[1].revenue', /Revenue must be a finite number/],
    ['figure NaN', withStatement(0, { ebit: NaN }), 'financials.statements[0].ebit', /EBIT must be a finite number/],
    ['figure Infinity', withStatement(0, { netProfit: Infinity }), 'financials.statements[0].netProfit', /finite number/],
    ['figure -Infinity', withStatement(0, { retainedEarnings: -Infinity }), 'financials.statements[0].retainedEarnings', /finite number/],
    [
      'figure too large',
      withStatement(0, { revenue: 1.5e15 }),
      'financials.statements[0].revenue',
      /at most 1,000,000,000,000,000 in absolute value/,
    ],
    ['figure too negative', withStatement(0, { ebitda: -1.5e15 }), 'financials.statements[0].ebitda', /in absolute value/],
    [
      'total assets of 1e-300 (the issue: Z″ overflowed to absent)',
      withStatement(0, { totalAssets: 1e-300 }),
      'financials.statements[0].totalAssets',
      /^Total assets must be 0 or at least 0\.01 \(a cent\) in absolute value$/,
    ],
    ['half a cent', withStatement(1, { revenue: 0.005 }), 'financials.statements[1].revenue', /Revenue must be 0 or at least 0\.01/],
    [
      'a negative figure below a cent',
      withStatement(0, { ebit: -0.009 }),
      'financials.statements[0].ebit',
      /EBIT must be 0 or at least 0\.01/,
    ],
    [
      'the smallest number there is',
      withStatement(1, { equity: Number.MIN_VALUE }),
      'financials.statements[1].equity',
      /Equity must be 0 or at least 0\.01/,
    ],
    ['an optional figure below a cent', withStatement(0, { cash: 1e-9 }), 'financials.statements[0].cash', /Cash must be 0 or at least/],
    [
      'a requested limit below a cent',
      input({ requestedLimit: 0.001 }),
      'financials.requestedLimit',
      /Requested limit must be 0 or at least 0\.01/,
    ],
    [
      'statements 124 years apart',
      input({ statements: [year('2024-12-31'), year('1900-12-31')] }),
      'financials.statements[1].fiscalYearEnd',
      /^Statements must be consecutive fiscal years: the year before 2024 is 2023, not 1900$/,
    ],
    [
      'a gap, given out of order: the statement after the gap is named as given',
      input({ statements: [year('2021-12-31'), year('2024-12-31'), year('2023-12-31')] }),
      'financials.statements[0].fiscalYearEnd',
      /the year before 2023 is 2022, not 2021/,
    ],
    [
      'two years apart',
      input({ statements: [year('2022-12-31'), year('2024-12-31')] }),
      'financials.statements[0].fiscalYearEnd',
      /the year before 2024 is 2023, not 2022/,
    ],
    ['missing required figure', withStatement(0, { equity: undefined }), 'financials.statements[0].equity', /Equity is required/],
    ['null required figure', withStatement(1, { netProfit: null }), 'financials.statements[1].netProfit', /Net profit is required/],
    [
      'optional figure as text',
      withStatement(0, { totalDebt: '5' }),
      'financials.statements[0].totalDebt',
      /Total debt must be a finite number/,
    ],
    ['boolean figure', withStatement(0, { cash: true }), 'financials.statements[0].cash', /finite number/],
    [
      'total assets of zero',
      withStatement(0, {
        totalAssets: 0,
        totalLiabilities: 0,
        equity: 0,
        currentAssets: 0,
        currentLiabilities: 0,
        inventory: 0,
        cash: 0,
        intangibleAssets: 0,
      }),
      'financials.statements[0].totalAssets',
      /cannot be zero/,
    ],
    [
      'balance sheet off by 2 %',
      withStatement(1, { equity: 5_800_000 }),
      'financials.statements[1].totalAssets',
      /does not balance: total assets 10,000,000 differ from total liabilities plus equity 9,800,000 by 2.0 %/,
    ],
    [
      'inventory above current assets',
      withStatement(0, { inventory: 4_000_001 }),
      'financials.statements[0].inventory',
      /Inventory cannot exceed current assets/,
    ],
    [
      'cash above current assets',
      withStatement(0, { cash: 4_000_001 }),
      'financials.statements[0].cash',
      /Cash cannot exceed current assets/,
    ],
    [
      'current assets above total assets',
      withStatement(0, { currentAssets: 10_000_001 }),
      'financials.statements[0].currentAssets',
      /cannot exceed total assets/,
    ],
    [
      'current above total liabilities',
      withStatement(0, { currentLiabilities: 4_000_001 }),
      'financials.statements[0].currentLiabilities',
      /cannot exceed total liabilities/,
    ],
    [
      'intangibles above total assets',
      withStatement(0, { intangibleAssets: 10_000_001 }),
      'financials.statements[0].intangibleAssets',
      /cannot exceed total assets/,
    ],
  ])('%s', (_name, value, field, message) => {
    const r = refusal(value);
    expect(r.field).toBe(field);
    expect(r.message).toMatch(message);
  });

  it.each([
    'revenue',
    'currentAssets',
    'inventory',
    'cash',
    'currentLiabilities',
    'totalAssets',
    'totalLiabilities',
    'intangibleAssets',
    'interestExpense',
    'totalDebt',
  ])('refuses a negative %s', (key) => {
    const r = refusal(withStatement(1, { [key]: -1 }));
    expect(r).toEqual({ field: `financials.statements[1].${key}`, message: expect.stringMatching(/cannot be negative/) });
  });

  it('uses the path it is given', () => {
    expect(() => parseFinancials(input({ currency: 'ABC' }), { path: 'input.financials', now: NOW })).toThrow(
      expect.objectContaining({ field: 'input.financials.currency' }),
    );
  });
});

describe('computeFinite', () => {
  // Statements stored before figures had a smallest unit (parseFinancials refuses these now).
  const stored = [testYear('2024-12-31'), testYear('2023-12-31', SUB_CENT_FIGURES)];
  const path = (i: number) => `financials.statements[${i}]`;

  it('refuses a Z″ that is not finite as BAD_USER_INPUT naming the figure, never an absence', () => {
    expect(() => computeFinite(stored, path, (s) => altmanZ(s))).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        field: 'financials.statements[1].totalAssets',
        message: 'Total assets of 1e-300 is too small beside the other figures: Altman Z″ is not a finite number',
      }),
    );
  });

  it('names the earlier statement when the ratio divides by its figure (revenue growth)', () => {
    const growth = [testYear('2024-12-31', { revenue: 1e15 }), testYear('2023-12-31', { revenue: 1e-300 })];
    expect(() => computeFinite(growth, path, (s, prior) => statementRatios(s, prior))).toThrow(
      expect.objectContaining({
        field: 'financials.statements[1].revenue',
        message: expect.stringMatching(/Revenue growth is not a finite number/),
      }),
    );
  });

  it('returns what it computed, and lets other errors through', () => {
    expect(computeFinite([testYear()], path, (s, prior) => [s.fiscalYearEnd, prior])).toEqual([['2024-12-31', null]]);
    expect(() =>
      computeFinite([testYear()], path, () => {
        throw new RangeError('other');
      }),
    ).toThrow(RangeError);
  });
});

describe('financialsProblem', () => {
  it('reports the refusal instead of throwing, and null for good input', () => {
    expect(financialsProblem(withStatement(0, { totalAssets: -5 }), { now: NOW })).toEqual({
      field: 'financials.statements[0].totalAssets',
      message: 'Total assets cannot be negative',
    });
    expect(financialsProblem(input(), { now: NOW })).toBeNull();
  });
});
