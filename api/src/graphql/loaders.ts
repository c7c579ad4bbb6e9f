import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Assessment } from '../modules/assessment/assessment.entity.js';
import { NewsScan } from '../modules/news/news-scan.entity.js';
import { User } from '../modules/user/user.entity.js';
import { sqlOf } from '../core/sql.js';

/**
 * Per-request batch loaders for field resolvers that look something up per row: however many
 * rows a page holds, each loader costs one SQL query per tick of the event loop. Made fresh for
 * every request (context.ts) over its EntityManager, so nothing is cached across requests or users.
 */
export interface Loaders {
  /** Users by id (an assessment's `createdBy`). */
  user: DataLoader<string, User | null>;
  /** Assessments by id (an alert's `viewerCan`). */
  assessment: DataLoader<string, Assessment | null>;
  /** The latest negative-news scan by assessment id (`latestNewsScan`). */
  latestNewsScan: DataLoader<string, NewsScan | null>;
}

// A page holds at most 100 rows; larger batches are split so each IN list stays small.
const MAX_BATCH = 500;

export function createLoaders(em: EntityManager): Loaders {
  return {
    user: new DataLoader<string, User | null>(
      async (ids) => {
        const users = await em.find(User, { id: { $in: [...ids] } });
        const byId = new Map(users.map((u) => [u.id, u]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
    assessment: new DataLoader<string, Assessment | null>(
      async (ids) => {
        const assessments = await em.find(Assessment, { id: { $in: [...ids] } });
        const byId = new Map(assessments.map((a) => [a.id, a]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
    latestNewsScan: new DataLoader<string, NewsScan | null>(
      async (assessmentIds) => {
        // The (assessment_id, created_at) index serves DISTINCT ON; the newest scan of each wins.
        const rows = await sqlOf(em)(
          `select distinct on (assessment_id) * from news_scans
            where assessment_id = any($1::uuid[])
            order by assessment_id, created_at desc, id desc`,
          [[...assessmentIds]],
        );
        const byAssessment = new Map(rows.map((row) => [String(row.assessment_id), em.map(NewsScan, row)]));
        return assessmentIds.map((id) => byAssessment.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
  };
}
