/** Queue of CSV chunks; each job turns its rows into assessments in one transaction. */
export const BATCH_CHUNK_QUEUE = 'batch.chunk';

/** Rows per job: big enough for a multi-row insert, small enough to share a batch among workers. */
export const BATCH_CHUNK_ROWS = 500;

/** A contiguous range of a batch's rows (spreadsheet row numbers, inclusive). */
export interface BatchChunkJob {
  batchId: string;
  firstRow: number;
  lastRow: number;
}
