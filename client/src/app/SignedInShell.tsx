import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { AppShell } from './lazy-pages';
import { PageLoading } from './PageLoading';

/** The header above the route's page; the shell itself loads on the first signed-in screen. */
export function SignedInShell({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<PageLoading minH="100vh" />}>
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}
