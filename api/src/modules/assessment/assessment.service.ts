import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { decodeCursor, encodeCursor } from '../../core/keyset-cursor.js';
import { SqlParams, sqlOf } from '../../core/sql.js';
import { isUuid } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { AuditLog } from '../audit/audit-log.entity.js';
import { assessmentAuditTrail } from '../audit/assessment-audit.js';
import type { User } from '../user/user.entity.js';
import { loadAssessment } from './assessment-access.js';
import { Assessment } from './assessment.entity.js';
import { ReviewStatus } from './assessment.enums.js';
import { AssessmentsArgs } from './dto/assessments.args.js';

export interface AssessmentPageResult {
  items: Assessment[];
  nextCursor: string | null;
}

/**
 * Reading the team's assessments and their audit trail. Creating and changing them are commands
 * (commands/), because each writes the assessment and its audit entry together.
 */
/** The queue shows this many at once: more is a backlog to work, not to scroll. */
export const REVIEW_QUEUE_LIMIT = 200;

export class AssessmentService {
  /** NOT_FOUND. */
  async get(em: EntityManager, id: string): Promise<Assessment> {
    return loadAssessment(em, id);
  }

  /**
   * One page of the team's assessments, newest first, optionally filtered by status and by a
   * case-insensitive company-name search. Keyset pagination keeps every page as fast as the first.
   */
  async list(em: EntityManager, raw: unknown): Promise<AssessmentPageResult> {
    const args = await parseInput(AssessmentsArgs, raw);
    const where: string[] = [];
    const params = new SqlParams();
    if (args.cursor) {
      const [createdAt, id] = decodeCursor(args.cursor);
      where.push(`(a.created_at, a.id) < (${params.add(createdAt)}::timestamptz, ${params.add(id)}::uuid)`);
    }
    if (args.status) where.push(`a.status = ${params.add(args.status)}`);
    if (args.search?.trim()) {
      where.push(`a.company_name ilike ${params.add(`%${args.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} escape '\\'`);
    }
    const rows = await sqlOf(em)(
      `select a.*, a.created_at::text as cursor_created_at from assessments a
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by a.created_at desc, a.id desc limit ${params.add(args.limit + 1)}`,
      params.values,
    );
    const more = rows.length > args.limit;
    const page = rows.slice(0, args.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => em.map(Assessment, row)),
      nextCursor: more && last ? encodeCursor(String(last.cursor_created_at), String(last.id)) : null,
    };
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
