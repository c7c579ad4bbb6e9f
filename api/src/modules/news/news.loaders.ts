import { keyedLoader } from '../../core/request-loaders.js';
import { sqlOf } from '../../core/sql.js';
import { NewsScan } from './news-scan.entity.js';

/** The latest negative-news scan by assessment id (`latestNewsScan`). */
export const latestNewsScanByAssessment = keyedLoader<string, NewsScan>(async (em, assessmentIds) => {
  // The (assessment_id, created_at) index serves DISTINCT ON; the newest scan of each wins.
  const rows = await sqlOf(em)(
    `select distinct on (assessment_id) * from news_scans
      where assessment_id = any($1::uuid[])
      order by assessment_id, created_at desc, id desc`,
    [assessmentIds],
  );
  return new Map(rows.map((row) => [String(row.assessment_id), em.map(NewsScan, row)]));
});
