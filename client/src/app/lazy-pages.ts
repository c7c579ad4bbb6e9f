import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component whose chunk can be asked for before it renders (app/preload.ts). */
export type LazyPage<P extends object = object> = ComponentType<P> & Chunk;

export interface Chunk {
  /** Starts downloading the chunk (once); settles when it is in. */
  preload(): Promise<unknown>;
  /** Whether the chunk is in: its component then renders without suspending. */
  isLoaded(): boolean;
}

/**
 * A component loaded on first render — or earlier, by `preload()`: its module (and what only it
 * uses) is a chunk of its own, downloaded once; a failed download may be tried again. Once the
 * chunk is in, the component renders at once instead of suspending: a React.lazy component
 * suspends on its first render even when its module has arrived, and React holds back revealing
 * suspended content for up to 300 ms after a fallback showed, once per nested boundary.
 */
function page<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  Page.displayName = name;
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}

// One chunk per screen, so the landing and sign-in pages never download the dashboard, the
// wizard or the admin screens (a test in e2e/bundle-budget.test.ts holds the first download to
// 200 kB gzipped).
export const WelcomePage = page(() => import('../modules/landing/pages/WelcomePage'), 'WelcomePage');
export const SignInPage = page(() => import('../modules/auth/pages/SignInPage'), 'SignInPage');
export const SignUpPage = page(() => import('../modules/auth/pages/SignUpPage'), 'SignUpPage');
export const SsoCallbackPage = page(() => import('../modules/auth/pages/SsoCallbackPage'), 'SsoCallbackPage');
export const DashboardPage = page(() => import('../modules/assessment/pages/DashboardPage'), 'DashboardPage');
export const NewAssessmentPage = page(() => import('../modules/assessment/pages/NewAssessmentPage'), 'NewAssessmentPage');
export const ReviewPage = page(() => import('../modules/assessment/pages/ReviewPage'), 'ReviewPage');
export const AssessmentDetailPage = page(() => import('../modules/assessment/pages/AssessmentDetailPage'), 'AssessmentDetailPage');
export const EditAssessmentPage = page(() => import('../modules/assessment/pages/EditAssessmentPage'), 'EditAssessmentPage');
export const BatchPage = page(() => import('../modules/batch/pages/BatchPage'), 'BatchPage');
export const ProfilePage = page(() => import('../modules/auth/pages/ProfilePage'), 'ProfilePage');
export const AdminPage = page(() => import('../modules/user/pages/AdminPage'), 'AdminPage');
export const AccountAuditLogPage = page(() => import('../modules/audit/pages/AccountAuditLogPage'), 'AccountAuditLogPage');
export const RulesPage = page(() => import('../modules/rule/pages/RulesPage'), 'RulesPage');
export const ScorecardPage = page(() => import('../modules/credit/pages/ScorecardPage'), 'ScorecardPage');
export const OwnershipSettingsPage = page(
  () => import('../modules/ownership-settings/pages/OwnershipSettingsPage'),
  'OwnershipSettingsPage',
);
export const AiPromptsPage = page(() => import('../modules/ai-prompt/pages/AiPromptsPage'), 'AiPromptsPage');
export const WatchlistsPage = page(() => import('../modules/screening/pages/WatchlistsPage'), 'WatchlistsPage');
export const LeiRegisterPage = page(() => import('../modules/lei/pages/LeiRegisterPage'), 'LeiRegisterPage');
export const AlertsPage = page(() => import('../modules/alert/pages/AlertsPage'), 'AlertsPage');
export const ReviewQueuePage = page(() => import('../modules/assessment/pages/ReviewQueuePage'), 'ReviewQueuePage');
export const WebhooksPage = page(() => import('../modules/webhook/pages/WebhooksPage'), 'WebhooksPage');
export const ScreeningPage = page(() => import('../modules/screening/pages/ScreeningPage'), 'ScreeningPage');
export const InboxPage = page(() => import('../modules/case/pages/InboxPage'), 'InboxPage');
export const CasePage = page(() => import('../modules/case/pages/CasePage'), 'CasePage');
export const QueuesPage = page(() => import('../modules/case/pages/QueuesPage'), 'QueuesPage');
export const ApiKeysPage = page(() => import('../modules/api-key/pages/ApiKeysPage'), 'ApiKeysPage');
export const CounterpartiesPage = page(() => import('../modules/counterparty/pages/CounterpartiesPage'), 'CounterpartiesPage');
export const CounterpartyPage = page(() => import('../modules/counterparty/pages/CounterpartyPage'), 'CounterpartyPage');
export const NotFoundPage = page(() => import('../components/NotFoundPage'), 'NotFoundPage');
/** The signed-in frame (header, avatar, navigation): not needed by the public pages. */
export const AppShell = page(() => import('../components/AppShell'), 'AppShell');
/** The toasts on screen (the toast machines); `notify` works before it loads, toasts wait in the store. */
export const AppToaster = page(() => import('../lib/AppToaster'), 'AppToaster');
