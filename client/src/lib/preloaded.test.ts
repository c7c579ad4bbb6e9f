import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fetchPolicyAfterPreload, markPreloaded, PRELOAD_FRESH_MS } from './preloaded';

describe('fetchPolicyAfterPreload', () => {
  it('reads and refreshes the cache when nothing was fetched ahead', () => {
    expect(fetchPolicyAfterPreload(parse('query A { x }'))).toEqual({ fetchPolicy: 'cache-and-network' });
  });

  it('takes a preloaded answer while it is on its way or fresh, and refreshes again when the variables change', async () => {
    const query = parse('query B { x }');
    let answer!: () => void;
    markPreloaded(query, new Promise<void>((resolve) => (answer = resolve)));
    const policy = fetchPolicyAfterPreload(query);
    expect(policy.fetchPolicy).toBe('cache-first');
    expect(policy.nextFetchPolicy?.('cache-first', { reason: 'after-fetch' })).toBe('cache-first');
    expect(policy.nextFetchPolicy?.('cache-first', { reason: 'variables-changed' })).toBe('cache-and-network');

    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchPolicyAfterPreload(query).fetchPolicy).toBe('cache-first');
    // A later visit of the page asks the server again.
    expect(fetchPolicyAfterPreload(query, Date.now() + PRELOAD_FRESH_MS + 1)).toEqual({ fetchPolicy: 'cache-and-network' });
  });
});
