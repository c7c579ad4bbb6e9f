import { describe, expect, it } from 'vitest';
import { findingChoices, isScreeningAlert, resolveButtonLabel } from './labels';

describe('alert labels', () => {
  it('offer the finding on a screening alert only', () => {
    expect(isScreeningAlert('SCREENING_HIT')).toBe(true);
    expect(isScreeningAlert('SCREENING_HIT_GONE')).toBe(true);
    expect(isScreeningAlert('NEGATIVE_NEWS')).toBe(false);
    expect(findingChoices('NEGATIVE_NEWS', true)).toEqual([]);
  });

  it('offer both findings on a new hit, and clearing a confirmed match that left its list to admins only', () => {
    const labels = (kind: 'SCREENING_HIT' | 'SCREENING_HIT_GONE', admin: boolean) =>
      findingChoices(kind, admin).map((c) => `${c.label}${c.disabled ? ' (disabled)' : ''}`);
    expect(labels('SCREENING_HIT', false)).toEqual(['Confirmed match', 'False positive']);
    expect(labels('SCREENING_HIT_GONE', true)).toEqual(['Confirmed match', 'False positive']);
    expect(labels('SCREENING_HIT_GONE', false)).toEqual(['Confirmed match', 'False positive (disabled)']);
  });

  it('name each Resolve button after its alert', () => {
    expect(resolveButtonLabel({ companyName: 'Acme Ltd', summary: 'OFAC SDN lists Acme Ltd' })).toBe(
      'Resolve alert for Acme Ltd: OFAC SDN lists Acme Ltd',
    );
  });
});
