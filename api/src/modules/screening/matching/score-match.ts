/**
 * Scores how likely a screened name (the query) names the same party as a watchlist entry (the candidate).
 *
 * score = clamp01(tokenAlignment + legalForm + country + schema + initials + numbers), where
 *
 *   tokenAlignment = Σ_pairs similarity(p) · (w(query tokens of p) + w(candidate tokens of p))
 *                    ─────────────────────────────────────────────────────────────────────────
 *                              Σ w(all query tokens) + Σ w(all candidate tokens)
 *
 *   pairs        greedy word-order-independent alignment (align-tokens.ts), per-token similarity from
 *                token-similarity.ts (exact 1, transliteration 0.97, nickname 0.9, typo ≤ 0.96, phonetic
 *                0.8–0.85, skeleton 0.93, initial 0.8), words joined or split (joined) and acronyms (0.9)
 *   w(token)     how much a word identifies a name: 1 for words of 4+ letters and for numbers, 0.8 for
 *                three letters, 0.6 for two, 0.5 for generic company words ("bank", "trading", "group") and
 *                for initials written as an acronym ("A.I.C."), 0.4 for Russian patronymics, 0.3 for
 *                initials and particles ("al", "bin", "van", "de"); in a person's name of three or more
 *                tokens the inner ones weigh at most 0.4, because middle names, patronymics and the Arabic
 *                father's name are the parts most often left out.
 *                An unmatched token therefore costs in proportion to its weight: a missing "Neft" in
 *                "Gazprom" vs "Gazprom Neft" costs a third, a missing patronymic much less.
 *                Two discounts on unmatched words, each only when the other name is matched in full:
 *                - a person's name that is a part of the other (two names or more, all matched, one at
 *                  least the same word: "Carlos Mendoza" in "Juan Carlos de Mendoza Ruiz"): the other's
 *                  extra names weigh 0.2 of their weight, as lists and records carry more or fewer names;
 *                - an organisation whose extra words only say where it is ("Halvorsen Shipping (Norway)",
 *                  "Halvorsen Europe"): those weigh 0.2 of theirs.
 *   legalForm    +0.02 same form (AG ~ Aktiengesellschaft), +0.01 same class (LLC ~ OOO ~ GmbH), −0.2
 *                different classes of one legal system (AG vs GmbH, OOO vs ANO), −0.05 different classes
 *                across systems (SA vs Ltd: as often one company recorded two ways), 0 if either has none
 *   country      +0.03 a shared country, −0.08 both known and disjoint, 0 if either is unknown;
 *                countries are ISO 3166-1 alpha-2 codes in lower case, the FollowTheMoney convention
 *   schema       −0.25 when a person is compared with an organisation or a vessel, else 0
 *   initials     −0.1 when both persons' names keep an initial the other lacks ("Harald K." / "Harald P.")
 *   numbers      −0.1 when a number (or a closing Roman numeral: "Fund II") of an organisation or vessel is
 *                unmatched: numbers tell series, hulls and funds apart
 *
 * The adjustments are small on purpose: lists record countries and legal forms incompletely, so they move a
 * borderline name match across the threshold but never make a match out of a different name. Conflicting
 * legal forms weigh more: "Nordlicht AG" and "Nordlicht GmbH" are two companies.
 */
import { formatInUnit } from '../../../core/units.js';
import { alignTokens, MAX_ALIGNED_TOKENS, type AlignedPair } from './align-tokens.js';
import { isPlaceWord } from './countries.js';
import { compareLegalForms, type LegalFormAgreement } from './legal-forms.js';
import type { NameRewrite, NormalizedName } from './normalize-name.js';

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
    /** Both persons' names keep an initial the other lacks. */
    initialsDiffer: boolean;
    /** An organisation's or vessel's number is unmatched. */
    numberUnmatched: boolean;
    /** The unmatched words of one name weighed less: 'part' of a longer person's name, 'place' words. */
    discount: 'part' | 'place' | null;
  };
  /** The score in sentences: which words met and by which rule, what was read how, what was adjusted. */
  readonly explanation: string[];
}

