import { Suspense } from 'react';
import { getToken } from '../lib/auth-token';
import { useCurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { WelcomePage } from './lazy-pages';
import { FullPageLoading } from './PageLoading';
import { SignedInShell } from './SignedInShell';

/**
 * `/`: the dashboard once signed in, the landing page otherwise. While a stored token's user
 * loads, a loading state rather than the landing page: a signed-in visit never downloads the
 * landing chunk (its dashboard is already on its way, app/preload.ts).
 */
export function HomeRoute() {
  const { user, loading } = useCurrentUser();
  if (user) return <SignedInShell user={user} />;
  if (loading && getToken()) return <FullPageLoading />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <WelcomePage />
    </Suspense>
  );
}
