import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { decodeCursor, encodeCursor } from '../../core/keyset-cursor.js';
import { SqlParams, sqlOf } from '../../core/sql.js';
import { answersOf } from '../assessment/assessment-answers.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { OVERDUE } from '../casework/case.queries.js';

export const MAX_COUNTERPARTIES_LISTED = 100;
/** Most timeline entries a counterparty page shows. */
export const MAX_TIMELINE = 500;

/** A counterparty with its current standing: its latest assessment's decision, grade, limit and review date. */
export interface CounterpartySummary {
  id: string;
  name: string;
  country: string;
  mergedIntoId: string | null;
  createdAt: Date;
  assessments: number;
  latestAssessmentId: string | null;
  status: string | null;
  grade: string | null;
  approvedLimit: number | null;
  /** The currency of its statements (and so of the approved limit); null without statements. */
  currency: string | null;
  nextReviewAt: Date | null;
  approvalExpired: boolean;
  openCases: number;
  overdueCases: number;
  /** The grade hold in force (a downgrade's cooldown), with the admin override that lifts it now, if any; null when none is in force. */
  gradeHold: CounterpartyGradeHold | null;
}

/** A counterparty's grade hold in force, and the override running on it. */
export interface CounterpartyGradeHold {
  grade: string;
  since: Date;
  until: Date;
  override: { reason: string; until: Date; byName: string; at: Date } | null;
}

const SUMMARY = `select cp.id, cp.name, cp.country, cp.merged_into_id, cp.created_at,
    (select count(*) from assessments a where a.counterparty_id = cp.id) as assessments,
    l.id as latest_id, l.status, l.credit_analysis->>'grade' as grade, l.credit_analysis->>'currency' as currency, l.approved_limit, l.next_review_at,
    (l.next_review_at < now() and l.status in ('approved', 'caution')) as expired,
    (select count(*) from cases c where c.counterparty_id = cp.id and c.status <> 'closed') as open_cases,
    (select count(*) from cases c where c.counterparty_id = cp.id and ${OVERDUE}) as overdue_cases,
    case when cp.grade_hold_until > now() then cp.grade_hold end as grade_hold, cp.grade_hold_set_at, cp.grade_hold_until,
    o.reason as override_reason, o.until as override_until, o.by_name as override_by, o.created_at as override_at
  from counterparties cp
  left join lateral (select a.id, a.status, a.credit_analysis, a.approved_limit, a.next_review_at from assessments a
    where a.counterparty_id = cp.id order by a.created_at desc, a.id desc limit 1) l on true
  left join lateral (select o.reason, o.until, o.by_name, o.created_at from grade_hold_overrides o
    where o.counterparty_id = cp.id and o.until > now() and o.created_at >= cp.grade_hold_set_at order by o.created_at desc limit 1) o on true`;

const dateOf = (value: unknown) => new Date(value as string);

