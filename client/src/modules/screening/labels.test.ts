import { describe, expect, it } from 'vitest';
import { importProgressText, listsChecked, reviewText, scorePercent, subjectLabel } from './labels';

describe('screening labels', () => {
  it('show import progress with or without a known total', () => {
    expect(importProgressText(12000, 50000)).toBe('12,000 of 50,000');
    expect(importProgressText(1234, null)).toBe('1,234 read');
  });

  it('show scores as whole percentages', () => {
    expect(scorePercent(0.934)).toBe('93%');
    expect(scorePercent(1)).toBe('100%');
    expect(scorePercent(1.2)).toBe('100%');
  });

  it('name the subject, the lists checked and the review', () => {
    expect(subjectLabel({ kind: 'COMPANY', name: 'Acme' })).toBe('Company');
    expect(subjectLabel({ kind: 'PERSON', name: 'Jane Doe' })).toBe('Person: Jane Doe');
    expect(listsChecked([])).toBe('No watchlists are loaded');
    expect(
      listsChecked([
        { name: 'OFAC SDN', version: 3 },
        { name: 'UN', version: 1 },
      ]),
    ).toBe('Checked against: OFAC SDN v3, UN v1');
    expect(reviewText({ decision: 'CONFIRMED', reviewerName: 'Jane Doe', reason: 'Same INN' })).toBe('Confirmed by Jane Doe: Same INN');
    expect(reviewText({ decision: 'FALSE_POSITIVE', reviewerName: 'Jo', reason: 'Other company' })).toBe(
      'False positive by Jo: Other company',
    );
  });
});
