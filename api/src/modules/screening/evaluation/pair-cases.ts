/**
 * Evaluation over labelled name pairs (the format of ../shared/eval/peer-names: a query, a listed name with
 * aliases and countries, and whether they name the same party), screened the way the search surface
 * does it: every listed name imported as one list, one entity per case, each query screened against the
 * whole list with its schema (a filter on the kind of party, as in ScreeningService.search) and country.
 * A case counts as matched when its own entity is among the hits at or above the threshold.
 *
 * With `retrieval`, only the names the token index would return (in-memory-retrieval.ts) are scored, as in
 * the database-backed search; without it, every name is.
 */
import { countryCodes } from '../matching/countries.js';
import { normalizeName, type NormalizedName } from '../matching/normalize-name.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema, type MatchSubject } from '../matching/score-match.js';
import { buildTokenIndex, retrieveCandidates } from './in-memory-retrieval.js';

export interface PairCase {
  id: string;
  schema: MatchSchema | 'Any';
  query: string;
  listed: string;
  listedAliases?: string[];
  queryCountry?: string;
  listedCountry?: string;
  expect: 'match' | 'no_match';
  note?: string;
}

export interface PairSide {
  query: string;
  listed: string;
  queryCountry?: string;
  listedCountry?: string;
}

/** "better must score above worse". */
export interface PairRanking {
  schema: MatchSchema | 'Any';
  better: PairSide;
  worse: PairSide;
  note?: string;
}

export interface PairResult {
  case: PairCase;
  /** The best score of the case's own entity (0 when retrieval did not return it). */
  score: number;
  matched: boolean;
  /** Other entities reported at or above the threshold. */
  otherHits: string[];
  explanation: string[];
}

export interface PairEvaluation {
  cases: number;
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
  accuracy: number;
  precision: number;
  recall: number;
  results: PairResult[];
}

interface ListedEntity {
  id: string;
  schema: MatchSchema;
  names: NormalizedName[];
  countries: string[];
}

const COMPANY_SCHEMAS = new Set<string>(['Company', 'Organization', 'LegalEntity']);
const sameKind = (wanted: MatchSchema, schema: MatchSchema) =>
  wanted === schema || (COMPANY_SCHEMAS.has(wanted) && COMPANY_SCHEMAS.has(schema));

export function evaluatePairCases(
  cases: readonly PairCase[],
  options: { retrieval?: boolean; typoWhenListed?: boolean; threshold?: number } = {},
): PairEvaluation {
  const threshold = options.threshold ?? MATCH_THRESHOLD;
  const entities: ListedEntity[] = cases.map((c) => ({
    id: c.id,
    schema: c.schema === 'Any' ? 'LegalEntity' : c.schema,
    names: [c.listed, ...(c.listedAliases ?? [])].map(normalizeName),
    countries: countryCodes(c.listedCountry ?? ''),
  }));
  const names = entities.flatMap((entity, e) => entity.names.map((name) => ({ entity: e, name })));
  const index = options.retrieval ? buildTokenIndex(names.map((n) => n.name)) : undefined;
  const counts = { truePositives: 0, falsePositives: 0, trueNegatives: 0, falseNegatives: 0 };
  const results: PairResult[] = [];
  cases.forEach((c, own) => {
    const schema = c.schema === 'Any' ? undefined : c.schema;
    const query: MatchSubject = { name: normalizeName(c.query), countries: countryCodes(c.queryCountry ?? ''), schema };
    const scored = index ? retrieveCandidates(index, query.name, options).map((i) => names[i]) : names;
    const best = new Map<number, { score: number; explanation: string[] }>();
    for (const { entity, name } of query.name.key === '' ? [] : scored) {
      const listed = entities[entity];
      if (schema && !sameKind(schema, listed.schema)) continue;
      const result = scoreMatch(query, { name, countries: listed.countries, schema: listed.schema });
      if (result.score > (best.get(entity)?.score ?? -1)) best.set(entity, result);
    }
    const ownResult = best.get(own);
    const matched = (ownResult?.score ?? 0) >= threshold;
    const otherHits = [...best].filter(([e, r]) => e !== own && r.score >= threshold).map(([e]) => entities[e].id);
    if (c.expect === 'match') counts[matched ? 'truePositives' : 'falseNegatives']++;
    else counts[matched ? 'falsePositives' : 'trueNegatives']++;
    results.push({ case: c, score: ownResult?.score ?? 0, matched, otherHits, explanation: ownResult?.explanation ?? [] });
  });
  const { truePositives, falsePositives, trueNegatives, falseNegatives } = counts;
  return {
    cases: cases.length,
    ...counts,
    accuracy: (truePositives + trueNegatives) / Math.max(1, cases.length),
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    recall: truePositives / Math.max(1, truePositives + falseNegatives),
    results,
  };
}

/** Scores both pairs of each ranking directly; it holds when `better` scores strictly higher. */
export function checkRankings(rankings: readonly PairRanking[]): { ranking: PairRanking; better: number; worse: number; held: boolean }[] {
  return rankings.map((ranking) => {
    const schema = ranking.schema === 'Any' ? undefined : ranking.schema;
    const score = (side: PairSide) =>
      scoreMatch(
        { name: normalizeName(side.query), countries: countryCodes(side.queryCountry ?? ''), schema },
        { name: normalizeName(side.listed), countries: countryCodes(side.listedCountry ?? ''), schema },
      ).score;
    const better = score(ranking.better);
    const worse = score(ranking.worse);
    return { ranking, better, worse, held: better > worse };
  });
}
