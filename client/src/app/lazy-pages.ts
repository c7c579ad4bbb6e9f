import { lazy, type ComponentType } from 'react';

/** A component loaded on first render: its module (and what only it uses) is a chunk of its own. */
function page<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// One chunk per screen, so the landing and sign-in pages never download the dashboard, the
// wizard or the admin screens (a test in e2e/bundle-budget.test.ts holds the first download to
// 200 kB gzipped).
export const WelcomePage = page(() => import('../modules/landing/pages/WelcomePage'), 'WelcomePage');
export const SignInPage = page(() => import('../modules/auth/pages/SignInPage'), 'SignInPage');
export const SignUpPage = page(() => import('../modules/auth/pages/SignUpPage'), 'SignUpPage');
export const DashboardPage = page(() => import('../modules/dashboard/pages/DashboardPage'), 'DashboardPage');
export const NewAssessmentPage = page(() => import('../modules/assessment/pages/NewAssessmentPage'), 'NewAssessmentPage');
export const ReviewPage = page(() => import('../modules/assessment/pages/ReviewPage'), 'ReviewPage');
export const AssessmentDetailPage = page(() => import('../modules/assessment/pages/AssessmentDetailPage'), 'AssessmentDetailPage');
export const BatchPage = page(() => import('../modules/batch/pages/BatchPage'), 'BatchPage');
export const ProfilePage = page(() => import('../modules/profile/pages/ProfilePage'), 'ProfilePage');
export const AdminPage = page(() => import('../modules/admin/pages/AdminPage'), 'AdminPage');
export const AccountAuditLogPage = page(() => import('../modules/admin/pages/AccountAuditLogPage'), 'AccountAuditLogPage');
export const RulesPage = page(() => import('../modules/rules/pages/RulesPage'), 'RulesPage');
export const AiPromptsPage = page(() => import('../modules/ai-prompts/pages/AiPromptsPage'), 'AiPromptsPage');
export const WatchlistsPage = page(() => import('../modules/screening/pages/WatchlistsPage'), 'WatchlistsPage');
export const AlertsPage = page(() => import('../modules/alerts/pages/AlertsPage'), 'AlertsPage');
export const ReviewQueuePage = page(() => import('../modules/reviews/pages/ReviewQueuePage'), 'ReviewQueuePage');
export const WebhooksPage = page(() => import('../modules/webhooks/pages/WebhooksPage'), 'WebhooksPage');
export const NotFoundPage = page(() => import('../components/NotFoundPage'), 'NotFoundPage');
/** The signed-in frame (header, avatar, navigation): not needed by the public pages. */
export const AppShell = page(() => import('../components/AppShell'), 'AppShell');
/** The toasts on screen (the toast machines); `notify` works before it loads, toasts wait in the store. */
export const AppToaster = page(() => import('../lib/AppToaster'), 'AppToaster');
