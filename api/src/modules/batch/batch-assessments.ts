import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../core/validation.js';
import type { Assessment } from '../assessment/assessment.entity.js';
import { BatchAssessmentsArgs } from './dto/batch-assessments.args.js';

/** What listing a batch's assessments reads of the assessment module, which owns them. */
export interface BatchAssessmentsSource {
  ofBatch(em: EntityManager, batchId: string, limit: number, afterRow: number): Promise<Assessment[]>;
}

/**
 * One page of the assessments a batch's rows became, in row order: `limit` (1–200, default 50)
 * after spreadsheet row `afterRow` (default 0), checked before they reach the query. The batch is
 * the caller's to find (NOT_FOUND). BAD_USER_INPUT naming limit or afterRow.
 */
export async function batchAssessmentsPage(
  em: EntityManager,
  assessments: BatchAssessmentsSource,
  batchId: string,
  raw: unknown,
): Promise<Assessment[]> {
  const page = await parseInput(BatchAssessmentsArgs, raw);
  return assessments.ofBatch(em, batchId, page.limit, page.afterRow);
}
