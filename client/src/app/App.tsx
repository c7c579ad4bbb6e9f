import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { createApolloClient } from '../lib/apollo';
import { onSessionEnd } from '../lib/session';
import { AppToaster } from '../lib/toaster';
import { AdminPage } from '../modules/admin/pages/AdminPage';
import { AiPromptsPage } from '../modules/ai-prompts/pages/AiPromptsPage';
import { WizardProvider } from '../modules/assessment/hooks/useWizard';
import { AssessmentDetailPage } from '../modules/assessment/pages/AssessmentDetailPage';
import { NewAssessmentPage } from '../modules/assessment/pages/NewAssessmentPage';
import { ReviewPage } from '../modules/assessment/pages/ReviewPage';
import { SignInPage } from '../modules/auth/pages/SignInPage';
import { BatchPage } from '../modules/batch/pages/BatchPage';
import { SignUpPage } from '../modules/auth/pages/SignUpPage';
import { DashboardPage } from '../modules/dashboard/pages/DashboardPage';
import { WelcomePage } from '../modules/landing/pages/WelcomePage';
import { ProfilePage } from '../modules/profile/pages/ProfilePage';
import { RulesPage } from '../modules/rules/pages/RulesPage';
import { AdminOnly, SessionEndRedirect, SignedInLayout } from './guards';
import { HomeRoute } from './HomeRoute';

export function App() {
  const [client] = useState(createApolloClient);
  // Spec §4: when a session ends, all cached data goes with it.
  useEffect(() => onSessionEnd(() => client.clearStore()), [client]);
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <WizardProvider>
            <SessionEndRedirect />
            <Routes>
              <Route path="/welcome" element={<WelcomePage />} />
              <Route path="/signin" element={<SignInPage />} />
              <Route path="/login" element={<SignInPage />} />
              <Route path="/signup" element={<SignUpPage />} />
              <Route path="/register" element={<SignUpPage />} />
              <Route path="/" element={<HomeRoute />}>
                <Route index element={<DashboardPage />} />
              </Route>
              <Route element={<SignedInLayout />}>
                <Route path="/assessment/new" element={<NewAssessmentPage />} />
                <Route path="/assessment/review" element={<ReviewPage />} />
                <Route path="/assessment/:id" element={<AssessmentDetailPage />} />
                <Route path="/batch" element={<BatchPage />} />
                <Route path="/profile" element={<ProfilePage />} />
              </Route>
              <Route element={<AdminOnly />}>
                <Route element={<SignedInLayout />}>
                  <Route path="/admin" element={<AdminPage />} />
                  <Route path="/admin/rules" element={<RulesPage />} />
                  <Route path="/admin/ai-prompts" element={<AiPromptsPage />} />
                </Route>
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </WizardProvider>
        </BrowserRouter>
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
