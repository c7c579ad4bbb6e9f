import { describe, expect, it } from 'vitest';
import { addBusinessDays, caseDueAt } from './case-due.js';
import { CaseKind } from './case.entity.js';

const config = {
  CASE_DUE_FOUR_EYES_BUSINESS_DAYS: 2,
  CASE_DUE_ALERT_BUSINESS_DAYS: 5,
  CASE_DUE_PERIODIC_REVIEW_DAYS: 30,
  CASE_DUE_MANUAL_BUSINESS_DAYS: 5,
};

describe('case due dates', () => {
  it('count business days over a weekend', () => {
    // Thursday 2026-12-03 10:00 + 2 business days = Monday 2026-12-07 10:00.
    expect(addBusinessDays(new Date('2026-12-03T10:00:00Z'), 2).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    // Saturday + 1 = Monday.
    expect(addBusinessDays(new Date('2026-12-05T09:00:00Z'), 1).toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('by kind: four-eyes 2 business days, alerts 5, periodic reviews 30 calendar days', () => {
    const opened = new Date('2026-12-01T08:00:00Z'); // a Tuesday
    expect(caseDueAt(config, CaseKind.FOUR_EYES, opened).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(caseDueAt(config, CaseKind.ALERT, opened).toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(caseDueAt(config, CaseKind.PERIODIC_REVIEW, opened).toISOString()).toBe('2026-12-31T08:00:00.000Z');
  });
});
