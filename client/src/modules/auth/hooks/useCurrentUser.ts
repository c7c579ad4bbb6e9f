import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument, type UserFieldsFragment } from '../../../generated/graphql';
import { clearToken, getToken } from '../../../lib/auth-token';

export type CurrentUser = UserFieldsFragment;

/** The signed-in user, or null. A stored token the server no longer accepts is cleared. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const hasToken = Boolean(getToken());
  const { data, loading } = useQuery(MeDocument, { skip: !hasToken, errorPolicy: 'all' });
  const user = data?.me ?? null;
  useEffect(() => {
    if (hasToken && !loading && data && !data.me) clearToken();
  }, [hasToken, loading, data]);
  return { user: hasToken ? user : null, loading: hasToken && loading };
}

export const fullName = (u: { firstName: string; lastName?: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');
export const roleLabel = (role: string) => (role === 'ADMIN' ? 'Administrator' : 'Analyst');
