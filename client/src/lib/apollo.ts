import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from './auth-token';
import { endsSession, graphQLErrorInfo } from './errors';
import { endSession } from './session';
import { uploadFetch, uploadLink } from './upload';

const auth = new SetContextLink((prev) => {
  const token = getToken();
  return token ? { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } } : {};
});

// Any unauthenticated answer means the stored token is no longer good (spec §4, §8) — except on
// sign-in (no session to end yet) and logout (which ends the session itself and goes to /welcome).
// Deferred so that clearing the cache cannot cancel the failing operation before its caller sees
// the UNAUTHENTICATED error.
const OWN_SESSION_HANDLING = new Set(['Login', 'Logout']);
const unauthenticated = new ErrorLink(({ error, operation }) => {
  if (OWN_SESSION_HANDLING.has(operation.operationName ?? '')) return;
  const refused = CombinedGraphQLErrors.is(error)
    ? error.errors.some((e) => endsSession(graphQLErrorInfo(e)))
    : ServerError.is(error) && error.statusCode === 401;
  if (refused) setTimeout(() => void endSession('refused'), 0);
});

export function createApolloClient() {
  return new ApolloClient({
    // Operations with files (list imports) go as multipart requests: see upload.ts.
    link: ApolloLink.from([unauthenticated, auth, uploadLink, new HttpLink({ uri: '/graphql', fetch: uploadFetch })]),
    cache: new InMemoryCache({
      typePolicies: {
        // An account audit entry's actor and target are snapshots: the account as it stood then, so
        // two entries about one account (before and after a rename or role change) must not merge.
        AccountSnapshotType: { keyFields: false },
        // An assessment's credit analysis has no id of its own: the detail's `creditAnalysis { grade }`
        // and the credit card's full read (AssessmentCredit) are one object, merged.
        CreditAnalysis: { merge: true },
        BatchUpload: {
          fields: {
            // The assessments a batch's rows became, a page at a time: "Load more" (afterRow) appends.
            assessments: {
              keyArgs: false,
              merge(existing: unknown[] | undefined, incoming: unknown[], { args }) {
                return args?.afterRow && existing ? [...existing, ...incoming] : incoming;
              },
            },
          },
        },
        Query: {
          fields: {
            // The account audit log, per action filter; "Load more" (a cursor) appends.
            accountAuditLogs: {
              keyArgs: ['action', 'limit'],
              merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
                return args?.cursor && existing ? { ...incoming, items: [...existing.items, ...incoming.items] } : incoming;
              },
            },
          },
        },
      },
    }),
    // Spec §9: no retry, no refetch on focus, no polling, data never goes stale on its own.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
    },
  });
}
