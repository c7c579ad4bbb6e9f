import { describe, expect, it } from 'vitest';
import { compareLegalForms, splitLegalForms } from './legal-forms.js';

describe('splitLegalForms', () => {
  it('reduces different spellings of a form to one class', () => {
    for (const tokens of [
      ['x', 'llc'],
      ['x', 'l', 'l', 'c'],
      ['ooo', 'x'],
      ['x', 'gmbh'],
      ['x', 'sp', 'z', 'o', 'o'],
      ['x', 'sdn', 'bhd'],
    ]) {
      expect(splitLegalForms(tokens)).toEqual({ tokens: ['x'], legalForms: ['limited'] });
    }
    expect(splitLegalForms(['pjsc', 'x']).legalForms).toEqual(['joint_stock']);
    expect(splitLegalForms(['x', 's', 'p', 'a']).legalForms).toEqual(['joint_stock']);
    expect(splitLegalForms(['x', 'corp']).legalForms).toEqual(['corporation']);
    expect(splitLegalForms(['x', 'gmbh', 'and', 'co', 'kg']).legalForms).toEqual(['partnership']);
  });

  it('strips forms at both edges, several in a row', () => {
    expect(splitLegalForms(['ooo', 'x', 'y', 'co', 'ltd'])).toEqual({ tokens: ['x', 'y'], legalForms: ['limited'] });
  });

  it('leaves forms inside the name and suffix-only forms at the start', () => {
    expect(splitLegalForms(['x', 'ag', 'y']).tokens).toEqual(['x', 'ag', 'y']);
    expect(splitLegalForms(['sa', 'pereira']).tokens).toEqual(['sa', 'pereira']);
  });
});

describe('compareLegalForms', () => {
  it('agrees on a shared class, differs on disjoint classes, is absent otherwise', () => {
    expect(compareLegalForms(['limited'], ['limited'])).toBe('agree');
    expect(compareLegalForms(['limited'], ['joint_stock'])).toBe('differ');
    expect(compareLegalForms(['limited'], [])).toBe('absent');
    expect(compareLegalForms(['company'], ['joint_stock'])).toBe('absent');
  });
});
