import { describe, expect, it } from 'vitest';
import { finalReviewText, pendingReasons, reviewDecisionOptions, supersededText } from './review-labels';

describe('pendingReasons', () => {
  it('names an open screening hit and a caution decision', () => {
    expect(pendingReasons({ ruleStatus: 'CAUTION', screening: { status: 'POTENTIAL_MATCH' } })).toEqual([
      'Open screening hit',
      'Caution decision',
    ]);
    expect(pendingReasons({ ruleStatus: 'CAUTION', screening: { status: 'CLEAR' } })).toEqual(['Caution decision']);
    expect(pendingReasons({ ruleStatus: 'REJECTED', screening: { status: 'POTENTIAL_MATCH' } })).toEqual(['Open screening hit']);
    expect(pendingReasons({ ruleStatus: 'APPROVED', screening: null })).toEqual(['Approved decision']);
  });

  it('names a confirmed hit its list dropped, and a decision looser than the last (superseded) review', () => {
    const hit = { review: { decision: 'CONFIRMED' as const, reviewedAt: '2026-03-01T10:00:00Z' }, goneSince: '2026-03-02T10:00:00Z' };
    expect(pendingReasons({ ruleStatus: 'REJECTED', screening: { status: 'CONFIRMED_MATCH', hits: [hit] } })).toEqual([
      'Confirmed hit no longer listed',
    ]);
    expect(
      pendingReasons({ ruleStatus: 'APPROVED', screening: { status: 'CLEAR', hits: [] }, supersededReviews: [{ decision: 'REJECTED' }] }),
    ).toEqual(['Looser than the last review (Rejected)']);
    // A stricter decision than the last review needs no second look for that reason.
    expect(pendingReasons({ ruleStatus: 'REJECTED', supersededReviews: [{ decision: 'APPROVED' }] })).toEqual(['Rejected decision']);
  });

  it('gives no reason for a false positive its list dropped: it is kept on record but changes nothing', () => {
    const cleared = {
      review: { decision: 'FALSE_POSITIVE' as const, reviewedAt: '2026-03-01T10:00:00Z' },
      goneSince: '2026-03-02T10:00:00Z',
    };
    expect(pendingReasons({ ruleStatus: 'CAUTION', screening: { status: 'CLEAR', hits: [cleared] } })).toEqual(['Caution decision']);
    expect(pendingReasons({ ruleStatus: 'APPROVED', screening: { status: 'CLEAR', hits: [cleared] } })).toEqual(['Approved decision']);
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
