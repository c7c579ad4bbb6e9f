import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consonantSkeleton, editDistance, foldSpelling, prepareToken, tokenSimilarity } from './token-similarity.js';

const similarity = (a: string, b: string, useSkeleton = false) => tokenSimilarity(prepareToken(a), prepareToken(b), useSkeleton);

describe('tokenSimilarity', () => {
  it('folds transliteration variants', () => {
    for (const [a, b] of [
      ['yuriy', 'iurii'],
      ['yevgeniy', 'evgeny'],
      ['fyodorov', 'fedorov'],
      ['khodakovskiy', 'hodakovsky'],
      ['nicolai', 'nikolai'],
    ]) {
      expect(similarity(a, b)).toEqual({ similarity: 0.97, basis: 'transliteration' });
    }
  });

  it('allows about one typo per five letters, none in short words', () => {
    expect(similarity('aleksandr', 'alexander').basis).toBe('typo');
    expect(similarity('gazprom', 'gazpron').basis).toBe('typo');
    expect(similarity('vesta', 'vesna').basis).toBeNull();
    expect(similarity('melli', 'mellat').basis).toBeNull();
    expect(similarity('pechoraneft', 'pechorainvest').basis).toBeNull();
  });

  it('compares consonant skeletons for Arabic-script names', () => {
    expect(similarity('mhmd', 'mohammed')).toEqual({ similarity: 0.93, basis: 'skeleton' });
    expect(similarity('mhmd', 'muhammad').basis).toBe('skeleton');
    expect(similarity('ly', 'ali', true).basis).toBe('skeleton');
    expect(similarity('hsyny', 'hosseini', true).basis).toBe('skeleton');
    expect(similarity('karimi', 'kareem').basis).toBeNull();
  });

  it('matches initials against words that start with them', () => {
    expect(similarity('j', 'john')).toEqual({ similarity: 0.8, basis: 'initial' });
    expect(similarity('j', 'peter').basis).toBeNull();
  });

  it('never matches different numbers', () => {
    expect(similarity('7', '8').basis).toBeNull();
    expect(similarity('2017', '2018').basis).toBeNull();
  });

  it('is symmetric and within [0, 1]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.boolean(), (a, b, skeleton) => {
        const forward = similarity(a, b, skeleton).similarity;
        expect(forward).toBe(similarity(b, a, skeleton).similarity);
        expect(forward).toBeGreaterThanOrEqual(0);
        expect(forward).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('helpers', () => {
  it('foldSpelling keeps doubles except ii', () => {
    expect(foldSpelling('taigagaz')).toBe('taigagaz');
    expect(foldSpelling('dmitriy')).toBe('dmitri');
    expect(foldSpelling('dzhokhar')).toBe('iohar');
  });

  it('consonantSkeleton drops vowels and the feminine ending', () => {
    expect(consonantSkeleton('fatimah')).toBe('ftm');
    expect(consonantSkeleton('ftmh')).toBe('ftm');
    expect(consonantSkeleton('ghasemi')).toBe('ksm');
    expect(consonantSkeleton('kaveh')).toBe('kh');
  });

  it('editDistance counts a transposition as one edit', () => {
    expect(editDistance('abcd', 'acbd')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
