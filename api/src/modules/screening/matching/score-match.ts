/**
 * Scores how likely a screened name (the query) names the same party as a watchlist entry (the candidate).
 *
 * score = clamp01(tokenAlignment + legalForm + country + schema), where
 *
 *   tokenAlignment = Σ_pairs similarity(p) · (w(query tokens of p) + w(candidate tokens of p))
 *                    ─────────────────────────────────────────────────────────────────────────
 *                              Σ w(all query tokens) + Σ w(all candidate tokens)
 *
 *   pairs        greedy word-order-independent alignment (align-tokens.ts), per-token similarity from
 *                token-similarity.ts (exact 1, transliteration 0.97, typo ≤ 0.96, skeleton 0.93, initial 0.8)
 *   w(token)     how much a word identifies a name: 1 for words of 4+ letters and for numbers, 0.8 for
 *                three letters, 0.6 for two, 0.5 for generic company words ("bank", "trading", "group"),
 *                0.4 for Russian patronymics, 0.3 for initials and particles ("al", "bin", "van", "de");
 *                in a person's name of three or more tokens the inner ones weigh at most 0.4, because middle
 *                names, patronymics and the Arabic father's name are the parts most often left out.
 *                An unmatched token therefore costs in proportion to its weight: a missing "Neft" in
 *                "Gazprom" vs "Gazprom Neft" costs a third, a missing patronymic much less.
 *   legalForm    +0.02 same class (LLC ~ OOO ~ GmbH), −0.05 different classes, 0 if either has none
 *   country      +0.03 a shared country, −0.08 both known and disjoint, 0 if either is unknown;
 *                countries are ISO 3166-1 alpha-2 codes in lower case, the FollowTheMoney convention
 *   schema       −0.25 when a person is compared with an organisation or a vessel, else 0
 *
 * The adjustments are small on purpose: lists record countries and legal forms incompletely, so they move a
 * borderline name match across the threshold but never make a match out of a different name.
 */
import { alignTokens, MAX_ALIGNED_TOKENS, type AlignedPair } from './align-tokens.js';
import { compareLegalForms, type LegalFormAgreement } from './legal-forms.js';
import type { NormalizedName } from './normalize-name.js';

/**
 * Scores at or above this are reported as potential matches. Tuned on the labelled evaluation set
 * (evaluation/cases.json, 690 cases): false positives at 0.80 / 0.82 / 0.84 / 0.86 / 0.90 were 13 / 11 / 1 /
 * 1 / 0 and misses 5 / 5 / 5 / 7 / 30. Below 0.84 names that lack one distinctive word come through
 * ("Rosneft" vs "Rosneft Trading" is 0.80, plus 0.03 for a shared country); above it Arabic-script names
 * (skeleton similarity 0.93) that also omit the father's name start to drop out.
 */
export const MATCH_THRESHOLD = 0.84;

export type MatchSchema = 'Company' | 'Organization' | 'LegalEntity' | 'Person' | 'Vessel';

export interface MatchSubject {
  name: NormalizedName;
  /** ISO 3166-1 alpha-2, lower case ("ru"); upper case is accepted too. */
  countries: string[];
  schema?: MatchSchema;
}

export type Agreement = 'agree' | 'differ' | 'absent';

export interface MatchedToken {
  query: string;
  candidate: string;
  similarity: number;
  basis: AlignedPair['basis'];
}

export interface MatchScore {
  score: number;
  features: {
    tokenAlignment: number;
    matchedTokens: MatchedToken[];
    unmatchedQueryTokens: string[];
    unmatchedCandidateTokens: string[];
    legalForm: LegalFormAgreement;
    country: Agreement;
    schema: 'compatible' | 'mismatch' | 'absent';
  };
  explanation: string[];
}

const LEGAL_FORM_ADJUSTMENT: Record<LegalFormAgreement, number> = { agree: 0.02, differ: -0.05, absent: 0 };
const COUNTRY_ADJUSTMENT: Record<Agreement, number> = { agree: 0.03, differ: -0.08, absent: 0 };
const SCHEMA_MISMATCH_ADJUSTMENT = -0.25;

