import { describe, expect, it } from 'vitest';
import { AssessmentStatus } from '../kernel/assessment.enums.js';
import { counterpartyKey } from './counterparty-key.js';
import { addMonths, nextReviewAt } from './review-schedule.js';

describe('the review schedule', () => {
  const policy = { approvedMonths: 18, cautionMonths: 9, rejectedMonths: 6 };

  it("by decision without a grade: the policy's months of each decision", () => {
    const decided = new Date('2026-03-15T12:00:00Z');
    expect(nextReviewAt(decided, AssessmentStatus.APPROVED, policy).toISOString()).toBe('2027-09-15T12:00:00.000Z');
    expect(nextReviewAt(decided, AssessmentStatus.CAUTION, policy).toISOString()).toBe('2026-12-15T12:00:00.000Z');
    expect(nextReviewAt(decided, AssessmentStatus.REJECTED, policy).toISOString()).toBe('2026-09-15T12:00:00.000Z');
  });

  it("by the grade's interval when the statements were graded", () => {
    expect(nextReviewAt(new Date('2026-03-15T00:00:00Z'), AssessmentStatus.APPROVED, policy, 3).toISOString()).toBe(
      '2026-06-15T00:00:00.000Z',
    );
  });

  it('a month end falls on the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('counterpartyKey', () => {
  it('one key for spellings of one company in one country; another country is another key', () => {
    expect(counterpartyKey('ACME Trading Ltd.', 'United Kingdom')).toBe(counterpartyKey('Acme Trading Limited', 'united  kingdom'));
    expect(counterpartyKey('Acme Trading Ltd', 'Ireland')).not.toBe(counterpartyKey('Acme Trading Ltd', 'United Kingdom'));
  });
});
