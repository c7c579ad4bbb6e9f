import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument, type UserFieldsFragment } from '../../../generated/graphql';
import { getToken } from '../../../lib/auth-token';
import { endSession } from '../../../lib/session';

export type CurrentUser = UserFieldsFragment;

/** The signed-in user, or null. A stored token the server no longer accepts ends the session. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const hasToken = Boolean(getToken());
  const { data, loading } = useQuery(MeDocument, { skip: !hasToken, errorPolicy: 'all' });
  const user = data?.me ?? null;
  useEffect(() => {
    if (hasToken && !loading && data && !data.me) void endSession('stale');
  }, [hasToken, loading, data]);
  return { user: hasToken ? user : null, loading: hasToken && loading };
}

export const fullName = (u: { firstName: string; lastName?: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ');
export const roleLabel = (role: string) => (role === 'ADMIN' ? 'Administrator' : 'Analyst');
