/** Queue of CSV chunks; each job turns its rows into assessments in one transaction. */
export const BATCH_CHUNK_QUEUE = 'batch.chunk';

/** How long a worker may hold a chunk before pg-boss fails it (and retries it elsewhere). */
export const BATCH_CHUNK_EXPIRE_SECONDS = 15;

/**
 * Dead-letter queue of BATCH_CHUNK_QUEUE: pg-boss puts here a copy of each chunk that failed on its
 * last retry (same payload, the error in `sourceOutput`); its job closes the chunk's rows as failed.
 */
export const BATCH_CHUNK_FAILED_QUEUE = 'batch.chunk.failed';

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
