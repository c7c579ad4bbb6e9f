import { describe, expect, it } from 'vitest';
import { parseBatchCsv, TEMPLATE_COLUMNS } from './batch-csv.js';
import { mapCsvRow } from './batch-row-mapping.js';
import { cleanAnswers } from '../assessment/assessment-answers.js';

// The client's template against the server that reads it. Imported by path at run time: the client's
// sources build under the client's compiler settings, not the api's.
const CLIENT_TEMPLATE = '../../../../client/src/modules/batch/template.ts';
const { templateCsv } = (await import(CLIENT_TEMPLATE)) as { templateCsv: () => string };

describe('the CSV template the batch page offers', () => {
  it('has the server’s columns in its order, and its example row passes the server’s validation, owners included', () => {
    const csv = templateCsv();
    expect(csv.split('\n')[0].split(',')).toEqual([...TEMPLATE_COLUMNS]);
    const [row] = parseBatchCsv(csv);
    const answers = cleanAnswers(mapCsvRow(row.data));
    expect(answers.owners).toEqual([
      expect.objectContaining({ id: 'h1', parentId: null, kind: 'COMPANY', percent: 100 }),
      expect.objectContaining({ id: 'p1', parentId: 'h1', name: 'Jane Doe', percent: 60 }),
    ]);
    expect(answers.lei).toBeNull();
    expect(answers.financials?.statements).toHaveLength(1);
  });
});
