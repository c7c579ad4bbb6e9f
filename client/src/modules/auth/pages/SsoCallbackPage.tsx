import { Center, Spinner, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MeDocument } from '../../../generated/graphql';
import { setToken } from '../../../lib/auth-token';
import { notify } from '../../../lib/toaster';
import { AuthCard } from '../components/AuthCard';

/**
 * Where single sign-on ends (/signin/sso#token=…): the session's token arrives in the fragment,
 * which no server ever receives, and leaves the address bar (and the history) at once; it is kept
 * like a password sign-in's, the account is read afresh and the user goes to the dashboard.
 */
export function SsoCallbackPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { hash, pathname } = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const token = new URLSearchParams(hash.slice(1)).get('token');
    void navigate(pathname, { replace: true });
    if (!token) {
      notify('Login failed', 'Single sign-on did not finish. Please sign in again.', 'error');
      void navigate('/signin', { replace: true });
      return;
    }
    setToken(token);
    void client.query({ query: MeDocument, fetchPolicy: 'network-only' }).then(
      () => {
        notify('Login successful', 'Welcome back!', 'success');
        void navigate('/', { replace: true });
      },
      () => {
        notify('Login failed', 'Your session could not be started. Please sign in again.', 'error');
        void navigate('/signin', { replace: true });
      },
    );
  }, [client, hash, navigate, pathname]);

  return (
    <AuthCard title="Signing you in" description="Finishing single sign-on">
      <Center gap="3" role="status" aria-live="polite">
        <Spinner size="sm" color="blue.500" aria-hidden />
        <Text>Signing you in…</Text>
      </Center>
    </AuthCard>
  );
}
