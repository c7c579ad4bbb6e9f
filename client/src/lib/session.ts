import { clearToken } from './auth-token';

/** Where the wizard keeps its draft between pages and reloads; it belongs to the signed-in person. */
export const WIZARD_DRAFT_KEY = 'assessment_form';

/**
 * Why a session ended: 'signed-out' (the user logged out; the caller goes to /welcome), 'refused'
 * (a request was answered 401: the app goes to /signin after 500 ms), 'stale' (the stored token
 * turned out to be invalid when the current user was read: the route guards show the signed-out view).
 */
export type SessionEndReason = 'signed-out' | 'refused' | 'stale';

type Listener = (reason: SessionEndReason) => unknown;
const listeners = new Set<Listener>();

/** Runs `listener` whenever a session ends (the Apollo cache, the wizard's memory, the redirect). */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Ends the session in this browser — the one way a session ends, from logout and from every 401:
 * the stored token and the wizard draft go from local storage at once, and every listener (the
 * Apollo cache, the wizard's in-memory draft, the redirect to /signin) runs, so the next person
 * at the browser starts empty. A failing listener does not stop the others.
 */
export async function endSession(reason: SessionEndReason = 'refused'): Promise<void> {
  clearToken();
  localStorage.removeItem(WIZARD_DRAFT_KEY);
  const results = await Promise.allSettled([...listeners].map(async (listener) => listener(reason)));
  for (const r of results) if (r.status === 'rejected') console.error('Ending the session:', r.reason);
}
