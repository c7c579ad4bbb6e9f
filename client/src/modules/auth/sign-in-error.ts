import type { ErrorInfo } from '../../lib/errors';

export const PENDING_APPROVAL = 'Your account is pending admin approval. Please contact an administrator.';

/**
 * The 'Login failed' toast's text (spec §8): a 403 reads as pending approval — unless the server
 * says the account is suspended, which it must say in its own words — else the server's message.
 */
export function signInFailureMessage(info: ErrorInfo): string {
  if (info.code === 'FORBIDDEN') return /suspended/i.test(info.message) ? info.message : PENDING_APPROVAL;
  return info.message || 'Invalid email or password';
}
