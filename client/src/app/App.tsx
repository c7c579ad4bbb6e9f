import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SkipLink } from '../components/Landmarks';
import { onSessionEnd } from '../lib/session';
import { AdminOnly, SessionEndRedirect, SignedInLayout } from './guards';
import { HomeRoute } from './HomeRoute';
import { AppToaster, DashboardPage, NotFoundPage, SignInPage, SignUpPage, SsoCallbackPage, WelcomePage } from './lazy-pages';
import { FullPageLoading, PageLoading } from './PageLoading';
import { ADMIN_ROUTES, SIGNED_IN_ROUTES } from './routes';
import { system } from './system';

/**
 * A lazily loaded page with its own loading state: inside the signed-in frame the header stays
 * while it downloads; a page of its own (public pages, 404) waits in its main landmark.
 */
function Page({ component: Component, framed = true }: { component: ComponentType; framed?: boolean }) {
  return (
    <Suspense fallback={framed ? <PageLoading /> : <FullPageLoading />}>
      <Component />
    </Suspense>
  );
}

/** The app, on the Apollo client main.tsx made (and may already have started the first screen's queries on). */
export function App({ client }: { client: ApolloClient }) {
  // Spec §4: when a session ends, all cached data goes with it.
  useEffect(() => onSessionEnd(() => client.clearStore()), [client]);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SkipLink />
        <BrowserRouter>
          <SessionEndRedirect />
          <Routes>
            <Route path="/welcome" element={<Page component={WelcomePage} framed={false} />} />
            <Route path="/signin" element={<Page component={SignInPage} framed={false} />} />
            <Route path="/login" element={<Page component={SignInPage} framed={false} />} />
            <Route path="/signin/sso" element={<Page component={SsoCallbackPage} framed={false} />} />
            <Route path="/signup" element={<Page component={SignUpPage} framed={false} />} />
            <Route path="/register" element={<Page component={SignUpPage} framed={false} />} />
            <Route path="/" element={<HomeRoute />}>
              <Route index element={<Page component={DashboardPage} />} />
            </Route>
            <Route element={<SignedInLayout />}>
              {SIGNED_IN_ROUTES.map(({ path, page }) => (
                <Route key={path} path={path} element={<Page component={page} />} />
              ))}
            </Route>
            <Route element={<AdminOnly />}>
              <Route element={<SignedInLayout />}>
                {ADMIN_ROUTES.map(({ path, page }) => (
                  <Route key={path} path={path} element={<Page component={page} />} />
                ))}
              </Route>
            </Route>
            <Route path="*" element={<Page component={NotFoundPage} framed={false} />} />
          </Routes>
        </BrowserRouter>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </ApolloProvider>
    </ChakraProvider>
  );
}
