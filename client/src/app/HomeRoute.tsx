import { Outlet } from 'react-router-dom';
import { AppShell } from '../components/AppShell';
import { useCurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { WelcomePage } from '../modules/landing/pages/WelcomePage';

/** `/`: the landing page while signed out or still loading, the dashboard once signed in. */
export function HomeRoute() {
  const { user, loading } = useCurrentUser();
  if (loading || !user) return <WelcomePage />;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
