import { describe, expect, it } from 'vitest';
import { API_SCOPES, keyState, scopeLabel } from './labels';

describe('API key labels', () => {
  it('names every scope, with a one-line explanation', () => {
    expect(API_SCOPES.map((s) => s.value)).toEqual(['READ', 'ASSESS', 'SCREEN', 'ADMIN']);
    expect(scopeLabel('SCREEN')).toBe('Screen');
    for (const s of API_SCOPES) expect(s.help).not.toContain('\n');
  });

  it('tells an active key from a revoked or expired one', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(keyState({ revokedAt: null, expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe('active');
    expect(keyState({ revokedAt: null, expiresAt: '2026-05-01T00:00:00Z' }, now)).toBe('expired');
    expect(keyState({ revokedAt: '2026-05-15T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe('revoked');
  });
});
