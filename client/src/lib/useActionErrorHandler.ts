import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from './auth-token';
import { errorInfo } from './errors';
import { notify } from './toaster';

export const REDIRECT_DELAY_MS = 500;

/**
 * Handles a failed action the spec's way: an unauthenticated answer shows 'Unauthorized' and
 * sends the user to /signin after 500 ms; anything else shows `title` with the server's message.
 */
export function useActionErrorHandler() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, title = 'Error', fallback?: string) => {
      const info = errorInfo(error);
      if (info.code === 'UNAUTHENTICATED') {
        clearToken();
        notify('Unauthorized', 'You are logged out. Logging in again...', 'error');
        setTimeout(() => navigate('/signin', { replace: true }), REDIRECT_DELAY_MS);
        return info;
      }
      notify(title, info.message || fallback, 'error');
      return info;
    },
    [navigate],
  );
}
