import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onSessionEnd } from '../lib/session';
import { notify } from '../lib/toaster';
import { REDIRECT_DELAY_MS } from '../lib/useActionErrorHandler';
import { useCurrentUser } from '../modules/auth/hooks/useCurrentUser';
import { FullPageLoading } from './PageLoading';
import { SignedInShell } from './SignedInShell';

/** Where an account that must enrol a second factor (MFA_REQUIRED) does so; nothing else answers it until then. */
export const ENROL_PATH = '/profile';

/**
 * Signed-in screens: the header above the page; signed-out visitors go to /signin, and an account
 * that must first enrol a second factor goes to its profile.
 */
export function SignedInLayout() {
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();
  if (loading) return <FullPageLoading />;
  if (!user) return <Navigate to="/signin" replace />;
  if (user.mustEnrolSecondFactor && pathname !== ENROL_PATH) return <Navigate to={ENROL_PATH} replace />;
  return <SignedInShell user={user} />;
}

/** A session the server refused (any 401) sends the user to /signin after 500 ms (spec §8). */
export function SessionEndRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onSessionEnd((reason) => {
      if (reason !== 'refused') return;
      // Several failing requests of one screen make one redirect.
      clearTimeout(timer);
      timer = setTimeout(() => void navigate('/signin', { replace: true }), REDIRECT_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [navigate]);
  return null;
}

/** Admin screens: anyone else gets 'Access Denied' and is sent to / after 500 ms. */
export function AdminOnly() {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const denied = !loading && user?.role !== 'ADMIN';
  const warned = useRef(false);
  useEffect(() => {
    if (!denied || warned.current) return;
    warned.current = true;
    notify('Access Denied', "You don't have permission to access the admin panel", 'error');
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);
  if (loading || denied) return <FullPageLoading />;
  return <Outlet />;
}
