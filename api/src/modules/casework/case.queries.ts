import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { badInput } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { decodeSortCursor, encodeSortCursor } from '../../core/keyset-cursor.js';
import { namedSqlOf, SqlParams, sqlOf } from '../../core/sql.js';
import { CaseKind, CaseOutcome, CaseStatus } from './case.entity.js';

/** The most cases one page lists. */
export const MAX_CASES_LISTED = 100;
export const DEFAULT_CASES_LISTED = 50;

/** How the inbox orders cases: soonest due first (the default), or newest first. */
export const CASE_SORTS = ['due', 'created'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

/** The inbox's filters, as both surfaces take them. `assignee`: a user id, `me` (the caller) or `none` (unassigned). */
export interface CaseFilter {
  assignee?: string | null;
  status?: CaseStatus | 'active' | null;
  kind?: CaseKind | null;
  tag?: string | null;
  overdue?: boolean | null;
  counterpartyId?: string | null;
  sort?: CaseSort | null;
  limit?: number | null;
  cursor?: string | null;
}

/** A case as the inbox lists it: the row with its counterparty's name and its assignee's. */
export interface CaseRow {
  id: string;
  counterpartyId: string;
  counterpartyName: string;
  assessmentId: string | null;
  kind: CaseKind;
  title: string;
  status: CaseStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  dueAt: Date;
  overdue: boolean;
  snoozedUntil: Date | null;
  snoozeReason: string | null;
  tags: string[];
  outcome: CaseOutcome | null;
  closingNote: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

/** The status a case shows: a snooze whose date has passed is open again (the daily job also writes it back). */
export const EFFECTIVE_STATUS = `case when c.status = 'snoozed' and c.snoozed_until <= now() then 'open' else c.status end`;

/** Overdue: not closed, not snoozed into the future, and past its due date. */
export const OVERDUE = `(c.status <> 'closed' and c.due_at < now() and not (c.status = 'snoozed' and c.snoozed_until > now()))`;

const COLUMNS = `c.id, c.counterparty_id, cp.name as counterparty_name, c.assessment_id, c.kind, c.title, ${EFFECTIVE_STATUS} as status,
    c.assignee_id, nullif(trim(u.first_name || ' ' || coalesce(u.last_name, '')), '') as assignee_name, c.due_at, ${OVERDUE} as overdue,
    c.snoozed_until, c.snooze_reason, c.tags, c.outcome, c.closing_note, c.created_at, c.closed_at`;

/** The case rows of `cases` (a table or a subquery named c) with their counterparty's and assignee's names. */
const selectFrom = (cases: string) =>
  `select ${COLUMNS} from ${cases} join counterparties cp on cp.id = c.counterparty_id left join users u on u.id = c.assignee_id`;

const SELECT = selectFrom('cases c');

export const caseRowOf = (r: Record<string, unknown>): CaseRow => ({
  id: r.id as string,
  counterpartyId: r.counterparty_id as string,
  counterpartyName: r.counterparty_name as string,
  assessmentId: (r.assessment_id as string | null) ?? null,
  kind: r.kind as CaseKind,
  title: r.title as string,
  status: r.status as CaseStatus,
  assigneeId: (r.assignee_id as string | null) ?? null,
  assigneeName: (r.assignee_name as string | null) ?? null,
  dueAt: new Date(r.due_at as string),
  overdue: r.overdue as boolean,
  snoozedUntil: r.snoozed_until ? new Date(r.snoozed_until as string) : null,
  snoozeReason: (r.snooze_reason as string | null) ?? null,
  tags: r.tags as string[],
  outcome: (r.outcome as CaseOutcome | null) ?? null,
  closingNote: (r.closing_note as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  closedAt: r.closed_at ? new Date(r.closed_at as string) : null,
});

const KINDS = new Set<string>(Object.values(CaseKind));
const STATUSES = new Set<string>([...Object.values(CaseStatus), 'active']);

/**
 * One page of the inbox: cases by the filters, soonest due (or newest) first, keyset-paged on
 * (key, id) so a page costs one index range whatever the page number. Every filter is checked
 * before the query: BAD_USER_INPUT naming it.
 */
export async function listCases(
  em: EntityManager,
  viewerId: string,
  filter: CaseFilter,
): Promise<{ items: CaseRow[]; nextCursor: string | null }> {
  const sort = filter.sort ?? 'due';
  if (!(CASE_SORTS as readonly string[]).includes(sort)) throw badInput(`sort must be one of ${CASE_SORTS.join(', ')}`, 'sort');
  const limit = filter.limit ?? DEFAULT_CASES_LISTED;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CASES_LISTED) throw badInput(`limit must be 1 to ${MAX_CASES_LISTED}`, 'limit');
  const p = new SqlParams();
  const where: string[] = [];
  const assignee = filter.assignee ?? null;
  if (assignee === 'none') where.push('c.assignee_id is null');
  else if (assignee !== null) {
    const id = assignee === 'me' ? viewerId : assignee;
    if (!isUuid(id)) throw badInput('assignee must be a user id, me or none', 'assignee');
    where.push(`c.assignee_id = ${p.add(id)}`);
  }
  const status = filter.status ?? null;
  if (status !== null) {
    if (!STATUSES.has(status)) throw badInput('status must be open, snoozed, closed or active', 'status');
    if (status === 'active') where.push(`c.status <> 'closed'`);
    // "not closed" stated on its own too, so the planner reads the partial indexes of active cases.
    else if (status === CaseStatus.OPEN)
      where.push(`c.status <> 'closed'`, `(c.status = 'open' or (c.status = 'snoozed' and c.snoozed_until <= now()))`);
    else if (status === CaseStatus.SNOOZED) where.push(`c.status <> 'closed'`, `(c.status = 'snoozed' and c.snoozed_until > now())`);
    else where.push(`c.status = 'closed'`);
  }
  if (filter.kind != null) {
    if (!KINDS.has(filter.kind)) throw badInput(`kind must be one of ${[...KINDS].join(', ')}`, 'kind');
    where.push(`c.kind = ${p.add(filter.kind)}`);
  }
  if (filter.tag != null) where.push(`c.tags @> array[${p.add(normalizeTag(filter.tag, 'tag'))}]::text[]`);
  if (filter.overdue === true) where.push(`c.status <> 'closed'`, `c.due_at < now()`, OVERDUE);
  if (filter.overdue === false) where.push(`not ${OVERDUE}`);
  if (filter.counterpartyId != null) {
    if (!isUuid(filter.counterpartyId)) throw badInput('counterpartyId must be a counterparty id', 'counterpartyId');
    where.push(`c.counterparty_id = ${p.add(filter.counterpartyId)}`);
  }
  const [column, direction] = sort === 'due' ? (['c.due_at', 'asc'] as const) : (['c.created_at', 'desc'] as const);
  if (filter.cursor) {
    const [key, id] = decodeSortCursor(filter.cursor, sort, 'timestamp');
    if (key === null) throw badInput('cursor is not valid; pass the nextCursor of the previous page', 'cursor');
    const op = direction === 'asc' ? '>' : '<';
    where.push(`(${column}, c.id) ${op} (${p.add(key)}::timestamptz, ${p.add(id)}::uuid)`);
  }
  // The page is chosen on the cases table alone (an index range in due or creation order), then
  // joined for the names of its rows only.
  const order = `order by ${column} ${direction}, c.id ${direction}`;
  const page = `(select * from cases c ${where.length ? `where ${where.join(' and ')}` : ''} ${order} limit ${p.add(limit + 1)}) c`;
  const sql = `${selectFrom(page)} ${order}`;
  // The inbox's most frequent read: one prepared statement per filter shape (a few dozen), planned once per connection.
  const run = em.getTransactionContext()
    ? sqlOf(em)
    : namedSqlOf(em, `list_cases_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`);
  const rows = await run(sql, p.values);
  const items = rows.slice(0, limit).map(caseRowOf);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeSortCursor(sort, (sort === 'due' ? last.dueAt : last.createdAt).toISOString(), last.id) : null;
  return { items, nextCursor };
}

/** One case as the inbox shows it, or null. */
export async function caseRowById(em: EntityManager, id: string): Promise<CaseRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await sqlOf(em)(`${SELECT} where c.id = $1`, [id]);
  return row ? caseRowOf(row) : null;
}

/** Open cases assigned to a user (the header badge) and how many of them are overdue. */
export async function myCaseCounts(em: EntityManager, userId: string): Promise<{ open: number; overdue: number }> {
  const [row] = await sqlOf(em)<{ open: string; overdue: string }>(
    `select count(*) as open, count(*) filter (where ${OVERDUE}) as overdue from cases c where c.assignee_id = $1 and c.status <> 'closed'`,
    [userId],
  );
  return { open: Number(row.open), overdue: Number(row.overdue) };
}

/** Overdue cases across the team (the dashboard). */
export async function overdueCaseCount(em: EntityManager): Promise<number> {
  const [row] = await sqlOf(em)<{ n: string }>(`select count(*) as n from cases c where c.status <> 'closed' and ${OVERDUE}`);
  return Number(row.n);
}

/** Longest tag, and most tags a case carries. */
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 10;

/** A tag as stored: trimmed, lowercase, 1 to 40 letters, digits, - or _. BAD_USER_INPUT naming `field`. */
export function normalizeTag(raw: unknown, field: string): string {
  const tag = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (tag.length < 1 || tag.length > MAX_TAG_LENGTH || !/^[\p{L}\p{N}_-]+$/u.test(tag)) {
    throw badInput(`${field} must be 1 to ${MAX_TAG_LENGTH} letters, digits, - or _`, field);
  }
  return tag;
}
