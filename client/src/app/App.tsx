import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { onSessionEnd } from '../lib/session';
import { WizardProvider } from '../modules/assessment/hooks/useWizard';
import { AdminOnly, SessionEndRedirect, SignedInLayout } from './guards';
import { HomeRoute } from './HomeRoute';
import {
  AccountAuditLogPage,
  AdminPage,
  AiPromptsPage,
  AlertsPage,
  AppToaster,
  AssessmentDetailPage,
  BatchPage,
  DashboardPage,
  NewAssessmentPage,
  NotFoundPage,
  ProfilePage,
  ReviewPage,
  ReviewQueuePage,
  RulesPage,
  SignInPage,
  SignUpPage,
  WatchlistsPage,
  WebhooksPage,
  WelcomePage,
} from './lazy-pages';
import { PageLoading } from './PageLoading';
import { system } from './system';

/** A lazily loaded page with its own loading state, so the header stays while it downloads. */
function Page({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

export function App() {
  const [client] = useState(createApolloClient);
  // Spec §4: when a session ends, all cached data goes with it.
  useEffect(() => onSessionEnd(() => client.clearStore()), [client]);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <WizardProvider>
            <SessionEndRedirect />
            <Routes>
              <Route path="/welcome" element={<Page component={WelcomePage} />} />
              <Route path="/signin" element={<Page component={SignInPage} />} />
              <Route path="/login" element={<Page component={SignInPage} />} />
              <Route path="/signup" element={<Page component={SignUpPage} />} />
              <Route path="/register" element={<Page component={SignUpPage} />} />
              <Route path="/" element={<HomeRoute />}>
                <Route index element={<Page component={DashboardPage} />} />
              </Route>
              <Route element={<SignedInLayout />}>
                <Route path="/assessment/new" element={<Page component={NewAssessmentPage} />} />
                <Route path="/assessment/review" element={<Page component={ReviewPage} />} />
                <Route path="/assessment/:id" element={<Page component={AssessmentDetailPage} />} />
                <Route path="/batch" element={<Page component={BatchPage} />} />
                <Route path="/profile" element={<Page component={ProfilePage} />} />
                <Route path="/alerts" element={<Page component={AlertsPage} />} />
                <Route path="/reviews" element={<Page component={ReviewQueuePage} />} />
              </Route>
              <Route element={<AdminOnly />}>
                <Route element={<SignedInLayout />}>
                  <Route path="/admin" element={<Page component={AdminPage} />} />
                  <Route path="/admin/rules" element={<Page component={RulesPage} />} />
                  <Route path="/admin/ai-prompts" element={<Page component={AiPromptsPage} />} />
                  <Route path="/admin/watchlists" element={<Page component={WatchlistsPage} />} />
                  <Route path="/admin/webhooks" element={<Page component={WebhooksPage} />} />
                  <Route path="/admin/audit-log" element={<Page component={AccountAuditLogPage} />} />
                </Route>
              </Route>
              <Route path="*" element={<Page component={NotFoundPage} />} />
            </Routes>
          </WizardProvider>
        </BrowserRouter>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </ApolloProvider>
    </ChakraProvider>
  );
}
