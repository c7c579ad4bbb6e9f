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
  });

  it('bounds the characters of one row', () => {
    expect(refusal(`${header}\n${row('A')}\n${row('z'.repeat(MAX_CSV_ROW_CHARS))}`)).toBe(
      `Row 3 of the CSV file is longer than ${MAX_CSV_ROW_CHARS} characters`,
    );
  });
});
