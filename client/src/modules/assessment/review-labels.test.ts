import { describe, expect, it } from 'vitest';
import { finalReviewText, reviewDecisionOptions, supersededText } from './review-labels';

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

describe('supersededText', () => {
  it('says when and by what a final review was superseded', () => {
    expect(supersededText({ supersededAt: '2026-03-01T10:00:00Z', supersededBy: 'hit_review' })).toMatch(
      /^Superseded on .+ by a screening hit review$/,
    );
    expect(supersededText({ supersededAt: '2026-03-01T10:00:00Z', supersededBy: 'edit' })).toMatch(/by an edit of the answers$/);
    expect(supersededText({ supersededAt: '2026-03-01T10:00:00Z', supersededBy: 'other' })).toMatch(/by other$/);
  });
});

describe('reviewDecisionOptions', () => {
  it('offers the decisions the server allows, in the usual order', () => {
    expect(reviewDecisionOptions(['REJECTED', 'APPROVED', 'CAUTION']).map((d) => d.label)).toEqual([
      'Approved',
      'Trade with Caution',
      'Rejected',
    ]);
    // An analyst on an assessment a mandatory rule rejected: only Rejected.
    expect(reviewDecisionOptions(['REJECTED'])).toEqual([{ value: 'REJECTED', label: 'Rejected' }]);
    expect(reviewDecisionOptions([])).toEqual([]);
  });
});

describe('finalReviewText with an approved limit', () => {
  const review = { reviewerName: 'Ada Admin', reviewedAt: '2026-03-01T10:00:00Z', reason: 'Good payer', decision: 'APPROVED' as const };
  it('names the limit in the statements’ currency after the reason', () => {
    expect(finalReviewText({ ...review, ruleStatus: 'CAUTION', approvedLimit: 800_000 }, 'USD')).toMatch(
      /: Good payer\. Approved limit USD 800,000(\.00)?\.$/,
    );
  });
  it('names none without one', () => {
    expect(finalReviewText({ ...review, ruleStatus: 'CAUTION', approvedLimit: null }, 'USD')).not.toContain('Approved limit');
  });
});
