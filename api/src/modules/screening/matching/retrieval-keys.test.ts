import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name.js';
import { indexedToken, queryTokens, type QueryToken } from './retrieval-keys.js';

describe('indexedToken', () => {
  it('gives tokens a consonant skeleton that is equal for Arabic script and Latin spellings', () => {
    const arabic = normalizeName('محمد حسين');
    const latin = normalizeName('Mohammed Hussein');
    expect(arabic.tokens).toEqual(['mhmd', 'hsyn']);
    expect(latin.tokens).toEqual(['mohammed', 'hussein']);
    expect(latin.tokens.map((t) => indexedToken(t).skeleton)).toEqual(arabic.tokens.map((t) => indexedToken(t).skeleton));
  });
});

/** Whether the typo lookups of `query` read the dictionary token `listed` (before levenshtein_less_equal). */
function inTypoRanges(query: QueryToken, listed: string): boolean {
  const { folded } = indexedToken(listed);
  if (Math.abs(folded.length - query.folded.length) > 1) return false;
  const reversed = [...folded].reverse().join('');
  return (folded >= query.prefixFrom && folded < query.prefixTo) || (reversed >= query.suffixFrom && reversed < query.suffixTo);
}

describe('queryTokens', () => {
  it('looks up each token and each adjacent pair joined, by folded spelling', () => {
    const tokens = queryTokens(normalizeName('Gaz Prom Neft'));
    expect(tokens.map((t) => [t.folded, t.joined])).toEqual([
      ['gaz', false],
      ['prom', false],
      ['neft', false],
      ['gazprom', true],
      ['promneft', true],
    ]);
    expect(indexedToken('Khodorkovsky'.toLowerCase()).folded).toBe(queryTokens(normalizeName('Hodorkovskiy'))[0].folded);
  });

  it('allows typos only where a listed word could be long enough, never in numbers or joined pairs', () => {
    // The allowance is the longer word's (token-similarity.ts): a five-letter query word may meet a six-letter one.
    expect(queryTokens(normalizeName('Vesta'))[0].edits).toBe(1);
    const [short, long, number] = queryTokens(normalizeName('Vest Aleksandrov 123456'));
    expect(short.edits).toBe(0);
    expect(long.edits).toBe(2);
    expect(number.edits).toBe(0);
    expect(queryTokens(normalizeName('Gaz Promneft')).find((t) => t.joined)?.edits).toBe(0);
  });

  it('reads every word one edit away (substitution, insertion, deletion, transposition) in its ranges', () => {
    const query = queryTokens(normalizeName('Petrovsky'))[0];
    const word = 'petrovsky';
    const variants: string[] = [];
    for (let i = 0; i < word.length; i++) {
      variants.push(word.slice(0, i) + word.slice(i + 1));
      variants.push(word.slice(0, i) + 'm' + word.slice(i + 1));
      variants.push(word.slice(0, i) + 'm' + word.slice(i));
      if (i + 1 < word.length) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    for (const variant of variants) expect(inTypoRanges(query, variant), variant).toBe(true);
    expect(inTypoRanges(query, 'sidorenko')).toBe(false);
  });

  it('looks up consonant skeletons only for names from Arabic script or without vowels', () => {
    expect(queryTokens(normalizeName('محمد حسين')).map((t) => t.skeleton)).toEqual(['mhmd', 'hsn', 'mhmdhsn']);
    expect(queryTokens(normalizeName('Mohammed Hussein')).every((t) => t.skeleton === '')).toBe(true);
  });
});
