import { type CaseKind } from './generated/graphql';
import { CASE_KINDS } from './labels';

export type AssigneeFilter = 'me' | 'none' | 'anyone';
export type StatusFilter = 'open' | 'snoozed' | 'closed' | 'active';
export type SortOrder = 'due' | 'created';

/** The inbox's view, as its address keeps it (/inbox?kind=four_eyes&assignee=anyone). */
export interface InboxFilters {
  assignee: AssigneeFilter;
  status: StatusFilter;
  kind: CaseKind | null;
  tag: string;
  overdue: boolean;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: InboxFilters = { assignee: 'me', status: 'open', kind: null, tag: '', overdue: false, sort: 'due' };

export const ASSIGNEE_FILTERS: { value: AssigneeFilter; label: string }[] = [
  { value: 'me', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
  { value: 'anyone', label: 'Anyone' },
];

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'snoozed', label: 'Snoozed' },
  { value: 'closed', label: 'Closed' },
  { value: 'active', label: 'Active' },
];

export const SORT_ORDERS: { value: SortOrder; label: string }[] = [
  { value: 'due', label: 'Due soonest' },
  { value: 'created', label: 'Newest' },
];

const oneOf = <T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T =>
  allowed.find((a) => a.value === value)?.value ?? fallback;

/** The filters an address asks for; anything unknown falls back to the default. Kinds are lower case in addresses (four_eyes). */
export function filtersFromQuery(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind')?.toUpperCase();
  return {
    assignee: oneOf(params.get('assignee'), ASSIGNEE_FILTERS, DEFAULT_FILTERS.assignee),
    status: oneOf(params.get('status'), STATUS_FILTERS, DEFAULT_FILTERS.status),
    kind: CASE_KINDS.find((k) => k === kind) ?? null,
    tag: params.get('tag')?.trim() ?? '',
    overdue: params.get('overdue') === 'true',
    sort: oneOf(params.get('sort'), SORT_ORDERS, DEFAULT_FILTERS.sort),
  };
}

/** The address query of some filters: only what differs from the default, so the plain /inbox is "my open cases". */
export function queryFromFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind.toLowerCase());
  if (filters.assignee !== DEFAULT_FILTERS.assignee) params.set('assignee', filters.assignee);
  if (filters.status !== DEFAULT_FILTERS.status) params.set('status', filters.status);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** The `cases` query's variables for some filters. */
export function casesVariables(filters: InboxFilters) {
  return {
    assignee: filters.assignee === 'anyone' ? null : filters.assignee,
    status: filters.status,
    kind: filters.kind,
    tag: filters.tag || null,
    overdue: filters.overdue ? true : null,
    sort: filters.sort,
  };
}

/** The linkable views other pages lead to. */
export const REVIEWS_INBOX = '/inbox?kind=four_eyes&assignee=anyone';
export const ALERTS_INBOX = '/inbox?kind=alert&assignee=anyone';
