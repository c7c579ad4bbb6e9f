import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { clearToken, getToken } from './auth-token';

const auth = new SetContextLink((prev) => {
  const token = getToken();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

// Any unauthenticated answer means the stored token is no longer good (spec §4, §8).
const unauthenticated = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) clearToken();
});

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([unauthenticated, auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // One list per search/status; later pages (with a cursor) append to it.
            assessments: {
              keyArgs: ['search', 'status', 'limit'],
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
