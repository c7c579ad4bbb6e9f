import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { assessmentIdRanges } from '../../assessment/assessment.queries.js';
import { RESCREEN_CHUNK, RESCREEN_QUEUE, type RescreenJob } from '../monitoring.jobs.js';

/**
 * After a list's new version became active: one job per RESCREEN_CHUNK assessments (id ranges in
 * one index scan), so every worker can take a share. Returns the number of jobs queued.
 */
export async function queueRescreenCommand(em: EntityManager, queue: PgBoss, list: { name: string; version: number }): Promise<number> {
  const ranges = await assessmentIdRanges(em, RESCREEN_CHUNK);
  if (ranges.length === 0) return 0;
  const jobs = ranges.map((range) => ({ data: { ...range, listName: list.name, listVersion: list.version } satisfies RescreenJob }));
  await queue.insert(RESCREEN_QUEUE, jobs);
  return jobs.length;
}
