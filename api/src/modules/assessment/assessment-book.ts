import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeSortCursor, encodeSortCursor, type SortKeyType } from '../../core/keyset-cursor.js';
import { SqlParams, sqlOf, type SqlRow } from '../../core/sql.js';
import { AssessmentSort } from '../kernel/assessment.enums.js';
import type { BookArgs } from './dto/assessments.args.js';

/**
 * The team's book of assessments as a list: which rows a search and status filter select, in
 * which order, a keyset page at a time. The listing (a page) and the CSV export (every page, in
 * batches) read it the same way, so both show a caller the same rows.
 */

/** The page's `total` counts this many rows at most: an exact count of a large book costs a scan of it. */
export const TOTAL_COUNT_LIMIT = 10_000;

/** An order's key: a SQL expression over `a` (the assessments row), its type, direction and whether it may be null. */
interface SortKey {
  expr: string;
  type: SortKeyType;
  desc: boolean;
  nullable: boolean;
}

const CAST: Readonly<Record<SortKeyType, string>> = { timestamp: 'timestamptz', text: 'text', integer: 'int', decimal: 'numeric' };

// Least risk first; the rank, not the stored text, so the order reads as the badges do.
const DECISION_RANK = `(case a.status when 'approved' then 1 when 'caution' then 2 when 'pending_review' then 3 else 4 end)`;
// The work first: what waits for a second person, then what one decided, then what needed none.
const REVIEW_RANK = `(case a.review_status when 'pending' then 1 when 'completed' then 2 else 3 end)`;

const both = (expr: string, type: SortKeyType, nullable = false) =>
  [
    { expr, type, desc: false, nullable },
    { expr, type, desc: true, nullable },
  ] as const;
const [createdAsc, createdDesc] = both('a.created_at', 'timestamp');
const [companyAsc, companyDesc] = both('lower(a.company_name)', 'text');
const [decisionAsc, decisionDesc] = both(DECISION_RANK, 'integer');
// Grades are the letters A (best) to E: their text order is their order.
const [gradeAsc, gradeDesc] = both(`(a.credit_analysis->>'grade')`, 'text', true);
const [limitAsc, limitDesc] = both('a.approved_limit', 'decimal', true);
const [reviewAsc, reviewDesc] = both(REVIEW_RANK, 'integer');

const SORT_KEYS: Readonly<Record<AssessmentSort, SortKey>> = {
  [AssessmentSort.CREATED_DESC]: createdDesc,
  [AssessmentSort.CREATED_ASC]: createdAsc,
  [AssessmentSort.COMPANY_ASC]: companyAsc,
  [AssessmentSort.COMPANY_DESC]: companyDesc,
  [AssessmentSort.DECISION_ASC]: decisionAsc,
  [AssessmentSort.DECISION_DESC]: decisionDesc,
  [AssessmentSort.GRADE_ASC]: gradeAsc,
  [AssessmentSort.GRADE_DESC]: gradeDesc,
  [AssessmentSort.APPROVED_LIMIT_ASC]: limitAsc,
  [AssessmentSort.APPROVED_LIMIT_DESC]: limitDesc,
  [AssessmentSort.REVIEW_STATE_ASC]: reviewAsc,
  [AssessmentSort.REVIEW_STATE_DESC]: reviewDesc,
};

/** Where a page starts: after the row with this key (null: none) and id. */
export type BookPosition = [key: string | null, id: string];

/** The filter's conditions on `a`, with their parameters added to `params`. */
function filterConditions(args: BookArgs, params: SqlParams): string[] {
  const where: string[] = [];
  if (args.status) where.push(`a.status = ${params.add(args.status)}`);
  const search = args.search?.trim();
  if (search) where.push(`a.company_name ilike ${params.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} escape '\\'`);
  return where;
}

/**
 * Rows after `position` in the key's order, then by id the same way; null keys last either way (so
 * a row without a grade follows every graded one, and a page may start among them).
 */
function afterCondition(key: SortKey, [value, id]: BookPosition, params: SqlParams): string {
  const op = key.desc ? '<' : '>';
  const idParam = `${params.add(id)}::uuid`;
  if (value === null) return `(${key.expr} is null and a.id ${op} ${idParam})`;
  const after = `(${key.expr}, a.id) ${op} (${params.add(value)}::${CAST[key.type]}, ${idParam})`;
  return key.nullable ? `(${after} or ${key.expr} is null)` : after;
}

/** What a query of the book selects (`a` is the assessments row), and where a page of it starts. */
export interface BookQuery {
  select: string;
  after: BookPosition | null;
  limit: number;
}

/** The sort a filter asks for, newest first when it names none. */
export const sortOf = (args: BookArgs) => args.sort ?? AssessmentSort.CREATED_DESC;

/** A row of the book as a query selected it, with its sort key as text (null when it has none). */
export type BookRow = SqlRow & { id: string; sort_key: string | null };

/** Up to `limit` rows of the book after `after`, each with `sort_key` (for the next cursor). */
export function bookRows<Row extends BookRow = BookRow>(
  em: EntityManager,
  args: BookArgs,
  { select, after, limit }: BookQuery,
): Promise<Row[]> {
  const key = SORT_KEYS[sortOf(args)];
  const params = new SqlParams();
  const where = filterConditions(args, params);
  if (after) where.push(afterCondition(key, after, params));
  const dir = key.desc ? 'desc' : 'asc';
  // `nulls last` only where a key can be null: on a not-null column it would keep the index from serving the order.
  const order = `${key.expr} ${dir}${key.nullable ? ' nulls last' : ''}, a.id ${dir}`;
  return sqlOf(em)<Row>(
    `select ${select}, (${key.expr})::text as sort_key from assessments a
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${order} limit ${params.add(limit)}`,
    params.values,
  );
}

/** How many rows the filter selects, up to TOTAL_COUNT_LIMIT, and whether there are more. */
export async function bookCount(em: EntityManager, args: BookArgs): Promise<{ total: number; capped: boolean }> {
  const params = new SqlParams();
  const where = filterConditions(args, params);
  const [row] = await sqlOf(em)<{ n: number }>(
    `select count(*)::int as n from (select 1 from assessments a ${where.length ? `where ${where.join(' and ')}` : ''}
      limit ${params.add(TOTAL_COUNT_LIMIT + 1)}) t`,
    params.values,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, TOTAL_COUNT_LIMIT), capped: n > TOTAL_COUNT_LIMIT };
}

/** Where the rows after `row` (one `bookRows` answered) start. */
export const positionAfter = (row: BookRow): BookPosition => [row.sort_key, row.id];

/** The cursor of the page after `row` (one `bookRows` answered). */
export const bookCursor = (args: BookArgs, row: BookRow) => encodeSortCursor(sortOf(args), ...positionAfter(row));

/** Where a cursor of `args`' sort starts. BAD_USER_INPUT (field cursor): not a cursor, or one of another sort. */
export const bookPosition = (args: BookArgs, cursor: string): BookPosition =>
  decodeSortCursor(cursor, sortOf(args), SORT_KEYS[sortOf(args)].type);