const LEGAL_FORM_ADJUSTMENT: Record<LegalFormAgreement, number> = { same: 0.02, agree: 0.01, differ: -0.05, conflict: -0.2, absent: 0 };
const COUNTRY_ADJUSTMENT: Record<Agreement, number> = { agree: 0.03, differ: -0.08, absent: 0 };
const SCHEMA_MISMATCH_ADJUSTMENT = -0.25;
const INITIALS_DIFFER_ADJUSTMENT = -0.1;
const NUMBER_UNMATCHED_ADJUSTMENT = -0.1;
/** Share of its weight an unmatched word keeps under a discount (see above). */
const DISCOUNTED = 0.2;

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
  const abjad = (name: NormalizedName) => name.script === 'arabic' || name.script === 'hebrew';
  const isPerson = query.schema === 'Person' || candidate.schema === 'Person';
  const pairs = alignTokens(
    { tokens: queryTokens, foreign: query.name.foreign, initials: query.name.initials },
    { tokens: candidateTokens, foreign: candidate.name.foreign, initials: candidate.name.initials },
    { skeleton: abjad(query.name) || abjad(candidate.name), person: isPerson },
  );

  const matchedQuery = new Set(pairs.flatMap((pair) => pair.query));
  const matchedCandidate = new Set(pairs.flatMap((pair) => pair.candidate));
  const queryWeights = tokenWeights(queryTokens, query.name.initials ?? [], isPerson);
  const candidateWeights = tokenWeights(candidateTokens, candidate.name.initials ?? [], isPerson);
  // A name is a part of another only when one name at least is the same word, not just a similar one.
  // (a typo of a word written without vowels is not one: Ebrahimi "brhymy" / Ibrahim "brhym").
  const anchored = pairs.some((pair) => {
    const strong = pair.similarity >= 0.97 || pair.basis === 'nickname' || (pair.basis === 'typo' && pair.similarity >= 0.96);
    return strong && pair.query.some((i) => !PARTICLES.has(queryTokens[i]) && /[aeiou]/.test(queryTokens[i]));
  });
  const byInitial = pairs.filter((pair) => pair.basis === 'initial');
  const discount = discountUnmatched(
    { tokens: queryTokens, matched: matchedQuery, weights: queryWeights, byInitial: new Set(byInitial.flatMap((p) => p.query)) },
    {
      tokens: candidateTokens,
      matched: matchedCandidate,
      weights: candidateWeights,
      byInitial: new Set(byInitial.flatMap((p) => p.candidate)),
    },
    isPerson ? (anchored ? 'part' : null) : 'place',
  );
  const totalWeight = sum(queryWeights) + sum(candidateWeights);
  let alignedWeight = 0;
  for (const pair of pairs) {
    alignedWeight += pair.similarity * (sum(pair.query.map((i) => queryWeights[i])) + sum(pair.candidate.map((j) => candidateWeights[j])));
  }
  const tokenAlignment = totalWeight > 0 ? alignedWeight / totalWeight : 0;

  const unmatchedQueryTokens = queryTokens.filter((_, i) => !matchedQuery.has(i));
  const unmatchedCandidateTokens = candidateTokens.filter((_, j) => !matchedCandidate.has(j));
  const legalForm = compareLegalForms(query.name, candidate.name);
  const country = compareCountries(query.countries, candidate.countries);
  const schema = compareSchemas(query.schema, candidate.schema);
  const initialsDiffer = isPerson && pairs.length > 0 && unmatchedQueryTokens.some(isInitial) && unmatchedCandidateTokens.some(isInitial);
  const numberUnmatched =
    !isPerson &&
    pairs.length > 0 &&
    (queryTokens.some((token, i, all) => !matchedQuery.has(i) && isNumberLike(token, i, all)) ||
      candidateTokens.some((token, j, all) => !matchedCandidate.has(j) && isNumberLike(token, j, all)));
  const adjustment =
    LEGAL_FORM_ADJUSTMENT[legalForm] +
    COUNTRY_ADJUSTMENT[country] +
    (schema === 'mismatch' ? SCHEMA_MISMATCH_ADJUSTMENT : 0) +
    (initialsDiffer ? INITIALS_DIFFER_ADJUSTMENT : 0) +
    (numberUnmatched ? NUMBER_UNMATCHED_ADJUSTMENT : 0);
  const score = round(Math.min(1, Math.max(0, tokenAlignment + adjustment)));

  const matchedTokens = pairs.map((pair) => ({
    query: pair.query.map((i) => queryTokens[i]).join(' '),
    candidate: pair.candidate.map((j) => candidateTokens[j]).join(' '),
    similarity: round(pair.similarity),
    basis: pair.basis,
  }));
  const features: MatchScore['features'] = {
    tokenAlignment: round(tokenAlignment),
    matchedTokens,
    unmatchedQueryTokens,
    unmatchedCandidateTokens,
    legalForm,
    country,
    schema,
    initialsDiffer,
    numberUnmatched,
    discount,
  };
  // Written when read: most scored candidates fall below the threshold and are never shown.
  let explanation: string[] | undefined;
  return {
    score,
    features,
    get explanation() {
      return (explanation ??= explain(features, query, candidate, score, queryTokens.length, candidateTokens.length));
    },
  };
}

