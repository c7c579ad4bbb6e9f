/** Queue of CSV chunks; each job turns its rows into assessments in one transaction. */
export const BATCH_CHUNK_QUEUE = 'batch.chunk';

/** Rows per job: big enough for a multi-row insert, small enough to share a batch among workers. */
export const BATCH_CHUNK_ROWS = 500;

/**
 * Rows per job while lists are loaded: each row's company and people are screened, which on a
 * million listed names takes up to a tenth of a second per name, so a chunk stays well inside the
 * 15 s a worker may hold it before it is retried elsewhere.
 */
export const SCREENED_CHUNK_ROWS = 25;

/** A contiguous range of a batch's rows (spreadsheet row numbers, inclusive). */
export interface BatchChunkJob {
  batchId: string;
  firstRow: number;
  lastRow: number;
}
