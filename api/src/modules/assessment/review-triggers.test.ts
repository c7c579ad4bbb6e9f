import { describe, expect, it } from 'vitest';
import { reviewTrigger } from './review-triggers.js';

describe('reviewTrigger', () => {
  it('a lower grade calls for a review; the same or a better one does not', () => {
    expect(reviewTrigger({ grade: 'B', keyPeople: [] }, { grade: 'D', keyPeople: [] })).toBe('grade fell from B to D');
    expect(reviewTrigger({ grade: 'B', keyPeople: [] }, { grade: 'B', keyPeople: [] })).toBeNull();
    expect(reviewTrigger({ grade: 'C', keyPeople: [] }, { grade: 'A', keyPeople: [] })).toBeNull();
    // Statements dropped, or none before: nothing to compare.
    expect(reviewTrigger({ grade: 'B', keyPeople: [] }, { grade: null, keyPeople: [] })).toBeNull();
    expect(reviewTrigger({ grade: null, keyPeople: [] }, { grade: 'E', keyPeople: [] })).toBeNull();
  });

  it('key people added or removed, compared without case and spacing', () => {
    expect(
      reviewTrigger({ grade: null, keyPeople: ['Jane  Doe', 'Ali Khan'] }, { grade: null, keyPeople: ['jane doe', 'Omar Said'] }),
    ).toBe('key people added: Omar Said; key people removed: Ali Khan');
    expect(reviewTrigger({ grade: 'A', keyPeople: ['Jane Doe'] }, { grade: 'A', keyPeople: ['JANE DOE'] })).toBeNull();
  });
});
