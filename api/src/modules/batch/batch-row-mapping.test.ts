import { describe, expect, it } from 'vitest';
import { financialsColumn, FINANCIAL_COLUMNS, mapCsvRow } from './batch-row-mapping.js';

describe('mapCsvRow', () => {
  it('reads booleans in any case and spelling', () => {
    const row = mapCsvRow({
      hasLegalActions: 'YES',
      canProvideReferences: 'no',
      isProfitable: '1',
      hasEquityAbove1M: ' False ',
      hasAuditedFinancials: 'TRUE',
      hasSufficientLiquidity: '0',
    });
    expect(row).toEqual({
      hasLegalActions: true,
      canProvideReferences: false,
      isProfitable: true,
      hasEquityAbove1M: false,
      hasAuditedFinancials: true,
      hasSufficientLiquidity: false,
    });
  });

  it('passes unreadable values through for the validation to name', () => {
    expect(mapCsvRow({ hasLegalActions: 'maybe', managementReputation: 'Yes', tradingYears: ' >5 ', alternativeContacts: '' })).toEqual({
      hasLegalActions: 'maybe',
      managementReputation: 'yes',
      tradingYears: '>5',
      alternativeContacts: null,
    });
  });
});

describe('mapCsvRow: the latest year’s statements', () => {
  const figures = {
    fiscalYearEnd: '2024-12-31',
    revenue: '10000000',
    ebit: '1200000',
    ebitda: '',
    interestExpense: '200000',
    netProfit: '-800000.50',
    currentAssets: '4000000',
    inventory: '',
    cash: '',
    currentLiabilities: '2000000',
    totalAssets: '1E+07',
    totalLiabilities: '4000000',
    equity: '6000000',
    intangibleAssets: '',
    retainedEarnings: '3000000',
    totalDebt: '',
  };

  it('leaves financials out when no financial column is filled: the checkbox-only path', () => {
    const empty = Object.fromEntries(FINANCIAL_COLUMNS.map((c) => [c, ' ']));
    expect(mapCsvRow({ companyName: 'Acme', ...empty })).toEqual({ companyName: 'Acme' });
  });

  it('maps filled columns to one statement, numbers read, empty cells left out', () => {
    expect(mapCsvRow({ currency: ' usd ', paymentTermsDays: '45', requestedLimit: '', ...figures })).toEqual({
      financials: {
        currency: 'usd',
        paymentTermsDays: 45,
        statements: [
          {
            fiscalYearEnd: '2024-12-31',
            revenue: 10_000_000,
            ebit: 1_200_000,
            interestExpense: 200_000,
            netProfit: -800_000.5,
            currentAssets: 4_000_000,
            currentLiabilities: 2_000_000,
            totalAssets: 10_000_000,
            totalLiabilities: 4_000_000,
            equity: 6_000_000,
            retainedEarnings: 3_000_000,
          },
        ],
      },
    });
  });

  it('reads amounts as the wizard does: thousands separators, currency signs, bracketed negatives', () => {
    const read = (cell: string) =>
      (mapCsvRow({ currency: 'USD', revenue: cell }) as { financials: { statements: Record<string, unknown>[] } }).financials.statements[0]
        .revenue;
    for (const [cell, value] of [
      ['1,000,000', 1_000_000],
      ['1.000.000,50', 1_000_000.5],
      ['1 000 000', 1_000_000],
      ["1'000'000", 1_000_000],
      ['$1,234.50', 1234.5],
      ['(1,234)', -1234],
      ['1,234-', -1234],
      ['1.5E+07', 15_000_000],
      ['+.5', 0.5],
    ] as const) {
      expect(read(cell), cell).toBe(value);
    }
    // Text that is no number stays text, for the validation to refuse naming the column.
    for (const cell of ['0x10', '12abc', 'Infinity', 'NaN', '1e', '12..5']) expect(read(cell), cell).toBe(cell);
    // A dash is an empty cell, as in the wizard.
    expect(mapCsvRow({ currency: 'USD', revenue: '-' })).toEqual({ financials: { currency: 'USD', statements: [{}] } });
    expect(mapCsvRow({ revenue: '—' })).toEqual({});
    const row = mapCsvRow({ requestedLimit: '250,000', paymentTermsDays: '30.0' }) as { financials: Record<string, unknown> };
    expect(row.financials).toMatchObject({ requestedLimit: 250_000, paymentTermsDays: 30 });
    expect((mapCsvRow({ paymentTermsDays: '1,000' }) as { financials: Record<string, unknown> }).financials.paymentTermsDays).toBe('1,000');
  });

  it('ignores a financials column: the template spreads the statements over columns of their own', () => {
    expect(mapCsvRow({ companyName: 'Acme', financials: '{"currency":"USD"}' })).toEqual({ companyName: 'Acme' });
  });
});

describe('financialsColumn', () => {
  it('names the CSV column of a statements error', () => {
    expect(financialsColumn('financials.statements[0].totalAssets')).toBe('totalAssets');
    expect(financialsColumn('financials.statements[0].fiscalYearEnd')).toBe('fiscalYearEnd');
    expect(financialsColumn('financials.currency')).toBe('currency');
    expect(financialsColumn('financials.paymentTermsDays')).toBe('paymentTermsDays');
    expect(financialsColumn('financials.statements')).toBe('financials');
    expect(financialsColumn(undefined)).toBe('financials');
  });
});
