import { describe, expect, it, vi } from 'vitest';
import { alignTokens, MAX_ALIGNED_TOKENS, type AlignOptions } from './align-tokens.js';
import { normalizeName } from './normalize-name.js';
import * as similarity from './token-similarity.js';

// The aligner's work is its calls into token-similarity: counted, not timed, so a busy machine
// cannot fail the bound (the time is in `npm run bench -- matching`).
vi.mock('./token-similarity.js', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value as (...args: unknown[]) => unknown) : value,
    ]),
  );
});

/** Calls into token-similarity while `work` runs. */
function similarityCalls(work: () => unknown): number {
  vi.clearAllMocks();
  work();
  return Object.values(similarity).reduce((sum, value) => sum + (vi.isMockFunction(value) ? value.mock.calls.length : 0), 0);
}

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
    const words = (n: number) => ({ tokens: Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`) });
    const long = Array.from({ length: 3 * MAX_ALIGNED_TOKENS }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    expect(alignTokens(normalizeName(long), normalizeName(long))).toHaveLength(MAX_ALIGNED_TOKENS);
    // As much work for 3× or 6× the limit as for the limit itself.
    const atLimit = similarityCalls(() => alignTokens(words(MAX_ALIGNED_TOKENS), words(MAX_ALIGNED_TOKENS)));
    expect(atLimit).toBeGreaterThan(0);
    expect(similarityCalls(() => alignTokens(words(3 * MAX_ALIGNED_TOKENS), words(3 * MAX_ALIGNED_TOKENS)))).toBe(atLimit);
    expect(similarityCalls(() => alignTokens(words(6 * MAX_ALIGNED_TOKENS), words(6 * MAX_ALIGNED_TOKENS)))).toBe(atLimit);
  });
});