/** Words that appear in many unrelated company names; matching them says little, missing them costs little. */
const GENERIC_WORDS = new Set([
  'bank',
  'trading',
  'trade',
  'group',
  'holding',
  'holdings',
  'international',
  'industries',
  'industrial',
  'oil',
  'gas',
  'energy',
  'services',
  'service',
  'shipping',
  'investment',
  'investments',
  'import',
  'export',
  'construction',
  'development',
  'national',
  'general',
  'global',
  'commercial',
  'financial',
  'finance',
  'capital',
  'partners',
  'enterprises',
  'enterprise',
  'technology',
  'technologies',
  'engineering',
  'logistics',
  'management',
  'marine',
  'maritime',
  // Country words qualify a name ("Bank Melli Iran") more than they identify it.
  'iran',
  'iranian',
  'islamic',
  'republic',
  'russia',
  'russian',
  'china',
  'chinese',
  'syria',
  'syrian',
  'iraq',
  'iraqi',
  'korea',
  'arab',
  'emirates',
]);

/** Connecting words and name particles. */
const PARTICLES = new Set([
  'and',
  'of',
  'for',
  'und',
  'et',
  'al',
  'el',
  'bin',
  'ibn',
  'bn',
  'ben',
  'bint',
  'abu',
  'van',
  'von',
  'der',
  'de',
  'da',
  'di',
  'du',
  'la',
  'le',
  'del',
  'dos',
  'das',
]);

const PATRONYMIC_ENDINGS = ['ovich', 'evich', 'ovna', 'evna', 'ichna', 'ogly', 'kyzy'];

export function tokenWeight(token: string): number {
  if (isNumber(token)) return 1;
  if (token.length === 1 || PARTICLES.has(token)) return 0.3;
  if (token.length >= 7 && PATRONYMIC_ENDINGS.some((ending) => token.endsWith(ending))) return 0.4;
  if (GENERIC_WORDS.has(token)) return 0.5;
  if (token.length === 2) return 0.6;
  if (token.length === 3) return 0.8;
  return 1;
}

export function scoreMatch(query: MatchSubject, candidate: MatchSubject): MatchScore {
  const queryTokens = query.name.tokens.slice(0, MAX_ALIGNED_TOKENS);
  const candidateTokens = candidate.name.tokens.slice(0, MAX_ALIGNED_TOKENS);
  const useSkeleton = query.name.script === 'arabic' || candidate.name.script === 'arabic';
  const pairs = alignTokens(queryTokens, candidateTokens, useSkeleton);

  const isPerson = query.schema === 'Person' || candidate.schema === 'Person';
  const queryWeights = tokenWeights(queryTokens, isPerson);
  const candidateWeights = tokenWeights(candidateTokens, isPerson);
  const totalWeight = sum(queryWeights) + sum(candidateWeights);
  let alignedWeight = 0;
  for (const pair of pairs) {
    alignedWeight += pair.similarity * (sum(pair.query.map((i) => queryWeights[i])) + sum(pair.candidate.map((j) => candidateWeights[j])));
  }
  const tokenAlignment = totalWeight > 0 ? alignedWeight / totalWeight : 0;

  const legalForm = compareLegalForms(query.name.legalForms, candidate.name.legalForms);
  const country = compareCountries(query.countries, candidate.countries);
  const schema = compareSchemas(query.schema, candidate.schema);
  const adjustment =
    LEGAL_FORM_ADJUSTMENT[legalForm] + COUNTRY_ADJUSTMENT[country] + (schema === 'mismatch' ? SCHEMA_MISMATCH_ADJUSTMENT : 0);
  const score = round(Math.min(1, Math.max(0, tokenAlignment + adjustment)));

  const matchedTokens = pairs.map((pair) => ({
    query: pair.query.map((i) => queryTokens[i]).join(' '),
    candidate: pair.candidate.map((j) => candidateTokens[j]).join(' '),
    similarity: round(pair.similarity),
    basis: pair.basis,
  }));
  const matchedQuery = new Set(pairs.flatMap((pair) => pair.query));
  const matchedCandidate = new Set(pairs.flatMap((pair) => pair.candidate));
  const features: MatchScore['features'] = {
    tokenAlignment: round(tokenAlignment),
    matchedTokens,
    unmatchedQueryTokens: queryTokens.filter((_, i) => !matchedQuery.has(i)),
    unmatchedCandidateTokens: candidateTokens.filter((_, j) => !matchedCandidate.has(j)),
    legalForm,
    country,
    schema,
  };
  return { score, features, explanation: explain(features, query, candidate, score, queryTokens.length, candidateTokens.length) };
}

