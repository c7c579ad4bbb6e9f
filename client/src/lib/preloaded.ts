import type { WatchQueryFetchPolicy } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** How long a preloaded answer counts as the page's own fresh read. */
export const PRELOAD_FRESH_MS = 5000;

/** Queries fetched before their page mounted (app/preload.ts): when each answer came (undefined while in flight). */
const preloaded = new Map<DocumentNode, { answeredAt?: number }>();

/** Notes that `query` is being fetched ahead of the page that reads it, until `answer` settles. */
export function markPreloaded(query: DocumentNode, answer: Promise<unknown>): void {
  const entry: { answeredAt?: number } = {};
  preloaded.set(query, entry);
  void answer.finally(() => (entry.answeredAt = Date.now())).catch(() => undefined);
}

export interface PagePolicy {
  fetchPolicy: WatchQueryFetchPolicy;
  nextFetchPolicy?(current: WatchQueryFetchPolicy, context: { reason: string }): WatchQueryFetchPolicy;
}

/**
 * The fetch policy of a page's query, which otherwise reads the cache and refreshes it
 * ('cache-and-network'): while a preload of it is in flight or answered within PRELOAD_FRESH_MS,
 * the page takes that answer instead of asking again (a render React restarts reads it as well);
 * changed variables still refresh. Read it once per mount (a `useState` initializer).
 */
export function fetchPolicyAfterPreload(query: DocumentNode, now = Date.now()): PagePolicy {
  const entry = preloaded.get(query);
  const fresh = entry !== undefined && (entry.answeredAt === undefined || now - entry.answeredAt < PRELOAD_FRESH_MS);
  if (!fresh) return { fetchPolicy: 'cache-and-network' };
  return {
    fetchPolicy: 'cache-first',
    nextFetchPolicy: (_current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : 'cache-first'),
  };
}