interface WeighedSide {
  tokens: readonly string[];
  matched: ReadonlySet<number>;
  weights: number[];
  /** Tokens matched only as an initial. */
  byInitial: ReadonlySet<number>;
}

/**
 * Lowers the weights (in place) of one name's unmatched words when the other name is matched in full and
 * those words only add to it: a person's further names ('part'), an organisation's place words ('place').
 * See the header.
 */
function discountUnmatched(query: WeighedSide, candidate: WeighedSide, kind: 'part' | 'place' | null): MatchScore['features']['discount'] {
  if (kind === null) return null;
  for (const [full, extra] of [
    [query, candidate],
    [candidate, query],
  ]) {
    const unmatched = extra.tokens.map((_, i) => i).filter((i) => !extra.matched.has(i));
    if (unmatched.length === 0 || full.matched.size < full.tokens.length) continue;
    if (kind === 'part' ? !namesInFull(full) : !unmatched.every((i) => isPlaceWord(extra.tokens[i]))) continue;
    for (const i of unmatched) extra.weights[i] *= DISCOUNTED;
    return kind;
  }
  return null;
}

/**
 * A name that another can be a part of: two names at least beside particles and initials, none of them
 * matched only as an initial ("Abu Ali" is one name and a particle; "A. Ali" no more than an initial).
 */
function namesInFull(side: WeighedSide): boolean {
  if (side.byInitial.size > 0) return false;
  return side.tokens.filter((token) => token.length > 1 && !PARTICLES.has(token)).length >= 2;
}

const isInitial = (token: string) => token.length === 1 && token >= 'a' && token <= 'z';

const ROMAN_NUMERALS = new Set(['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii']);

