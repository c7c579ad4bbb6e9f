import { describe, expect, it } from 'vitest';
import { alignTokens, MAX_ALIGNED_TOKENS, type AlignOptions } from './align-tokens.js';
import { normalizeName } from './normalize-name.js';

const align = (a: string, b: string, options: AlignOptions = {}) =>
  alignTokens(normalizeName(a), normalizeName(b), options).map((pair) => ({
    query: pair.query.map((i) => normalizeName(a).tokens[i]).join(' '),
    candidate: pair.candidate.map((j) => normalizeName(b).tokens[j]).join(' '),
    basis: pair.basis,
  }));

describe('alignTokens', () => {
  it('pairs words in any order, each at most once', () => {
    expect(align('Tarasov Oleg', 'Oleg Tarasov')).toEqual([
      { query: 'tarasov', candidate: 'tarasov', basis: 'exact' },
      { query: 'oleg', candidate: 'oleg', basis: 'exact' },
    ]);
  });

  it('meets two or three words written as one', () => {
    expect(align('bluestone trading', 'Blue Stone Trading')).toContainEqual({
      query: 'bluestone',
      candidate: 'blue stone',
      basis: 'joined',
    });
    expect(align('Maria delacruz', 'Maria de la Cruz')).toContainEqual({ query: 'delacruz', candidate: 'de la cruz', basis: 'joined' });
    expect(align('Choi Min Su', 'Choi Minsu')).toContainEqual({ query: 'min su', candidate: 'minsu', basis: 'joined' });
    // Three long words are not joined: a name typed that way is not indexed either (retrieval-keys.ts).
    expect(align('olegpetrovtarasov', 'Oleg Petrov Tarasov')).toEqual([]);
  });

  it('never takes a joined group for a typo of a word', () => {
    expect(align('bluestome', 'Blue Stone')).toEqual([]);
  });

  it('meets an acronym and the words it abbreviates, connecting words optional', () => {
    expect(align('IRB', 'Island Reinsurance Bureau')).toEqual([{ query: 'irb', candidate: 'island reinsurance bureau', basis: 'acronym' }]);
    expect(align('NBC', 'National Bank of Commerce')).toEqual([{ query: 'nbc', candidate: 'national bank of commerce', basis: 'acronym' }]);
    expect(align('Island Reinsurance Bureau', 'IRB')).toEqual([{ query: 'island reinsurance bureau', candidate: 'irb', basis: 'acronym' }]);
    expect(align('RBI', 'Island Reinsurance Bureau')).toEqual([]);
  });

  it('in a person’s name, takes only initials or vowel-less words for an acronym, and never for the whole name', () => {
    const person = { person: true };
    expect(align('J.R. Tolliver', 'John Robert Tolliver', person)).toContainEqual({
      query: 'jr',
      candidate: 'john robert',
      basis: 'acronym',
    });
    expect(align('JR Tolliver', 'John Robert Tolliver', person)).toContainEqual({
      query: 'jr',
      candidate: 'john robert',
      basis: 'acronym',
    });
    expect(align('Ola Tolliver', 'Oscar Lars Andersen Tolliver', person)).not.toContainEqual(expect.objectContaining({ basis: 'acronym' }));
    expect(align('J.T.', 'John Tolliver', person)).toEqual([]);
  });

  it('bounds the work: tokens beyond MAX_ALIGNED_TOKENS are ignored', () => {
    const long = Array.from({ length: 3 * MAX_ALIGNED_TOKENS }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    const started = performance.now();
    const pairs = alignTokens(normalizeName(long), normalizeName(long));
    expect(performance.now() - started).toBeLessThan(50);
    expect(pairs).toHaveLength(MAX_ALIGNED_TOKENS);
  });
});
