import { describe, expect, it } from 'vitest';
import { keyState, scopeLabel, type ApiKeyPolicy } from './labels';

const policy = {
  scopes: [{ scope: 'SCREEN', label: 'Screen', help: 'The screening search.' }],
} as unknown as ApiKeyPolicy;

describe('API key labels', () => {
  it("names a scope as the API's policy does, and shows an unknown one as it is", () => {
    expect(scopeLabel(policy, 'SCREEN')).toBe('Screen');
    expect(scopeLabel(policy, 'ADMIN')).toBe('ADMIN');
    expect(scopeLabel(undefined, 'READ')).toBe('READ');
  });

  it('tells an active key from a revoked or expired one', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(keyState({ revokedAt: null, expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe('active');
    expect(keyState({ revokedAt: null, expiresAt: '2026-05-01T00:00:00Z' }, now)).toBe('expired');
    expect(keyState({ revokedAt: '2026-05-15T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe('revoked');
  });
});
