import { describe, expect, it } from 'vitest';
import { decodeSortCursor, encodeSortCursor, type SortKeyType } from './keyset-cursor.js';

const ID = '6f1c2b1e-8d3a-4c55-9a0e-2f4b6c8d0e1f';
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field };
  }
  return undefined;
};

describe('sort cursors', () => {
  it('give back the key and id they were made with, for their own sort', () => {
    expect(decodeSortCursor(encodeSortCursor('grade_asc', 'B', ID), 'grade_asc', 'text')).toEqual(['B', ID]);
    expect(decodeSortCursor(encodeSortCursor('grade_asc', null, ID), 'grade_asc', 'text')).toEqual([null, ID]);
    const at = '2026-11-29 10:00:00.123456+00';
    expect(decodeSortCursor(encodeSortCursor('created_desc', at, ID), 'created_desc', 'timestamp')).toEqual([at, ID]);
    expect(decodeSortCursor(encodeSortCursor('approved_limit_desc', '800000.00', ID), 'approved_limit_desc', 'decimal')).toEqual([
      '800000.00',
      ID,
    ]);
  });

  it('refuse a cursor of another sort, and anything not made by encodeSortCursor, naming cursor', () => {
    expect(refusal(() => decodeSortCursor(encodeSortCursor('grade_asc', 'A', ID), 'approved_limit_desc', 'decimal'))).toEqual({
      message: 'cursor was made for another sort; start again without a cursor',
      field: 'cursor',
    });
    const forged: [cursor: string, sort: string, type: SortKeyType][] = [
      ['garbage', 'grade_asc', 'text'],
      [encodeSortCursor('created_desc', '2026-02-30 10:00:00+00', ID), 'created_desc', 'timestamp'],
      [encodeSortCursor('approved_limit_desc', '1e9', ID), 'approved_limit_desc', 'decimal'],
      [encodeSortCursor('decision_asc', '1; drop table', ID), 'decision_asc', 'integer'],
      [encodeSortCursor('grade_asc', 'A', 'not-a-uuid'), 'grade_asc', 'text'],
      [Buffer.from(JSON.stringify(['grade_asc', 7, ID])).toString('base64url'), 'grade_asc', 'text'],
    ];
    for (const [cursor, sort, type] of forged) {
      expect(refusal(() => decodeSortCursor(cursor, sort, type))).toEqual({
        message: 'cursor is not valid; pass the nextCursor of the previous page',
        field: 'cursor',
      });
    }
  });
});
