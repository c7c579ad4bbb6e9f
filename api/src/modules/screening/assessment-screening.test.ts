import { describe, expect, it } from 'vitest';
import { hitNeedsReview, mergeScreening, screeningStatus, type FoundHit } from './assessment-screening.js';

const LIST = { name: 'Demo Sanctions List', version: 2 };
const found: FoundHit = {
  entityId: 'E-1',
  caption: 'Orion Shipping Trading LLC',
  matchedName: 'Orion Shipping Trading LLC',
  score: 0.97,
  listName: LIST.name,
  listVersion: LIST.version,
  schema: 'Company',
  countries: [],
  topics: ['sanction'],
  explanation: ['Exact name'],
  subject: { kind: 'company', name: 'Orion Shipping Trading LLC' },
};
const review = {
  decision: 'confirmed' as const,
  reason: 'Same registry',
  reviewerId: 'u',
  reviewerName: 'Ben',
  reviewedAt: '2026-01-01T00:00:00Z',
};

describe('what a screening says it checked', () => {
  it('is not_screened when no list was active, whatever the previous record held unreviewed', () => {
    expect(mergeScreening([], null, [])).toMatchObject({ status: 'not_screened', lists: [], hits: [] });
    expect(mergeScreening([], null, [LIST])).toMatchObject({ status: 'clear', lists: [LIST] });
    expect(mergeScreening([found], null, [LIST]).status).toBe('potential_match');
  });

  it('keeps a confirmed match confirmed when no list is loaded any more', () => {
    const confirmed = mergeScreening([found], null, [LIST]);
    const previous = { ...confirmed, hits: confirmed.hits.map((h) => ({ ...h, review })) };
    expect(mergeScreening([], previous, []).status).toBe('confirmed_match');
  });

  it('reads no record, or a clear one stored with no list before not_screened existed, as not_screened', () => {
    expect(screeningStatus(null)).toBe('not_screened');
    expect(screeningStatus({ status: 'clear', screenedAt: '2026-01-01T00:00:00Z', lists: [], hits: [] })).toBe('not_screened');
    expect(screeningStatus({ status: 'clear', screenedAt: '2026-01-01T00:00:00Z', lists: [LIST], hits: [] })).toBe('clear');
  });
});

// The client reads ScreeningHit.needsReview, which this decides (it kept a copy of the rule once).
describe('hit reviews', () => {
  const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const review = { reviewerId: 'rev', reviewerName: 'Rev', reason: 'checked', reviewedAt: at(5) };
  const confirmed = { ...review, decision: 'confirmed' as const };
  const cleared = { ...review, decision: 'false_positive' as const };

  it('wait for a reviewer when never reviewed, or confirmed and gone from the list since', () => {
    expect(hitNeedsReview({ review: null })).toBe(true);
    expect(hitNeedsReview({ review: confirmed })).toBe(false);
    expect(hitNeedsReview({ review: cleared })).toBe(false);
    expect(hitNeedsReview({ review: confirmed, goneSince: at(9) })).toBe(true);
    // Reviewed again after it went: settled.
    expect(hitNeedsReview({ review: { ...confirmed, reviewedAt: at(10) }, goneSince: at(9) })).toBe(false);
  });

  it('ask nothing of a false positive gone from its list: it is kept on record, the decision does not change', () => {
    expect(hitNeedsReview({ review: cleared, goneSince: at(9) })).toBe(false);
    expect(hitNeedsReview({ review: { ...cleared, reviewedAt: at(10) }, goneSince: at(9) })).toBe(false);
  });
});
