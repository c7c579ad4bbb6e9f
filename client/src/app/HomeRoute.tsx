import { Suspense } from 'react';
import { useCurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { WelcomePage } from './lazy-pages';
import { PageLoading } from './PageLoading';
import { SignedInShell } from './SignedInShell';

/** `/`: the landing page while signed out or still loading, the dashboard once signed in. */
export function HomeRoute() {
  const { user, loading } = useCurrentUser();
  if (loading || !user) {
    return (
      <Suspense fallback={<PageLoading minH="100vh" />}>
        <WelcomePage />
      </Suspense>
    );
  }
  return <SignedInShell user={user} />;
}
