import type { AssessmentStatus } from '../../generated/graphql';

/** Assessments per page of the dashboard's list (more load on scroll). */
export const DASHBOARD_PAGE = 20;

/** The dashboard list's variables: also what app/preload.ts fetches before the dashboard's chunk arrives. */
export const dashboardListVariables = (search = '', status: AssessmentStatus | '' = '') => ({
  limit: DASHBOARD_PAGE,
  search: search || null,
  status: status || null,
});
