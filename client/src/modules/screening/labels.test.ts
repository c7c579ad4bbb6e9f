import { describe, expect, it } from 'vitest';
import {
  hitOffer,
  importProgressText,
  listsChecked,
  reviewText,
  scorePercent,
  screeningBadge,
  searchOutcome,
  subjectLabel,
} from './labels';

describe('screening labels', () => {
  it('show import progress with or without a known total', () => {
    expect(importProgressText(12000, 50000)).toBe('12,000 of 50,000');
    expect(importProgressText(1234, null)).toBe('1,234 read');
  });

  it('show scores as whole percentages', () => {
    expect(scorePercent(0.934)).toBe('93.4 %');
    expect(scorePercent(1)).toBe('100.0 %');
    expect(scorePercent(1.2)).toBe('100.0 %');
  });

  it('name the subject, the lists checked and the review', () => {
    expect(subjectLabel({ kind: 'COMPANY', name: 'Acme' })).toBe('Company');
    expect(subjectLabel({ kind: 'PERSON', name: 'Jane Doe' })).toBe('Person: Jane Doe');
    expect(listsChecked([])).toBe('No watchlists were loaded');
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

describe('hit reviews', () => {
  it('offer the findings the server allows on a hit, saying why when it refuses one', () => {
    const hits = [
      { hitId: 'open', decisions: ['CONFIRMED', 'FALSE_POSITIVE'] as const, refused: null },
      { hitId: 'gone', decisions: ['CONFIRMED'] as const, refused: 'Only an admin can clear a confirmed sanctions or watchlist match' },
      { hitId: 'settled', decisions: [] as const, refused: null },
    ];
    expect(hitOffer(hits, 'open')).toEqual({ decisions: ['CONFIRMED', 'FALSE_POSITIVE'] });
    expect(hitOffer(hits, 'gone')).toEqual({ decisions: ['CONFIRMED'], why: 'Only an admin can clear a confirmed match.' });
    expect(hitOffer(hits, 'settled')).toEqual({ decisions: [] });
    // A hit the server does not list (e.g. screened again since): nothing to offer.
    expect(hitOffer(hits, 'unknown')).toEqual({ decisions: [] });
  });
});

describe('states that say no more than is true', () => {
  const ofac = { name: 'OFAC SDN', version: 3 };
  const un = { name: 'UN', version: 1 };

  it('call a screening clear only when lists were checked', () => {
    expect(screeningBadge({ status: 'CLEAR', lists: [ofac] })).toEqual({ label: 'Clear', palette: 'green' });
    // With no list loaded nothing was checked: NOT_SCREENED (CLEAR on a record stored before that status existed).
    expect(screeningBadge({ status: 'NOT_SCREENED', lists: [] })).toEqual({ label: 'Not screened — no lists loaded', palette: 'gray' });
    expect(screeningBadge({ status: 'CLEAR', lists: [] })).toEqual({ label: 'Not screened — no lists loaded', palette: 'gray' });
    expect(screeningBadge(null)).toEqual({ label: 'Not screened', palette: 'gray' });
    // A match confirmed earlier is kept when its lists are gone: the badge never hides it.
    expect(screeningBadge({ status: 'CONFIRMED_MATCH', lists: [] }).label).toBe('Confirmed match');
    expect(screeningBadge({ status: 'POTENTIAL_MATCH', lists: [ofac] }).label).toBe('Potential match');
  });

  it('say a search of no list found nothing because nothing was checked, and count the lists searched', () => {
    expect(searchOutcome(0, [])).toBe('No lists are loaded: nothing was checked.');
    expect(searchOutcome(0, [ofac])).toBe('No matches on 1 active list');
    expect(searchOutcome(0, [ofac, un])).toBe('No matches on 2 active lists');
    expect(searchOutcome(1, [ofac, un])).toBe('1 match on 2 active lists, best first');
    expect(searchOutcome(3, [ofac])).toBe('3 matches on 1 active list, best first');
    expect(searchOutcome(0, [ofac], 0.6)).toBe('No matches or near misses on 1 active list (scores from 60.0 %)');
    expect(searchOutcome(2, [ofac], 0.6)).toBe('2 matches or near misses on 1 active list (scores from 60.0 %), best first');
  });
});
