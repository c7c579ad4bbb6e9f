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
/**
 * Who did something, as the API keeps them: "Jane Doe", "Jane Doe (deleted account)" once the
 * account is gone (the name as it stood then), or `missing` when there is no one.
 */
export const authorName = (
  u: { firstName: string; lastName?: string | null; deleted?: boolean } | null | undefined,
  missing = 'a deleted account',
) => (u ? `${fullName(u)}${u.deleted ? ' (deleted account)' : ''}` : missing);
export const roleLabel = (role: string) => (role === 'ADMIN' ? 'Administrator' : 'Analyst');
