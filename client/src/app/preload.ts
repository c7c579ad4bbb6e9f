import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { AnalyticsDocument, AssessmentsDocument, MeDocument } from '../generated/graphql';
import { getToken } from '../lib/auth-token';
import { markPreloaded } from '../lib/preloaded';
import { dashboardListVariables } from '../modules/assessment/dashboard-queries';
import { AppShell } from './lazy-pages';
import { signedInPageAt } from './routes';

/** A preload that fails is the page's to report when it renders: here it is only not faster. */
const ignore = () => undefined;

function prefetch(client: ApolloClient, query: DocumentNode, variables?: Record<string, unknown>): void {
  const answer = client.query({ query, variables, fetchPolicy: 'network-only' });
  markPreloaded(query, answer);
  answer.catch(ignore);
}

/**
 * Starts everything a signed-in visit's first screen needs at once, as soon as a token is found,
 * instead of one after another (the user, then the frame's chunk, then the page's chunk, then its
 * data): the current user, the signed-in frame's and the page's chunks (Vite preloads what they
 * import alongside) and, on the dashboard, its two queries. Nothing without a token or off the
 * signed-in screens, so the public pages download no signed-in code.
 */
export function preloadFirstScreen(client: ApolloClient, pathname: string): void {
  const page = getToken() ? signedInPageAt(pathname) : undefined;
  if (!page) return;
  client.query({ query: MeDocument }).catch(ignore);
  AppShell.preload().catch(ignore);
  page.preload().catch(ignore);
  if (pathname === '/') {
    prefetch(client, AnalyticsDocument);
    prefetch(client, AssessmentsDocument, dashboardListVariables());
  }
}
