import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name.js';
import { buildTokenIndex, retrieveCandidates } from '../evaluation/in-memory-retrieval.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema } from './score-match.js';
import { indexedToken, indexTokens, queryTokens, type QueryToken } from './retrieval-keys.js';

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
  it('looks up each token, adjacent tokens joined and the acronym, by folded spelling', () => {
    const tokens = queryTokens(normalizeName('Gaz Prom Neft'));
    expect(tokens.map((t) => [t.folded, t.joined])).toEqual([
      ['gaz', false],
      ['prom', false],
      ['neft', false],
      ['gazprom', true],
      ['gazpromneft', true],
      ['promneft', true],
      ['gpn', true],
    ]);
    // Positions: the name's tokens, then each further lookup its own.
    expect(tokens.map((t) => t.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
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

  it('looks up every consonant skeleton for names from Arabic script, long ones for others', () => {
    expect(queryTokens(normalizeName('محمد حسين')).map((t) => t.skeleton)).toEqual(['mhmd', 'hsn', 'mhmdhsn']);
    // A Latin query finds a name listed only in Arabic script by its words' consonants.
    const latin = queryTokens(normalizeName('Mohammed Hussein'));
    expect(latin.filter((t) => !t.joined).map((t) => t.skeleton)).toEqual(['mhmd', 'hsn']);
    expect(latin.filter((t) => t.joined).every((t) => t.skeleton === '')).toBe(true);
    expect(
      queryTokens(normalizeName('Ivan Orlov'))
        .filter((t) => !t.joined)
        .map((t) => t.skeleton),
    ).toEqual(['', '']);
  });

  it('looks up given-name variants at their token’s position, exactly, except spellings a typo lookup finds', () => {
    const tokens = queryTokens(normalizeName('Bill Hartley'));
    expect(tokens.filter((t) => t.position === 0).map((t) => t.folded)).toEqual(['bill', 'villiam', 'vill', 'billi', 'villi']);
    expect(tokens.filter((t) => t.position === 0 && t.folded !== 'bill').every((t) => t.joined && t.edits === 0)).toBe(true);
    expect(queryTokens(normalizeName('Mohammed Hartley')).filter((t) => t.position === 0).length).toBeLessThanOrEqual(5);
  });

  it('keeps the lookups of a long name bounded', () => {
    const long = normalizeName(Array.from({ length: 40 }, (_, i) => `william${String.fromCharCode(97 + (i % 26))}`).join(' '));
    expect(queryTokens(long).length).toBeLessThanOrEqual(12 + 11 + 6 + 1);
  });
});

describe('indexTokens', () => {
  it('indexes a listed name by its tokens, joined neighbours, its acronym and Greek stems', () => {
    expect(indexTokens(normalizeName('Blue Stone Trading Co'))).toEqual(['blue', 'stone', 'trading', 'bluestone', 'stonetrading', 'bst']);
    expect(indexTokens(normalizeName('Maria de la Cruz'))).toEqual(
      expect.arrayContaining(['maria', 'de', 'la', 'cruz', 'mariade', 'mariadela', 'dela', 'delacruz', 'lacruz']),
    );
    expect(indexTokens(normalizeName('Oleg Tarasov'))).toEqual(['oleg', 'tarasov', 'olegtarasov']);
    expect(indexTokens(normalizeName('Στέφανος Καρράς'))).toEqual(['stefanos', 'karras', 'stefanoskarras', 'stefan', 'karr']);
  });

  it('joins only at the start of a long name', () => {
    const tokens = indexTokens(normalizeName('Alpha Beta Gamma Delta Epsilon Zeta'));
    expect(tokens).toContain('gammadelta');
    expect(tokens).not.toContain('deltaepsilon');
  });
});

describe('retrieval finds what scoring matches', () => {
  // Pairs of our own, one per kind of variation the scorer accepts; each listed name among decoys.
  const pairs: [string, string, MatchSchema][] = [
    ['olegtarasov', 'Oleg Tarasov', 'Person'],
    ['Oleg Tarasov', 'Olegtarasov', 'Person'],
    ['bluestone trading', 'Blue Stone Trading', 'Company'],
    ['Maria Delacruz', 'Maria de la Cruz', 'Person'],
    ['Anton Dudin', 'Anton Dutin', 'Person'],
    ['Al3xei K0zlov', 'Alexei Kozlov', 'Person'],
    ['Seventy-Seven Capital', '77 Capital', 'Company'],
    ['IRB', 'Island Reinsurance Bureau', 'Company'],
    ['Island Reinsurance Bureau', 'I.R.B.', 'Company'],
    ['K.L.M. Logistics', 'KLM Logistics', 'Company'],
    ['Nordlicht Aktiengesellschaft', 'Nordlicht AG', 'Company'],
    ['Dr. Hana Novak', 'Hana Novak', 'Person'],
    ['Carlos Mendoza', 'Juan Carlos de Mendoza Ruiz', 'Person'],
    ['Sasha', 'Aleksandr', 'Person'],
    ['王小明', 'Wang Xiaoming', 'Person'],
    ['Wang Xiaoming', '王小明', 'Person'],
    ['최민수', 'Choi Minsu', 'Person'],
    ['Hamid Karimi', 'حميد كريمي', 'Person'],
    ['Στέφανος', 'Stefan', 'Person'],
  ];
  const decoys = ['Olga Tarasova', 'Blue Ridge Trading', 'Anton Dudinsky', 'Capital 78', 'Island Bank', 'Hana Novakova', 'Karim Hamidi'];
  const listed = [...pairs.map(([, name]) => name), ...decoys].map(normalizeName);
  const index = buildTokenIndex(listed);

  it.each(pairs)('%s → %s', (query, name, schema) => {
    const own = listed.findIndex((n) => n.original === name);
    const result = scoreMatch({ name: normalizeName(query), countries: [], schema }, { name: listed[own], countries: [], schema });
    expect(result.score, result.explanation.join('\n')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(retrieveCandidates(index, normalizeName(query))).toContain(own);
  });
});
