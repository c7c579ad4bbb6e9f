/** Queue of re-screening chunks: assessments screened again after a list got a new version. */
export const RESCREEN_QUEUE = 'monitoring.rescreen';

/** Assessments per chunk: one screening query and one transaction each. */
export const RESCREEN_CHUNK = 100;

/** A contiguous id range of assessments (inclusive) and the list version that triggered it. */
export interface RescreenJob {
  firstId: string;
  lastId: string;
  listName: string;
  listVersion: number;
}

/** The scheduled news re-scan: fans out NEWS_CHUNK_QUEUE jobs over approved and caution assessments. */
export const NEWS_RESCAN_QUEUE = 'monitoring.news';
/** One chunk of assessments whose news is scanned again. */
export const NEWS_CHUNK_QUEUE = 'monitoring.news.chunk';
/** Assessments per news chunk: each is one feed request (and a model call per article with AI on). */
export const NEWS_CHUNK = 25;
/** The schedule when MONITORING_NEWS_CRON is unset outside tests: weekly, Monday 06:00 UTC. */
export const WEEKLY = '0 6 * * 1';

export interface NewsChunkJob {
  firstId: string;
  lastId: string;
}
