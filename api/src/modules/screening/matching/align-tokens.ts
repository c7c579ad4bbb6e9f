/**
 * Word-order-independent alignment of two token lists: every query token is paired with at most one
 * candidate token. Tokens may also pair as a group with one token on the other side:
 *
 *   joined   two or three adjacent tokens written as one word on the other side ("Gaz Prom" / "Gazprom",
 *            "Abdul Rahman" / "Abdulrahman", "de la Cruz" / "Delacruz", "Choi Min Su" / "Choi Minsu";
 *            and any-ascii writes the Arabic article glued on: "lrshyd" for "Al Rashid"). Three only when one
 *            of them is a syllable or particle of at most three letters, as retrieval-keys.ts indexes them.
 *   acronym  a word of two to six letters that is the initials of adjacent words on the other side ("IRB" /
 *            "Island Reinsurance Bureau", "JR" / "John Robert"), connecting words ("of", "and") optional.
 *            In a person's name only initials ("J.M.") or a word without vowels ("JC") count as one.
 *
 * Greedy, best pair first: with at most MAX_ALIGNED_TOKENS per side that is a few hundred comparisons,
 * and unlike an optimal assignment the outcome can be retold pair by pair.
 */
import { joinedSimilarity, prepareToken, tokenSimilarity, type PreparedToken, type TokenMatchBasis } from './token-similarity.js';

/** Tokens beyond this are ignored: it bounds the pairwise work per comparison. */
export const MAX_ALIGNED_TOKENS = 12;

/** Pairs below this are not considered the same word. */
const MIN_PAIR_SIMILARITY = 0.65;

/** Similarity of an acronym and the words it abbreviates. */
const ACRONYM_SIMILARITY = 0.9;

/** Words an acronym may leave out ("Bank of America" is BOA or BA). */
const CONNECTING_WORDS = new Set(['and', 'of', 'for', 'the', 'de', 'des', 'du', 'la', 'le', 'el', 'y', 'und', 'et', 'i']);

export interface AlignedPair {
  /** Indexes into the query tokens (several when the query splits a word the candidate writes as one). */
  query: number[];
  candidate: number[];
  similarity: number;
  basis: TokenMatchBasis | 'joined' | 'acronym';
}

/** One name's tokens as the aligner sees them. */
export interface AlignSide {
  tokens: readonly string[];
  /** Per token: transliterated from a non-Latin script. */
  foreign?: readonly boolean[];
  /** Per token: written as initials ("J.M."). */
  initials?: readonly boolean[];
}

export interface AlignOptions {
  /** Compare consonant skeletons (a name came from Arabic or Hebrew script). */
  skeleton?: boolean;
  /** Either name is a person's: acronyms only from initials or vowel-less words. */
  person?: boolean;
}

