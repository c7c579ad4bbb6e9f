import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { AppShell, type Chunk } from './lazy-pages';
import { FullPageLoading } from './PageLoading';
import { signedInPageAt } from './routes';

/** Whether this page load has shown the signed-in frame already (later screens load inside it). */
let frameShown = false;

/**
 * Whether the first signed-in screen's chunks (the frame and the page at `pathname`) are in; true
 * from then on, and at once for every later screen (their page loads inside the frame, under the
 * header). Until then the first screen waits outside Suspense: a suspended render is revealed up to
 * 300 ms late (React throttles reveals after a fallback), once per nested boundary, and that wait
 * was most of the first paint once everything downloads in parallel (app/preload.ts).
 */
function useFirstScreenLoaded(pathname: string): boolean {
  const [chunks] = useState((): Chunk[] => {
    const page = signedInPageAt(pathname);
    return page ? [AppShell, page] : [AppShell];
  });
  const [loaded, setLoaded] = useState(() => frameShown || chunks.every((c) => c.isLoaded()));
  useEffect(() => {
    if (loaded) {
      frameShown = true;
      return;
    }
    let live = true;
    // A chunk that fails to load fails where it renders, as a lazy component does.
    void Promise.allSettled(chunks.map((c) => c.preload())).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [chunks, loaded]);
  return loaded;
}

/** The header above the route's page; the shell itself loads on the first signed-in screen. */
export function SignedInShell({ user }: { user: CurrentUser }) {
  const loaded = useFirstScreenLoaded(useLocation().pathname);
  if (!loaded) return <FullPageLoading />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}
