import { describe, expect, it } from 'vitest';
import type { ScreeningRecord, StoredHit } from '../screening/assessment-screening.js';
import { AssessmentStatus, ReviewStatus } from '../kernel/assessment.enums.js';
import { reviewReasons, reviewStatusFor } from './four-eyes.js';

const hit = (n: number, review: StoredHit['review'] = null, goneSince: string | null = null): StoredHit => ({
  id: `hit-${n}`,
  entityId: `E-${n}`,
  caption: `Entity ${n}`,
  matchedName: `Entity ${n}`,
  score: 0.95,
  listName: 'Test List',
  listVersion: 1,
  schema: 'Company',
  countries: [],
  topics: ['sanction'],
  explanation: [],
  subject: { kind: 'company', name: `Entity ${n}` },
  review,
  goneSince,
});
const reviewed = (decision: 'confirmed' | 'false_positive', reviewedAt = '2026-03-01T10:00:00Z') => ({
  decision,
  reason: 'Checked',
  reviewerId: 'r',
  reviewerName: 'Rita Reviewer',
  reviewedAt,
});
const screening = (status: ScreeningRecord['status'], hits: StoredHit[]): ScreeningRecord => ({
  status,
  screenedAt: '2026-03-01T09:00:00Z',
  lists: [{ name: 'Test List', version: 1 }],
  hits,
});

/** The reasons of an assessment decided now, its place in the queue by reviewStatusFor. */
function reasonsOf(
  ruleStatus: Exclude<AssessmentStatus, AssessmentStatus.PENDING_REVIEW>,
  record: ScreeningRecord | null,
  superseded: { decision: typeof ruleStatus }[] = [],
) {
  const reviewStatus = reviewStatusFor(ruleStatus, record, superseded.at(-1));
  return reviewReasons({ reviewStatus, ruleStatus, screening: record, supersededReviews: superseded });
}

describe('reviewReasons', () => {
  it('names an open screening hit and a caution decision', () => {
    expect(reasonsOf(AssessmentStatus.CAUTION, screening('potential_match', [hit(1)]))).toEqual(['Open screening hit', 'Caution decision']);
    expect(reasonsOf(AssessmentStatus.CAUTION, screening('clear', []))).toEqual(['Caution decision']);
    expect(reasonsOf(AssessmentStatus.CAUTION, null)).toEqual(['Caution decision']);
  });

  it('names an open hit beside a confirmed one, where the screening status reads confirmed_match and the rules reject', () => {
    const record = screening('confirmed_match', [hit(1, reviewed('confirmed')), hit(2)]);
    expect(reasonsOf(AssessmentStatus.REJECTED, record)).toEqual(['Open screening hit']);
  });

  it('names a confirmed hit its list dropped, and a decision looser than the last (superseded) review', () => {
    const gone = hit(1, reviewed('confirmed', '2026-03-01T10:00:00Z'), '2026-03-02T10:00:00Z');
    expect(reasonsOf(AssessmentStatus.REJECTED, screening('confirmed_match', [gone]))).toEqual(['Confirmed hit no longer listed']);
    expect(reasonsOf(AssessmentStatus.APPROVED, screening('clear', []), [{ decision: AssessmentStatus.REJECTED }])).toEqual([
      'Looser than the last review (Rejected)',
    ]);
    expect(reasonsOf(AssessmentStatus.APPROVED, null, [{ decision: AssessmentStatus.CAUTION }])).toEqual([
      'Looser than the last review (Trade with Caution)',
    ]);
  });

  it('gives no reason where no review is needed: a stricter decision than the last review, a dropped false positive, a completed review', () => {
    expect(reasonsOf(AssessmentStatus.REJECTED, null, [{ decision: AssessmentStatus.APPROVED }])).toEqual([]);
    const cleared = hit(1, reviewed('false_positive'), '2026-03-02T10:00:00Z');
    expect(reasonsOf(AssessmentStatus.APPROVED, screening('clear', [cleared]))).toEqual([]);
    expect(reasonsOf(AssessmentStatus.CAUTION, screening('clear', [cleared]))).toEqual(['Caution decision']);
    expect(
      reviewReasons({
        reviewStatus: ReviewStatus.COMPLETED,
        ruleStatus: AssessmentStatus.CAUTION,
        screening: screening('potential_match', [hit(1)]),
        supersededReviews: [],
      }),
    ).toEqual([]);
  });
});
