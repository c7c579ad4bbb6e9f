import { describe, expect, it } from 'vitest';
import { findingChoices, isScreeningAlert, resolveButtonLabel } from './labels';

describe('alert labels', () => {
  it('tell screening alerts from the others', () => {
    expect(isScreeningAlert('SCREENING_HIT')).toBe(true);
    expect(isScreeningAlert('SCREENING_HIT_GONE')).toBe(true);
    expect(isScreeningAlert('NEGATIVE_NEWS')).toBe(false);
  });

  it('offer no finding when the server allows none, else both with the refused ones disabled', () => {
    const labels = (allowed: ('CONFIRMED' | 'FALSE_POSITIVE')[]) =>
      findingChoices(allowed).map((c) => `${c.label}${c.disabled ? ' (disabled)' : ''}`);
    expect(labels([])).toEqual([]);
    expect(labels(['CONFIRMED', 'FALSE_POSITIVE'])).toEqual(['Confirmed match', 'False positive']);
    // A confirmed match gone from its list, seen by an analyst: only an admin clears it.
    expect(labels(['CONFIRMED'])).toEqual(['Confirmed match', 'False positive (disabled)']);
    expect(findingChoices(['CONFIRMED']).map((c) => c.value)).toEqual(['CONFIRMED', 'FALSE_POSITIVE']);
  });

  it('name each Resolve button after its alert', () => {
    expect(resolveButtonLabel({ companyName: 'Acme Ltd', summary: 'OFAC SDN lists Acme Ltd' })).toBe(
      'Resolve alert for Acme Ltd: OFAC SDN lists Acme Ltd',
    );
  });
});