function explain(
  features: MatchScore['features'],
  query: MatchSubject,
  candidate: MatchSubject,
  score: number,
  queryCount: number,
  candidateCount: number,
): string[] {
  const { matchedTokens, unmatchedQueryTokens, unmatchedCandidateTokens } = features;
  const lines: string[] = [];
  if (matchedTokens.length === 0) {
    lines.push('no name tokens align');
  } else {
    const average = matchedTokens.reduce((sum, pair) => sum + pair.similarity, 0) / matchedTokens.length;
    lines.push(
      `${queryCount - unmatchedQueryTokens.length} of ${queryCount} query name tokens and ` +
        `${candidateCount - unmatchedCandidateTokens.length} of ${candidateCount} listed name tokens align ` +
        `(avg similarity ${average.toFixed(2)}), word order ignored`,
    );
  }
  for (const pair of matchedTokens) {
    if (pair.basis !== 'exact')
      lines.push(`"${pair.query}" ~ "${pair.candidate}": ${BASIS_WORDS[pair.basis]} (${pair.similarity.toFixed(2)})`);
  }
  if (unmatchedQueryTokens.length > 0) lines.push(`not in the listed name: ${unmatchedQueryTokens.join(', ')}`);
  if (unmatchedCandidateTokens.length > 0) lines.push(`not in the screened name: ${unmatchedCandidateTokens.join(', ')}`);
  if (features.legalForm === 'agree') lines.push(`legal form agrees (${query.name.legalForms.join(', ')})`);
  if (features.legalForm === 'differ') {
    lines.push(`legal form differs (${query.name.legalForms.join(', ')} vs ${candidate.name.legalForms.join(', ')})`);
  }
  if (features.country === 'agree') lines.push(`country agrees (${sharedCountries(query.countries, candidate.countries).join(', ')})`);
  if (features.country === 'differ') {
    lines.push(`country differs (${upper(query.countries).join(', ')} vs ${upper(candidate.countries).join(', ')})`);
  }
  if (features.schema === 'mismatch') lines.push(`different kinds of party (${query.schema} vs ${candidate.schema})`);
  lines.push(`score ${score.toFixed(2)} (threshold ${MATCH_THRESHOLD})`);
  return lines;
}

const BASIS_WORDS: Record<MatchedToken['basis'], string> = {
  exact: 'identical',
  transliteration: 'same word in another transliteration',
  typo: 'spelling differs slightly',
  skeleton: 'same consonants (vowels not written in the original script)',
  initial: 'initial',
  joined: 'same word written as two',
};

function compareCountries(a: readonly string[], b: readonly string[]): Agreement {
  if (a.length === 0 || b.length === 0) return 'absent';
  return sharedCountries(a, b).length > 0 ? 'agree' : 'differ';
}

function sharedCountries(a: readonly string[], b: readonly string[]): string[] {
  const other = new Set(b.map((code) => code.toLowerCase()));
  return upper(a.filter((code) => other.has(code.toLowerCase())));
}

function upper(codes: readonly string[]): string[] {
  return codes.map((code) => code.toUpperCase());
}

/** FollowTheMoney: Company and Organization are LegalEntities, and so is a Person; a Vessel is none. */
function compareSchemas(a: MatchSchema | undefined, b: MatchSchema | undefined): MatchScore['features']['schema'] {
  if (a === undefined || b === undefined) return 'absent';
  if (a === 'LegalEntity' || b === 'LegalEntity') return a === 'Vessel' || b === 'Vessel' ? 'mismatch' : 'compatible';
  return schemaKind(a) === schemaKind(b) ? 'compatible' : 'mismatch';
}

function schemaKind(schema: MatchSchema): 'person' | 'organization' | 'vessel' {
  if (schema === 'Person') return 'person';
  if (schema === 'Vessel') return 'vessel';
  return 'organization';
}

function tokenWeights(tokens: readonly string[], isPerson: boolean): number[] {
  const inner = (i: number) => isPerson && tokens.length >= 3 && i > 0 && i < tokens.length - 1;
  return tokens.map((token, i) => (inner(i) ? Math.min(0.4, tokenWeight(token)) : tokenWeight(token)));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function isNumber(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    if (token[i] < '0' || token[i] > '9') return false;
  }
  return token.length > 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
