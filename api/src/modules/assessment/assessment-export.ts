import type { EntityManager } from '@mikro-orm/postgresql';
import { csvLine } from '../../core/csv.js';
import { formatInUnit } from '../../core/units.js';
import { auditFieldLabel, auditValueLabel } from './audit-labels.js';
import { screeningStatusSql } from '../screening/assessment-screening.js';
import { fullName } from '../user/full-name.js';
import { User } from '../user/user.entity.js';
import { bookRows, positionAfter, sortOf, type BookPosition, type BookRow } from './assessment-book.js';
import { AssessmentSort } from '../kernel/assessment.enums.js';
import type { BookArgs } from './dto/assessments.args.js';

/** Rows read per query while exporting: enough to keep round trips few, few enough to hold. */
export const EXPORT_BATCH = 500;

/** What the export reads of each row: only what it prints, never the answers, figures or screening hits. */
const SELECT = [
  'a.id',
  'a.user_id',
  'a.company_name',
  'a.country_of_registration',
  'a.status',
  'a.rule_status',
  `a.credit_analysis->>'grade' as grade`,
  `(a.credit_analysis->>'requestedLimit')::numeric as requested_limit`,
  'a.approved_limit',
  `a.credit_analysis->>'currency' as currency`,
  'a.review_status',
  `${screeningStatusSql('a.screening')} as screening_status`,
  'a.created_at',
].join(', ');

/** What SELECT reads, as the driver gives it (numeric and timestamp columns as text). */
type ExportRow = BookRow & {
  user_id: string;
  company_name: string;
  country_of_registration: string;
  status: string;
  rule_status: string;
  grade: string | null;
  requested_limit: string | null;
  approved_limit: string | null;
  currency: string | null;
  review_status: string;
  screening_status: string;
  created_at: string;
};

/** A stored value as its label in the audit catalog. */
const label = (field: string, value: string) => auditValueLabel(field, value);
/** An amount in its one format; empty when absent. */
const amount = (value: string | null) => (value === null ? '' : formatInUnit(Number(value), 'amount'));

const COLUMNS: readonly { header: string; cell: (row: ExportRow, creators: ReadonlyMap<string, string>) => string }[] = [
  { header: 'ID', cell: (r) => r.id },
  { header: auditFieldLabel('companyName'), cell: (r) => r.company_name },
  { header: auditFieldLabel('countryOfRegistration'), cell: (r) => r.country_of_registration },
  { header: auditFieldLabel('status'), cell: (r) => label('status', r.status) },
  { header: auditFieldLabel('ruleStatus'), cell: (r) => label('ruleStatus', r.rule_status) },
  { header: 'Grade', cell: (r) => r.grade ?? '' },
  { header: 'Requested Limit', cell: (r) => amount(r.requested_limit) },
  { header: auditFieldLabel('approvedLimit'), cell: (r) => amount(r.approved_limit) },
  { header: 'Currency', cell: (r) => r.currency ?? '' },
  { header: auditFieldLabel('reviewStatus'), cell: (r) => label('reviewStatus', r.review_status) },
  { header: auditFieldLabel('screeningStatus'), cell: (r) => label('screeningStatus', r.screening_status) },
  { header: 'Created At', cell: (r) => new Date(r.created_at).toISOString() },
  { header: 'Created By', cell: (r, creators) => creators.get(r.user_id) ?? '' },
];

/** The creators' names of a batch's rows, one query per batch (an account's row in the users table is the user module's). */
async function creatorNames(em: EntityManager, rows: readonly ExportRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const users = await em.find(User, { id: { $in: ids } }, { fields: ['firstName', 'lastName'] });
  return new Map(users.map((u) => [u.id, fullName(u)]));
}

/** The CSV's lines, header first, a batch of rows after another in the filter's order (the listing's). */
export async function* exportLines(em: EntityManager, args: BookArgs): AsyncGenerator<string> {
  yield csvLine(COLUMNS.map((c) => c.header));
  let after: BookPosition | null = null;
  for (;;) {
    const rows = await bookRows<ExportRow>(em, args, { select: SELECT, after, limit: EXPORT_BATCH });
    const last = rows[rows.length - 1];
    if (!last) return;
    const creators = await creatorNames(em, rows);
    yield rows.map((row) => csvLine(COLUMNS.map((c) => c.cell(row, creators)))).join('');
    if (rows.length < EXPORT_BATCH) return;
    after = positionAfter(last);
  }
}

/** Only letters, digits and single hyphens: safe in any file system and in a Content-Disposition header. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** e.g. `assessments-status-approved-search-acme-sort-grade-asc-2026-11-29.csv`: the filter and the day in the name. */
export function exportFileName(args: BookArgs, today: Date): string {
  const parts = ['assessments'];
  if (args.status) parts.push('status', slug(args.status));
  const search = slug(args.search?.trim() ?? '');
  if (search) parts.push('search', search);
  if (sortOf(args) !== AssessmentSort.CREATED_DESC) parts.push('sort', slug(sortOf(args)));
  parts.push(today.toISOString().slice(0, 10));
  return `${parts.join('-')}.csv`;
}
