import type { MikroORM } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { AuditAction, AuditLog } from '../audit/audit-log.entity.js';
import { decide } from '../decision-engine/decision-engine.js';
import type { RuleService } from '../rule/rule.service.js';
import { User } from '../user/user.entity.js';
import { UUID } from '../user/user.service.js';
import { answersOf, ANSWER_FIELDS, cleanAnswers, processingTime, type AssessmentAnswers } from './assessment-answers.js';
import { loadAssessment, loadOwned } from './assessment-access.js';
import { insertAssessments } from './assessment.writer.js';
import { Assessment } from './assessment.entity.js';
import { AssessmentsArgs } from './dto/assessments.args.js';
import { CreateAssessmentInput } from './dto/create-assessment.input.js';
import { UpdateAssessmentInput } from './dto/update-assessment.input.js';

export interface AssessmentPageResult {
  items: Assessment[];
  nextCursor: string | null;
}

/** JSON carries dates as text; the input classes expect Date objects. */
function withDates(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as { startedAt?: unknown }).startedAt === 'string') {
    return { ...raw, startedAt: new Date((raw as { startedAt: string }).startedAt) };
  }
  return raw;
}

const encodeCursor = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** PostgreSQL's text form of a timestamptz, as `encodeCursor` receives it (anchored, no backtracking). */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

/** A real calendar moment in PostgreSQL's text form: a forged cursor never reaches the query. */
function isTimestamp(text: string): boolean {
  const m = PG_TIMESTAMP.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor.slice(0, 200), 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && UUID.test(id) && isTimestamp(createdAt)) return [createdAt, id];
  } catch {
    // fall through
  }
  throw badInput('cursor is not valid; pass the nextCursor of the previous page', 'cursor');
}

/** The core of the product: assessments decided by the rules, with their audit trail. */
export class AssessmentService {
  constructor(
    private readonly orm: MikroORM,
    private readonly rules: RuleService,
  ) {}

  /**
   * Validates the answers, decides them with the enabled rules and stores the assessment with its
   * `created` audit entry atomically. BAD_USER_INPUT naming the field.
   */
  async create(actor: User, raw: unknown): Promise<Assessment> {
    const input = await parseInput(CreateAssessmentInput, withDates(raw));
    const answers = cleanAnswers(input) as AssessmentAnswers;
    const em = this.orm.em.fork();
    const rules = await this.rules.compiledEnabled(em);
    const decision = decide(rules, answers);
    const [assessment] = await insertAssessments(em, [{ userId: actor.id, answers, decision, processingTimeMs: processingTime(input.startedAt), ruleSetVersion: rules.version }]);
    return assessment!;
  }

  /** NOT_FOUND. */
  async get(id: string): Promise<Assessment> {
    return loadAssessment(this.orm.em.fork(), id);
  }

  /**
   * One page of the team's assessments, newest first, optionally filtered by status and by a
   * case-insensitive company-name search. Keyset pagination keeps every page as fast as the first.
   */
  async list(raw: unknown): Promise<AssessmentPageResult> {
    const args = await parseInput(AssessmentsArgs, raw);
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.cursor) {
      const [createdAt, id] = decodeCursor(args.cursor);
      where.push('(a.created_at, a.id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    if (args.status) {
      where.push('a.status = ?');
      params.push(args.status);
    }
    if (args.search?.trim()) {
      where.push(`a.company_name ilike ? escape '\\'`);
      params.push(`%${args.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select a.*, a.created_at::text as cursor_created_at from assessments a
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by a.created_at desc, a.id desc limit ?`,
      [...params, args.limit + 1],
    );
    const more = rows.length > args.limit;
    const page = rows.slice(0, args.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => em.map(Assessment, row)),
      nextCursor: more && last ? encodeCursor(String(last.cursor_created_at), String(last.id)) : null,
    };
  }

  /** The audit trail, oldest first. NOT_FOUND. */
  async auditLogs(assessmentId: string): Promise<AuditLog[]> {
    const em = this.orm.em.fork();
    await loadAssessment(em, assessmentId);
    return em.find(AuditLog, { assessment: assessmentId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * Changes some answers (creator or admin only, checked before anything else), re-decides with the current rules and writes an
   * `updated` audit entry with the changes and the previous state. NOT_FOUND, FORBIDDEN, BAD_USER_INPUT.
   */
  async update(actor: User, id: string, raw: unknown): Promise<Assessment> {
    return this.orm.em.fork().transactional(async (em) => {
      const assessment = await loadOwned(em, actor, id);
      const changes = cleanAnswers(await parseInput(UpdateAssessmentInput, raw));
      const previousState = { ...answersOf(assessment), status: assessment.status, rationale: assessment.rationale };
      const changed: Record<string, unknown> = {};
      for (const field of ANSWER_FIELDS) {
        if (field in changes && changes[field] !== assessment[field]) changed[field] = changes[field];
      }
      em.assign(assessment, changed);
      const rules = await this.rules.compiledEnabled(em);
      const decision = decide(rules, assessment);
      assessment.ruleSetVersion = rules.version;
      if (decision.status !== assessment.status) changed.status = decision.status;
      assessment.status = decision.status;
      assessment.rationale = decision.rationale;
      assessment.ruleTrace = decision.trace;
      em.create(AuditLog, { assessment, user: em.getReference(User, actor.id), action: AuditAction.UPDATED, changes: changed, previousState });
      return assessment;
    });
  }

  /** Everything a report shows, in one parallel round trip. NOT_FOUND. */
  async reportData(id: string): Promise<{ assessment: Assessment; auditLogs: AuditLog[]; creator: User }> {
    if (!UUID.test(id)) throw notFound('Assessment not found');
    const em = this.orm.em.fork();
    const [assessment, auditLogs] = await Promise.all([
      em.findOne(Assessment, id, { populate: ['user'] }),
      em.find(AuditLog, { assessment: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    if (!assessment) throw notFound('Assessment not found');
    return { assessment, auditLogs, creator: assessment.user };
  }
}
