import type { AssessmentSort, AssessmentStatus } from '../../generated/graphql';

/** Assessments per page of the dashboard's table. */
export const DASHBOARD_PAGE = 20;

/** The order the dashboard opens with: newest first (the API's default too). */
export const DEFAULT_SORT: AssessmentSort = 'CREATED_DESC';

/**
 * The dashboard table's variables: also what app/preload.ts fetches (the first page, unfiltered)
 * before the dashboard's chunk arrives, so both must build them here, alike.
 */
export const dashboardListVariables = (
  search = '',
  status: AssessmentStatus | '' = '',
  sort: AssessmentSort = DEFAULT_SORT,
  cursor: string | null = null,
) => ({
  limit: DASHBOARD_PAGE,
  search: search || null,
  status: status || null,
  sort,
  cursor,
});