export function alignTokens(querySide: AlignSide, candidateSide: AlignSide, options: AlignOptions = {}): AlignedPair[] {
  const query = querySide.tokens.slice(0, MAX_ALIGNED_TOKENS).map(prepareToken);
  const candidate = candidateSide.tokens.slice(0, MAX_ALIGNED_TOKENS).map(prepareToken);
  const foreign = (side: AlignSide, indexes: number[]) => indexes.some((i) => side.foreign?.[i] === true);
  const sameScript = { skeleton: options.skeleton, crossScript: false };
  const crossScript = { skeleton: options.skeleton, crossScript: true };
  const options_: AlignedPair[] = [];
  // A joined group is never a typo or an initial of a word: joinedSimilarity has the exact tiers only.
  const consider = (q: number[], c: number[], a: PreparedToken, b: PreparedToken) => {
    const context = foreign(querySide, q) !== foreign(candidateSide, c) ? crossScript : sameScript;
    const { similarity, basis } = joinedSimilarity(a, b, context);
    if (basis !== null && similarity >= MIN_PAIR_SIMILARITY) options_.push({ query: q, candidate: c, similarity, basis: 'joined' });
  };
  for (let i = 0; i < query.length; i++) {
    const queryForeign = querySide.foreign?.[i] === true;
    for (let j = 0; j < candidate.length; j++) {
      const context = queryForeign !== (candidateSide.foreign?.[j] === true) ? crossScript : sameScript;
      const { similarity, basis } = tokenSimilarity(query[i], candidate[j], context);
      if (basis !== null && similarity >= MIN_PAIR_SIMILARITY) options_.push({ query: [i], candidate: [j], similarity, basis });
    }
  }
  const queryGroups = joinedGroups(query);
  const candidateGroups = joinedGroups(candidate);
  for (const group of queryGroups) {
    for (let j = 0; j < candidate.length; j++) consider(group.indexes, [j], group.token, candidate[j]);
  }
  for (const group of candidateGroups) {
    for (let i = 0; i < query.length; i++) consider([i], group.indexes, query[i], group.token);
  }
  // "Abdul Rahman" / عبد الرحمن ("bd lrhmn"): both sides split, but at different places.
  for (const q of queryGroups) {
    if (q.indexes.length !== 2) continue;
    for (const c of candidateGroups) if (c.indexes.length === 2) consider(q.indexes, c.indexes, q.token, c.token);
  }
  for (const pair of acronyms(querySide, query, candidate, options.person === true)) options_.push(pair);
  for (const pair of acronyms(candidateSide, candidate, query, options.person === true)) {
    options_.push({ ...pair, query: pair.candidate, candidate: pair.query });
  }
  // Best similarity first; on a tie word for word, so identical names are not reported as joined pairs.
  options_.sort((x, y) => y.similarity - x.similarity || x.query.length + x.candidate.length - (y.query.length + y.candidate.length));
  const usedQuery = new Set<number>();
  const usedCandidate = new Set<number>();
  const pairs: AlignedPair[] = [];
  for (const option of options_) {
    if (option.query.some((i) => usedQuery.has(i)) || option.candidate.some((j) => usedCandidate.has(j))) continue;
    option.query.forEach((i) => usedQuery.add(i));
    option.candidate.forEach((j) => usedCandidate.add(j));
    pairs.push(option);
  }
  return pairs;
}

/** Adjacent pairs, and triples with a token of at most three letters, written as one word. */
function joinedGroups(tokens: readonly PreparedToken[]): { indexes: number[]; token: PreparedToken }[] {
  const groups: { indexes: number[]; token: PreparedToken }[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    groups.push({ indexes: [i, i + 1], token: prepareToken(tokens[i].text + tokens[i + 1].text) });
    if (i + 2 < tokens.length && [tokens[i], tokens[i + 1], tokens[i + 2]].some((t) => t.text.length <= 3)) {
      groups.push({ indexes: [i, i + 1, i + 2], token: prepareToken(tokens[i].text + tokens[i + 1].text + tokens[i + 2].text) });
    }
  }
  return groups;
}

/**
 * Pairs of an acronym on `side` (as query indexes) with the words on the other side it abbreviates (as
 * candidate indexes). Linear per acronym: the other side's initials are read once with and once without
 * connecting words, and the acronym looked up in them.
 */
function acronyms(side: AlignSide, tokens: readonly PreparedToken[], other: readonly PreparedToken[], person: boolean): AlignedPair[] {
  if (other.length < 2) return [];
  const pairs: AlignedPair[] = [];
  let readings: number[][] | undefined;
  tokens.forEach((token, i) => {
    const text = token.text;
    if (text.length < 2 || text.length > 6 || token.numeric || !isLetters(text)) return;
    if (person && side.initials?.[i] !== true && token.hasVowel) return;
    readings ??= [other.map((_, j) => j), other.map((_, j) => j).filter((j) => !CONNECTING_WORDS.has(other[j].text))];
    for (const reading of readings) {
      const letters = reading.map((j) => other[j].text[0]).join('');
      for (let at = letters.indexOf(text); at >= 0; at = letters.indexOf(text, at + 1)) {
        const words = reading.slice(at, at + text.length);
        // Single letters spell nothing: "A B C" is the word "abc" already.
        if (words.some((j) => other[j].text.length < 2)) continue;
        const covered = Array.from({ length: words[words.length - 1] - words[0] + 1 }, (_, k) => words[0] + k);
        // Initials alone do not name a person ("J.T." for John Tolliver): the acronym must leave a name to match beside it.
        if (person && covered.length === other.length) continue;
        pairs.push({ query: [i], candidate: covered, similarity: ACRONYM_SIMILARITY, basis: 'acronym' });
      }
    }
  });
  return pairs;
}

function isLetters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text[i] < 'a' || text[i] > 'z') return false;
  return true;
}
