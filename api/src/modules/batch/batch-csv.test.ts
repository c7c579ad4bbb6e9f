import { describe, expect, it } from 'vitest';
import { MAX_CSV_COLUMNS, MAX_CSV_ROW_CHARS, MAX_CSV_ROWS, parseBatchCsv, TEMPLATE_COLUMNS } from './batch-csv.js';

const header = TEMPLATE_COLUMNS.join(',');
const row = (name: string) => TEMPLATE_COLUMNS.map((c) => (c === 'companyName' ? name : 'x')).join(',');
const refusal = (content: string) => {
  try {
    parseBatchCsv(content);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('parseBatchCsv', () => {
  it('reads the template columns by header position, skipping empty rows but keeping row numbers', () => {
    const columns = ['extra', ...[...TEMPLATE_COLUMNS].reverse(), 'companyName'];
    const line = (name: string) => columns.map((c) => (c === 'extra' ? 'ignored' : c === 'companyName' ? name : c)).join(',');
    const rows = parseBatchCsv([columns.join(','), line('A'), '', ',,', line('B')].join('\n'));
    expect(rows.map((r) => [r.rowNumber, r.data.companyName])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ]);
    expect(Object.keys(rows[0].data).sort()).toEqual([...TEMPLATE_COLUMNS].sort());
    expect(rows[0].data.address).toBe('address');
  });

  it('refuses a header wider than the column cap before reading any row', () => {
    const bomb = `${header}${','.repeat(200_000)}\n${'x\n'.repeat(100_000)}`;
    expect(refusal(bomb)).toBe(`The CSV header has more than ${MAX_CSV_COLUMNS} columns; at most ${MAX_CSV_COLUMNS} are allowed`);
    expect(refusal(`${header}\n${row('A')}\n${'y,'.repeat(100_000)}`)).toBe(
      `Row 3 of the CSV file has more than ${MAX_CSV_COLUMNS} columns; at most ${MAX_CSV_COLUMNS} are allowed`,
    );
  });

  it('stops at the row limit: what follows is never parsed', () => {
    const content = `${header}\n${`${row('r')}\n`.repeat(MAX_CSV_ROWS + 1)}"never closed`;
    expect(refusal(content)).toBe(`The CSV file has more than ${MAX_CSV_ROWS} rows; at most ${MAX_CSV_ROWS} can be uploaded at once`);
    expect(parseBatchCsv(`${header}\n${`${row('r')}\n\n`.repeat(MAX_CSV_ROWS)}`)).toHaveLength(MAX_CSV_ROWS);
    // Twice the row limit parsed: seconds on a busy machine, which the default 5 s would not allow.
  }, 60_000);

  it('bounds the characters of one row', () => {
    expect(refusal(`${header}\n${row('A')}\n${row('z'.repeat(MAX_CSV_ROW_CHARS))}`)).toBe(
      `Row 3 of the CSV file is longer than ${MAX_CSV_ROW_CHARS} characters`,
    );
  });
});

describe('the template columns', () => {
  it('spreads the latest year’s statements over optional columns named as the API fields, with no financials column, then the ownership’s', () => {
    expect(TEMPLATE_COLUMNS).not.toContain('financials');
    expect(TEMPLATE_COLUMNS.slice(-2)).toEqual(['lei', 'owners']);
    expect(TEMPLATE_COLUMNS.slice(-21, -2)).toEqual([
      'currency',
      'paymentTermsDays',
      'requestedLimit',
      'fiscalYearEnd',
      'revenue',
      'ebit',
      'ebitda',
      'interestExpense',
      'netProfit',
      'currentAssets',
      'inventory',
      'cash',
      'currentLiabilities',
      'totalAssets',
      'totalLiabilities',
      'equity',
      'intangibleAssets',
      'retainedEarnings',
      'totalDebt',
    ]);
    expect(TEMPLATE_COLUMNS).toHaveLength(39);
    expect(new Set(TEMPLATE_COLUMNS).size).toBe(TEMPLATE_COLUMNS.length);
  });

  it('accepts a header without the financial columns (the checkbox-only template) and reads them as absent', () => {
    const answers = TEMPLATE_COLUMNS.slice(0, -19);
    const rows = parseBatchCsv(`${answers.join(',')}\n${answers.map((c) => (c === 'companyName' ? 'A' : 'x')).join(',')}`);
    expect(rows[0].data.companyName).toBe('A');
    expect(rows[0].data).not.toHaveProperty('revenue');
  });
});