/** A number, or a Roman numeral closing an organisation's name ("Capital Fund II"). */
function isNumberLike(token: string, index: number, all: readonly string[]): boolean {
  return isNumber(token) || (ROMAN_NUMERALS.has(token) && index === all.length - 1);
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
  lines.push(...rewriteLines('screened', query.name), ...rewriteLines('listed', candidate.name));
  if (unmatchedQueryTokens.length > 0) lines.push(`not in the listed name: ${unmatchedQueryTokens.join(', ')}`);
  if (unmatchedCandidateTokens.length > 0) lines.push(`not in the screened name: ${unmatchedCandidateTokens.join(', ')}`);
  if (features.discount === 'part') lines.push('one name is a part of the other: its further names weigh less');
  if (features.discount === 'place') lines.push('the further words only name a place: they weigh less');
  if (features.legalForm === 'same') lines.push(`legal form is the same (${query.name.legalFormNames.join(', ')})`);
  if (features.legalForm === 'agree') lines.push(`legal form agrees (${query.name.legalForms.join(', ')})`);
  if (features.legalForm === 'conflict') {
    lines.push(
      `legal forms conflict: two kinds of entity in one legal system (${query.name.legalFormNames.join(', ')} vs ` +
        `${candidate.name.legalFormNames.join(', ')})`,
    );
  }
  if (features.legalForm === 'differ') {
    lines.push(
      `legal form differs (${query.name.legalFormNames.join(', ')}: ${query.name.legalForms.join(', ')} vs ` +
        `${candidate.name.legalFormNames.join(', ')}: ${candidate.name.legalForms.join(', ')})`,
    );
  }
  if (features.country === 'agree') lines.push(`country agrees (${sharedCountries(query.countries, candidate.countries).join(', ')})`);
  if (features.country === 'differ') {
    lines.push(`country differs (${upper(query.countries).join(', ')} vs ${upper(candidate.countries).join(', ')})`);
  }
  if (features.schema === 'mismatch') lines.push(`different kinds of party (${query.schema} vs ${candidate.schema})`);
  if (features.initialsDiffer) lines.push('the names keep different initials');
  if (features.numberUnmatched) lines.push('a number in one name is not in the other');
  lines.push(`score ${formatInUnit(score, 'percent')} (threshold ${formatInUnit(MATCH_THRESHOLD, 'percent')})`);
  return lines;
}

const BASIS_WORDS: Record<MatchedToken['basis'], string> = {
  exact: 'identical',
  transliteration: 'same word in another transliteration',
  nickname: 'given-name variant (nickname table)',
  typo: 'spelling differs slightly',
  phonetic: 'one letter differs, sounds the same',
  skeleton: 'same consonants (vowels not written in the original script)',
  initial: 'initial',
  joined: 'same words written together or apart',
  acronym: 'acronym of the words',
};

const SCRIPT_NAMES: Record<NormalizedName['script'], string> = {
  latin: 'Latin',
  cyrillic: 'Cyrillic',
  greek: 'Greek',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  cjk: 'Chinese, Japanese or Korean',
  other: 'non-Latin',
};

/** How normalisation read a name, one sentence per rule that changed it. */
function rewriteLines(which: 'screened' | 'listed', name: NormalizedName): string[] {
  const lines: string[] = [];
  const rewrites: readonly NameRewrite[] = name.rewrites ?? [];
  for (const rewrite of rewrites) {
    const from = `"${rewrite.from}"`;
    const to = `"${rewrite.to}"`;
    if (rewrite.rule === 'transliteration') lines.push(`${which} name transliterated from ${SCRIPT_NAMES[name.script]} script: ${to}`);
    else if (rewrite.rule === 'split-case') lines.push(`${which} name split where words were joined (capital letters): ${to}`);
    else if (rewrite.rule === 'initials') lines.push(`${which} name: initials ${from} read as one word ${to}`);
    else if (rewrite.rule === 'digits-for-letters') lines.push(`${which} name: ${from} read as ${to} (digits written for letters)`);
    else if (rewrite.rule === 'number-words') lines.push(`${which} name: ${from} read as the number ${to}`);
    else if (rewrite.rule === 'title') lines.push(`${which} name: title ${from} left out`);
    else lines.push(`${which} name: ${from} read as the legal form ${to}`);
  }
  return lines;
}

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

function tokenWeights(tokens: readonly string[], initials: readonly boolean[], isPerson: boolean): number[] {
  const inner = (i: number) => isPerson && tokens.length >= 3 && i > 0 && i < tokens.length - 1;
  return tokens.map((token, i) => {
    if (!isPerson && isNumberLike(token, i, tokens)) return 1;
    // Initials written as an acronym ("A.I.C.") weigh like a generic word; two letters stay a pair of initials.
    const weight = initials[i] && token.length >= 3 ? 0.5 : tokenWeight(token);
    return inner(i) ? Math.min(0.4, weight) : weight;
  });
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
