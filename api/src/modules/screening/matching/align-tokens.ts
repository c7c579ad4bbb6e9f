/**
 * Word-order-independent alignment of two token lists: every query token is paired with at most one
 * candidate token. Two adjacent tokens may also pair with one token on the other side, joined, because
 * names are split differently across sources ("Gaz Prom" / "Gazprom", "Abdul Rahman" / "Abdulrahman",
 * "Jian Guo" / "Jianguo"; and any-ascii writes the Arabic article glued on: "lrshyd" for "Al Rashid").
 *
 * Greedy, best pair first: with at most MAX_ALIGNED_TOKENS per side that is a few hundred comparisons,
 * and unlike an optimal assignment the outcome can be retold pair by pair.
 */
import { prepareToken, tokenSimilarity, type PreparedToken, type TokenMatchBasis } from './token-similarity.js';

/** Tokens beyond this are ignored: it bounds the pairwise work per comparison. */
export const MAX_ALIGNED_TOKENS = 12;

/** Pairs below this are not considered the same word; it is the similarity of an initial. */
const MIN_PAIR_SIMILARITY = 0.8;

export interface AlignedPair {
  /** Indexes into the query tokens (two when the query split a word the candidate writes as one). */
  query: number[];
  candidate: number[];
  similarity: number;
  basis: TokenMatchBasis | 'joined';
}

export function alignTokens(queryTokens: readonly string[], candidateTokens: readonly string[], useSkeleton: boolean): AlignedPair[] {
  const query = queryTokens.slice(0, MAX_ALIGNED_TOKENS).map(prepareToken);
  const candidate = candidateTokens.slice(0, MAX_ALIGNED_TOKENS).map(prepareToken);
  const options: AlignedPair[] = [];
  const consider = (q: number[], c: number[], a: PreparedToken, b: PreparedToken, joined: boolean) => {
    const { similarity, basis } = tokenSimilarity(a, b, useSkeleton);
    // An initial glued to a word is not a word ("j" + "smith"); nor is a joined pair a typo of a word.
    if (basis === null || similarity < MIN_PAIR_SIMILARITY || (joined && (basis === 'initial' || basis === 'typo'))) return;
    options.push({ query: q, candidate: c, similarity, basis: joined ? 'joined' : basis });
  };
  for (let i = 0; i < query.length; i++) {
    for (let j = 0; j < candidate.length; j++) consider([i], [j], query[i], candidate[j], false);
  }
  const joinedQuery = query.slice(1).map((token, i) => prepareToken(query[i].text + token.text));
  for (let i = 0; i < joinedQuery.length; i++) {
    for (let j = 0; j < candidate.length; j++) consider([i, i + 1], [j], joinedQuery[i], candidate[j], true);
  }
  for (let j = 0; j + 1 < candidate.length; j++) {
    const joined = prepareToken(candidate[j].text + candidate[j + 1].text);
    for (let i = 0; i < query.length; i++) consider([i], [j, j + 1], query[i], joined, true);
    // "Abdul Rahman" / عبد الرحمن ("bd lrhmn"): both sides split, but at different places.
    for (let i = 0; i < joinedQuery.length; i++) consider([i, i + 1], [j, j + 1], joinedQuery[i], joined, true);
  }
  // Best similarity first; on a tie word for word, so identical names are not reported as joined pairs.
  options.sort((x, y) => y.similarity - x.similarity || x.query.length + x.candidate.length - (y.query.length + y.candidate.length));
  const usedQuery = new Set<number>();
  const usedCandidate = new Set<number>();
  const pairs: AlignedPair[] = [];
  for (const option of options) {
    if (option.query.some((i) => usedQuery.has(i)) || option.candidate.some((j) => usedCandidate.has(j))) continue;
    option.query.forEach((i) => usedQuery.add(i));
    option.candidate.forEach((j) => usedCandidate.add(j));
    pairs.push(option);
  }
  return pairs;
}