const summaryOf = (r: Record<string, unknown>): CounterpartySummary => ({
  id: r.id as string,
  name: r.name as string,
  country: r.country as string,
  mergedIntoId: (r.merged_into_id as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  assessments: Number(r.assessments),
  latestAssessmentId: (r.latest_id as string | null) ?? null,
  status: (r.status as string | null) ?? null,
  grade: (r.grade as string | null) ?? null,
  approvedLimit: r.approved_limit == null ? null : Number(r.approved_limit),
  currency: (r.currency as string | null) ?? null,
  nextReviewAt: r.next_review_at ? new Date(r.next_review_at as string) : null,
  approvalExpired: r.expired === true,
  openCases: Number(r.open_cases),
  overdueCases: Number(r.overdue_cases),
  gradeHold: r.grade_hold
    ? {
        grade: r.grade_hold as string,
        since: dateOf(r.grade_hold_set_at),
        until: dateOf(r.grade_hold_until),
        override: r.override_reason
          ? {
              reason: r.override_reason as string,
              until: dateOf(r.override_until),
              byName: r.override_by as string,
              at: dateOf(r.override_at),
            }
          : null,
      }
    : null,
});

/**
 * Counterparties, newest first, optionally those whose name contains `q` (case-insensitive), merged
 * ones left out; keyset-paged. BAD_USER_INPUT (q, limit, cursor).
 */
export async function listCounterparties(
  em: EntityManager,
  filter: { q?: string | null; limit?: number | null; cursor?: string | null },
): Promise<{ items: CounterpartySummary[]; nextCursor: string | null }> {
  const limit = filter.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_COUNTERPARTIES_LISTED)
    throw badInput(`limit must be 1 to ${MAX_COUNTERPARTIES_LISTED}`, 'limit');
  const p = new SqlParams();
  const where = ['cp.merged_into_id is null'];
  if (filter.q != null && filter.q !== '') {
    if (filter.q.length > 200) throw badInput('q must be at most 200 characters', 'q');
    where.push(`cp.name ilike ${p.add(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  }
  if (filter.cursor) {
    const [createdAt, id] = decodeCursor(filter.cursor);
    where.push(`(cp.created_at, cp.id) < (${p.add(createdAt)}::timestamptz, ${p.add(id)}::uuid)`);
  }
  const rows = await sqlOf(em)(
    `${SUMMARY} where ${where.join(' and ')} order by cp.created_at desc, cp.id desc limit ${p.add(limit + 1)}`,
    p.values,
  );
  const items = rows.slice(0, limit).map(summaryOf);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt.toISOString(), last.id) : null };
}

/** One counterparty's summary. NOT_FOUND. */
export async function counterpartySummary(em: EntityManager, id: string): Promise<CounterpartySummary> {
  if (!isUuid(id)) throw notFound('Counterparty not found');
  const [row] = await sqlOf(em)(`${SUMMARY} where cp.id = $1`, [id]);
  if (!row) throw notFound('Counterparty not found');
  return summaryOf(row);
}

/** One entry of a counterparty's timeline. */
export interface TimelineEntry {
  at: Date;
  /** assessment, review, case_event, alert, grade_hold_override */
  type: string;
  /** What it is about: an assessment id, a case id, an alert id. */
  refId: string;
  title: string;
  detail: Record<string, unknown>;
}

/**
 * Everything that happened to a counterparty, newest first: its assessments (with decision, grade,
 * Z″ and limit, for the history chart), their four-eyes reviews, its cases and their events, the
 * alerts monitoring raised, and admins' overrides of its grade hold.
 */
export async function counterpartyTimeline(em: EntityManager, id: string): Promise<TimelineEntry[]> {
  if (!isUuid(id)) throw notFound('Counterparty not found');
  const rows = await sqlOf(em)(
    `select * from (
       select a.created_at as at, 'assessment' as type, a.id as ref_id, a.company_name as title,
              jsonb_build_object('status', a.status, 'ruleStatus', a.rule_status, 'grade', a.credit_analysis->>'grade',
                'zScore', a.credit_analysis->'altmanZ'->'score', 'approvedLimit', a.approved_limit, 'currency', a.credit_analysis->>'currency', 'nextReviewAt', a.next_review_at) as detail
       from assessments a where a.counterparty_id = $1
       union all
       select a.reviewed_at, 'review', a.id, a.company_name, jsonb_build_object('decision', a.final_review->>'decision', 'reviewer', a.final_review->>'reviewerName', 'reason', a.final_review->>'reason')
       from assessments a where a.counterparty_id = $1 and a.reviewed_at is not null
       union all
       select e.created_at, 'case_event', e.case_id, c.title, e.detail || jsonb_build_object('action', e.action, 'actor', e.actor_name, 'kind', c.kind)
       from case_events e join cases c on c.id = e.case_id where e.counterparty_id = $1
       union all
       select al.created_at, 'alert', al.id, al.summary, jsonb_build_object('kind', al.kind, 'status', al.status)
       from alerts al join assessments a on a.id = al.assessment_id where a.counterparty_id = $1
       union all
       select o.created_at, 'grade_hold_override', o.id, 'Grade hold overridden', jsonb_build_object('reason', o.reason, 'until', o.until, 'actor', o.by_name)
       from grade_hold_overrides o where o.counterparty_id = $1
     ) t order by at desc limit ${MAX_TIMELINE}`,
    [id],
  );
  return rows.map((r) => ({
    at: new Date(r.at as string),
    type: r.type as string,
    refId: r.ref_id as string,
    title: r.title as string,
    detail: r.detail as Record<string, unknown>,
  }));
}

/**
 * The answers and statements of a counterparty's latest assessment: what "Re-assess" fills the
 * wizard with. The new assessment joins the same counterparty by its name and country (or the
 * counterparty it was merged into) and supersedes the old decision. NOT_FOUND.
 */
export async function reassessmentDraft(em: EntityManager, id: string): Promise<Record<string, unknown>> {
  const summary = await counterpartySummary(em, id);
  if (!summary.latestAssessmentId) throw notFound('This counterparty has no assessment to start from');
  const latest = await em.findOneOrFail(Assessment, summary.latestAssessmentId);
  return { ...answersOf(latest), fromAssessmentId: latest.id };
}

/** Most counterparties each part of the review calendar lists. */
export const MAX_CALENDAR_ITEMS = 25;

/** The dashboard's review calendar: reviews due this week, reviews overdue, approvals expired. */
export interface ReviewCalendar {
  dueThisWeek: CounterpartySummary[];
  overdue: CounterpartySummary[];
  expiredApprovals: CounterpartySummary[];
  counts: { dueThisWeek: number; overdue: number; expiredApprovals: number; overdueCases: number };
}

/**
 * The review calendar, from each counterparty's latest decided assessment: due in the next 7 days,
 * overdue (due date passed; the periodic review case is open or not yet opened), and approvals or
 * cautions whose date passed (expired until a re-assessment). Soonest first, at most `limit` (1 to
 * 25) in each part; counts are exact. BAD_USER_INPUT (limit).
 */
export async function reviewCalendar(em: EntityManager, limit: number = MAX_CALENDAR_ITEMS): Promise<ReviewCalendar> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CALENDAR_ITEMS)
    throw badInput(`limit must be 1 to ${MAX_CALENDAR_ITEMS}`, 'limit');
  const latest = `select distinct on (a.counterparty_id) a.counterparty_id, a.next_review_at, a.status
    from assessments a join counterparties cp on cp.id = a.counterparty_id and cp.merged_into_id is null
    order by a.counterparty_id, a.created_at desc, a.id desc`;
  const sql = sqlOf(em);
  const part = async (where: string) => {
    const ids = await sql<{ counterparty_id: string }>(
      `select counterparty_id from (${latest}) l where ${where} order by next_review_at, counterparty_id limit ${limit}`,
    );
    if (ids.length === 0) return [];
    const rows = await sql(`${SUMMARY} where cp.id = any($1::uuid[]) order by l.next_review_at, cp.id`, [
      ids.map((i) => i.counterparty_id),
    ]);
    return rows.map(summaryOf);
  };
  const DUE_WEEK = `next_review_at >= now() and next_review_at < now() + interval '7 days'`;
  const OVERDUE_REVIEW = `next_review_at < now() and status <> 'pending_review'`;
  const EXPIRED = `next_review_at < now() and status in ('approved', 'caution')`;
  const [dueThisWeek, overdue, expiredApprovals, [counts]] = await Promise.all([
    part(DUE_WEEK),
    part(OVERDUE_REVIEW),
    part(EXPIRED),
    sql<Record<string, string>>(
      `select count(*) filter (where ${DUE_WEEK}) as due, count(*) filter (where ${OVERDUE_REVIEW}) as overdue,
              count(*) filter (where ${EXPIRED}) as expired, (select count(*) from cases c where ${OVERDUE}) as overdue_cases
       from (${latest}) l`,
    ),
  ]);
  return {
    dueThisWeek,
    overdue,
    expiredApprovals,
    counts: {
      dueThisWeek: Number(counts.due),
      overdue: Number(counts.overdue),
      expiredApprovals: Number(counts.expired),
      overdueCases: Number(counts.overdue_cases),
    },
  };
}
