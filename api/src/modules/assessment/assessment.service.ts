import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { AuditLog } from './audit-log.entity.js';
import { assessmentAuditTrail } from './assessment-audit.js';
import type { User } from '../user/user.entity.js';
import { loadAssessment } from './assessment-access.js';
import { Assessment } from './assessment.entity.js';
import { countAssessmentsBy } from './assessment.queries.js';
import { ReviewStatus } from '../kernel/assessment.enums.js';
import { AssessmentsArgs, BookArgs } from './dto/assessments.args.js';
import { bookCount, bookCursor, bookPosition, bookRows } from './assessment-book.js';
import { exportFileName, exportLines } from './assessment-export.js';

export interface AssessmentPageResult {
  items: Assessment[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

/**
 * Reading the team's assessments and their audit trail. Creating and changing them are commands
 * (commands/), because each writes the assessment and its audit entry together.
 */
/** The queue shows this many at once: more is a backlog to work, not to scroll. */
export const REVIEW_QUEUE_LIMIT = 200;

export class AssessmentService {
  /** How many assessments an account created. */
  countCreatedBy(em: EntityManager, userId: string): Promise<number> {
    return countAssessmentsBy(em, userId);
  }

  /** NOT_FOUND. */
  async get(em: EntityManager, id: string): Promise<Assessment> {
    return loadAssessment(em, id);
  }

  /**
   * One page of the team's assessments in the order asked for (newest first by default), optionally
   * filtered by status and by a case-insensitive company-name search, with how many match. Keyset
   * pagination keeps every page as fast as the first. BAD_USER_INPUT (limit, cursor, search, status, sort).
   */
  async list(em: EntityManager, raw: unknown): Promise<AssessmentPageResult> {
    const args = await parseInput(AssessmentsArgs, raw);
    const after = args.cursor ? bookPosition(args, args.cursor) : null;
    const [rows, count] = await Promise.all([bookRows(em, args, { select: 'a.*', after, limit: args.limit + 1 }), bookCount(em, args)]);
    const page = rows.slice(0, args.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(({ sort_key: _key, ...row }) => em.map(Assessment, row)),
      nextCursor: rows.length > args.limit && last ? bookCursor(args, last) : null,
      total: count.total,
      totalCapped: count.capped,
    };
  }

  /**
   * The book as CSV, every row the listing would show for the same search, status and sort: the
   * file name (the filter and today's date in it) and the lines, header first, read in keyset
   * batches as they are written so the book is never in memory. BAD_USER_INPUT (search, status, sort),
   * before any line.
   */
  async exportCsv(em: EntityManager, raw: unknown, today = new Date()): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
    const args = await parseInput(BookArgs, raw);
    return { fileName: exportFileName(args, today), lines: exportLines(em, args) };
  }

  /**
   * The assessments a CSV batch made, in spreadsheet row order: `limit` (1–200) after row `afterRow`.
   * NOT_FOUND is the caller's (the batch's) to raise.
   */
  ofBatch(em: EntityManager, batchId: string, limit = 50, afterRow = 0): Promise<Assessment[]> {
    return em.find(
      Assessment,
      { batch: batchId, batchRow: { $gt: Math.max(0, Math.trunc(afterRow) || 0) } },
      { orderBy: { batchRow: 'asc' }, limit: Math.min(Math.max(Math.trunc(limit) || 50, 1), 200) },
    );
  }

  /** The four-eyes review queue: pending assessments, oldest first (at most REVIEW_QUEUE_LIMIT). */
  reviewQueue(em: EntityManager): Promise<Assessment[]> {
    return em.find(
      Assessment,
      { reviewStatus: ReviewStatus.PENDING },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: REVIEW_QUEUE_LIMIT, populate: ['user'] },
    );
  }

  /** The audit trail, oldest first. NOT_FOUND. */
  async auditLogs(em: EntityManager, assessmentId: string): Promise<AuditLog[]> {
    await loadAssessment(em, assessmentId);
    return assessmentAuditTrail(em, assessmentId);
  }

  /** Everything a report shows, in one parallel round trip. NOT_FOUND. */
  async reportData(em: EntityManager, id: string): Promise<{ assessment: Assessment; auditLogs: AuditLog[]; creator: User }> {
    if (!isUuid(id)) throw notFound('Assessment not found');
    const [assessment, auditLogs] = await Promise.all([em.findOne(Assessment, id, { populate: ['user'] }), assessmentAuditTrail(em, id)]);
    if (!assessment) throw notFound('Assessment not found');
    return { assessment, auditLogs, creator: assessment.user };
  }
}
