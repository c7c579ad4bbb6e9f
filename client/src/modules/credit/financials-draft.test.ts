import { describe, expect, it } from 'vitest';
import {
  currencyValue,
  emptyFinancials,
  emptyStatement,
  financialFieldPaths,
  financialsDraftOf,
  financialsInputOf,
  isFinancialsBlank,
  isFinancialsComplete,
  paymentTermsValue,
  termsProblem,
  type FinancialsDraft,
  type StatementDraft,
} from './financials-draft';

const year = (overrides: Partial<StatementDraft> = {}): StatementDraft => ({
  ...emptyStatement(),
  fiscalYearEnd: '2025-12-31',
  revenue: '12,500,000',
  ebit: '1,400,000',
  netProfit: '980,000',
  currentAssets: '4,100,000',
  currentLiabilities: '2,000,000',
  totalAssets: '9,000,000',
  totalLiabilities: '5,000,000',
  equity: '4,000,000',
  retainedEarnings: '(250,000)',
  ...overrides,
});

const draft = (overrides: Partial<FinancialsDraft> = {}): FinancialsDraft => ({
  ...emptyFinancials(),
  currency: 'usd',
  ...overrides,
  statements: overrides.statements ?? [year()],
});

describe('the statements of the wizard draft', () => {
  it('are blank until a year end, a figure or a requested limit is typed (currency and terms alone do not count)', () => {
    expect(isFinancialsBlank(undefined)).toBe(true);
    expect(isFinancialsBlank(emptyFinancials())).toBe(true);
    expect(isFinancialsBlank({ ...emptyFinancials(), currency: 'EUR', paymentTermsDays: '60' })).toBe(true);
    expect(isFinancialsBlank({ ...emptyFinancials(), requestedLimit: '100' })).toBe(false);
    expect(isFinancialsBlank({ ...emptyFinancials(), statements: [{ ...emptyStatement(), cash: '1' }] })).toBe(false);
    expect(financialsInputOf(emptyFinancials())).toBeNull();
  });

  it('go to the API with numbers as numbers, empty figures null, the currency upper-cased, in column order', () => {
    const input = financialsInputOf(
      draft({ requestedLimit: '300,000', statements: [year(), year({ fiscalYearEnd: '2024-12-31', cash: '-' })] }),
    );
    expect(input).toEqual({
      currency: 'USD',
      paymentTermsDays: 30,
      requestedLimit: 300000,
      statements: [
        {
          fiscalYearEnd: '2025-12-31',
          revenue: 12500000,
          ebit: 1400000,
          ebitda: null,
          interestExpense: null,
          netProfit: 980000,
          currentAssets: 4100000,
          inventory: null,
          cash: null,
          currentLiabilities: 2000000,
          totalAssets: 9000000,
          totalLiabilities: 5000000,
          equity: 4000000,
          intangibleAssets: null,
          retainedEarnings: -250000,
          totalDebt: null,
        },
        expect.objectContaining({ fiscalYearEnd: '2024-12-31', cash: null }),
      ],
    });
    expect(typeof input?.statements[0].revenue).toBe('number');
  });

  it('send empty payment terms as null (the API’s 30) and a required figure left empty as null for the API to name', () => {
    const input = financialsInputOf(draft({ paymentTermsDays: '', statements: [year({ revenue: '' })] }));
    expect(input?.paymentTermsDays).toBeNull();
    expect(input?.statements[0].revenue).toBeNull();
  });

  it('come back from the API as the inputs show them, and go again unchanged', () => {
    const input = financialsInputOf(draft({ requestedLimit: '300,000.5', statements: [year(), year({ fiscalYearEnd: '2024-12-31' })] }))!;
    const back = financialsDraftOf(input);
    expect(back.requestedLimit).toBe('300,000.5');
    expect(back.statements[0]).toMatchObject({
      fiscalYearEnd: '2025-12-31',
      revenue: '12,500,000',
      retainedEarnings: '-250,000',
      cash: '',
    });
    expect(financialsInputOf(back)).toEqual(input);
    expect(financialsDraftOf(null)).toEqual(emptyFinancials());
  });

  it('are complete for a preview with a currency, readable terms and every required figure of every year', () => {
    expect(isFinancialsComplete(draft())).toBe(true);
    expect(isFinancialsComplete(draft({ currency: '' }))).toBe(false);
    expect(isFinancialsComplete(draft({ currency: 'US' }))).toBe(false);
    expect(isFinancialsComplete(draft({ paymentTermsDays: '400' }))).toBe(false);
    expect(isFinancialsComplete(draft({ requestedLimit: 'lots' }))).toBe(false);
    expect(isFinancialsComplete(draft({ statements: [year({ equity: '' })] }))).toBe(false);
    expect(isFinancialsComplete(draft({ statements: [year({ cash: 'abc' })] }))).toBe(false);
    expect(isFinancialsComplete(draft({ statements: [year({ fiscalYearEnd: '' })] }))).toBe(false);
    expect(isFinancialsComplete(draft({ statements: [year(), emptyStatement()] }))).toBe(false);
    expect(isFinancialsComplete(emptyFinancials())).toBe(false);
  });

  it('read currency and payment terms strictly', () => {
    expect(currencyValue(' gbp ')).toBe('GBP');
    expect(currencyValue('pounds')).toBeUndefined();
    expect(paymentTermsValue('45')).toBe(45);
    expect(paymentTermsValue('')).toBeNull();
    expect(paymentTermsValue('4.5')).toBeUndefined();
    expect(paymentTermsValue('366')).toBeUndefined();
  });

  it('name the fields the API may refuse, per year', () => {
    const paths = financialFieldPaths(2);
    expect(paths).toContain('financials.currency');
    expect(paths).toContain('financials.statements[0].fiscalYearEnd');
    expect(paths).toContain('financials.statements[1].totalAssets');
    expect(paths).not.toContain('financials.statements[2].totalAssets');
    expect(paths).toHaveLength(3 + 2 * 16);
  });
});

describe('termsProblem', () => {
  it('names the payment terms, not the figures, when the terms keep complete statements from a preview', () => {
    expect(termsProblem(draft())).toBeNull();
    for (const paymentTermsDays of ['400', '30.5', 'thirty']) {
      expect(isFinancialsComplete(draft({ paymentTermsDays }))).toBe(false);
      expect(termsProblem(draft({ paymentTermsDays }))).toEqual({
        field: 'financials.paymentTermsDays',
        message: 'Payment terms must be a whole number of days from 0 to 365',
      });
    }
    expect(termsProblem(draft({ requestedLimit: 'lots' }))?.field).toBe('financials.requestedLimit');
    expect(termsProblem(draft({ currency: '' }))?.field).toBe('financials.currency');
    // Nothing typed yet: nothing to correct.
    expect(termsProblem(emptyFinancials())).toBeNull();
    // Complete terms: what is missing is a figure.
    expect(termsProblem(draft({ statements: [year({ revenue: '' })] }))).toBeNull();
  });
});
