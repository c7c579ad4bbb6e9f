import { useCallback } from 'react';
import { endsSession, errorInfo } from './errors';
import { endSession } from './session';
import { notify } from './toaster';

export const REDIRECT_DELAY_MS = 500;

/**
 * Handles a failed action the spec's way: an answer that ends the session shows 'Unauthorized'
 * and ends it (the app then goes to /signin after 500 ms); anything else shows `title` with the
 * server's message.
 */
export function useActionErrorHandler() {
  return useCallback((error: unknown, title = 'Error', fallback?: string) => {
    const info = errorInfo(error);
    if (endsSession(info)) {
      notify('Unauthorized', 'You are logged out. Logging in again...', 'error');
      void endSession('refused');
      return info;
    }
    notify(title, info.message || fallback, 'error');
    return info;
  }, []);
}
