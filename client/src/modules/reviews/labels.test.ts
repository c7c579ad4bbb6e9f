import { describe, expect, it } from 'vitest';
import { finalReviewText, pendingReasons } from './labels';

describe('pendingReasons', () => {
  it('names an open screening hit and a caution decision', () => {
    expect(pendingReasons({ status: 'CAUTION', screening: { status: 'POTENTIAL_MATCH' } })).toEqual([
      'Open screening hit',
      'Caution decision',
    ]);
    expect(pendingReasons({ status: 'CAUTION', screening: { status: 'CLEAR' } })).toEqual(['Caution decision']);
    expect(pendingReasons({ status: 'REJECTED', screening: { status: 'POTENTIAL_MATCH' } })).toEqual(['Open screening hit']);
    expect(pendingReasons({ status: 'APPROVED', screening: null })).toEqual(['Approved decision']);
  });
});

describe('finalReviewText', () => {
  const review = { reviewerName: 'Ada Admin', reviewedAt: '2026-03-01T10:00:00Z', reason: 'Checked' };
  it('says confirmed when the reviewer kept the decision of the rules', () => {
    expect(finalReviewText({ ...review, decision: 'CAUTION', ruleStatus: 'CAUTION' })).toMatch(/^Confirmed by Ada Admin on .*: Checked$/);
  });
  it('says overridden, with the direction, otherwise', () => {
    expect(finalReviewText({ ...review, decision: 'APPROVED', ruleStatus: 'CAUTION' })).toMatch(
      /^Overridden by Ada Admin on .* \(Trade with Caution → Approved\): Checked$/,
    );
  });
});
