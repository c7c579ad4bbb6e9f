import { matchPath } from 'react-router-dom';
import {
  AccountAuditLogPage,
  AdminPage,
  AiPromptsPage,
  AlertsPage,
  ApiKeysPage,
  AssessmentDetailPage,
  CasePage,
  BatchPage,
  CounterpartiesPage,
  CounterpartyPage,
  DashboardPage,
  EditAssessmentPage,
  InboxPage,
  LeiRegisterPage,
  NewAssessmentPage,
  OwnershipSettingsPage,
  ProfilePage,
  QueuesPage,
  ReviewPage,
  ReviewQueuePage,
  RulesPage,
  ScorecardPage,
  ScreeningPage,
  WatchlistsPage,
  WebhooksPage,
  type LazyPage,
} from './lazy-pages';

export interface PageRoute {
  /** A react-router path pattern. */
  path: string;
  page: LazyPage;
}

/** The screens of every signed-in user, under the header (the dashboard is `/`, HomeRoute's). */
export const SIGNED_IN_ROUTES: readonly PageRoute[] = [
  { path: '/assessment/new', page: NewAssessmentPage },
  { path: '/assessment/review', page: ReviewPage },
  { path: '/assessment/:id', page: AssessmentDetailPage },
  { path: '/assessment/:id/edit', page: EditAssessmentPage },
  { path: '/batch', page: BatchPage },
  { path: '/profile', page: ProfilePage },
  { path: '/alerts', page: AlertsPage },
  { path: '/reviews', page: ReviewQueuePage },
  { path: '/screening', page: ScreeningPage },
  { path: '/inbox', page: InboxPage },
  { path: '/cases/:id', page: CasePage },
  { path: '/counterparties', page: CounterpartiesPage },
  { path: '/counterparties/:id', page: CounterpartyPage },
];

/** The admin screens, under the header. */
export const ADMIN_ROUTES: readonly PageRoute[] = [
  { path: '/admin', page: AdminPage },
  { path: '/admin/rules', page: RulesPage },
  { path: '/admin/scorecard', page: ScorecardPage },
  { path: '/admin/ownership-settings', page: OwnershipSettingsPage },
  { path: '/admin/ai-prompts', page: AiPromptsPage },
  { path: '/admin/watchlists', page: WatchlistsPage },
  { path: '/admin/lei-register', page: LeiRegisterPage },
  { path: '/admin/webhooks', page: WebhooksPage },
  { path: '/admin/queues', page: QueuesPage },
  { path: '/admin/api-keys', page: ApiKeysPage },
  { path: '/admin/audit-log', page: AccountAuditLogPage },
];

/** The page a signed-in user sees at `pathname` (the dashboard at `/`), or undefined for a public or unknown path. */
export function signedInPageAt(pathname: string): LazyPage | undefined {
  if (pathname === '/') return DashboardPage;
  return [...SIGNED_IN_ROUTES, ...ADMIN_ROUTES].find((route) => matchPath(route.path, pathname))?.page;
}
