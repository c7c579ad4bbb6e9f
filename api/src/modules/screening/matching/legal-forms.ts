/**
 * Legal-form words and abbreviations, recognised on already-normalised tokens (lowercase ASCII, punctuation
 * turned into spaces), so "L.L.C.", "LLC" and Cyrillic "ООО" arrive here as ["l","l","c"], ["llc"] and ["ooo"].
 *
 * Each form reduces to a canonical class rather than being compared literally: "OOO Romashka" and
 * "Romashka LLC" are the same kind of company, while a name being registered as a limited company in one
 * list and as a joint-stock company in another is (weak) evidence of two different entities.
 */

export type LegalFormClass = 'limited' | 'joint_stock' | 'corporation' | 'partnership' | 'company';

/**
 * 'company' ("Co", "Company") says only that the name is an organisation; it neither agrees nor disagrees
 * with a specific class, see {@link compareLegalForms}.
 */
const FORMS: Readonly<Record<LegalFormClass, readonly string[]>> = {
  limited: [
    'llc',
    'l l c',
    'ltd',
    'limited',
    'limited liability company',
    'private limited company',
    'gmbh',
    'g m b h',
    'gesmbh',
    'gesellschaft mit beschrankter haftung',
    'ooo',
    'o o o',
    'obshchestvo s ogranichennoy otvetstvennostyu',
    'obshchestvo s ogranichennoi otvetstvennostiu',
    'tov',
    'sarl',
    's a r l',
    'srl',
    's r l',
    'sro',
    's r o',
    'sp z o o',
    'spzoo',
    'd o o',
    'doo',
    'bv',
    'b v',
    'kft',
    'pty',
    'pty ltd',
    'pvt',
    'pvt ltd',
    'private limited',
    'sdn bhd',
    'ltda',
    'fze',
    'fzco',
    'fz llc',
    'aps',
    'epe',
    'ike',
    'ehf',
    'co ltd',
    'co limited',
    'pt',
  ],
  joint_stock: [
    'ag',
    'a g',
    'aktiengesellschaft',
    'ao',
    'a o',
    'zao',
    'oao',
    'pao',
    'jsc',
    'pjsc',
    'cjsc',
    'ojsc',
    'joint stock company',
    'public joint stock company',
    'closed joint stock company',
    'open joint stock company',
    'private joint stock company',
    'aktsionernoe obshchestvo',
    'publichnoe aktsionernoe obshchestvo',
    'sa',
    's a',
    'societe anonyme',
    'sociedad anonima',
    'sa de cv',
    's a de c v',
    'sas',
    's a s',
    'sac',
    's a c',
    'spa',
    's p a',
    'nv',
    'n v',
    'plc',
    'p l c',
    'public limited company',
    'ab',
    'as',
    'a s',
    'asa',
    'oy',
    'oyj',
    'se',
    'bhd',
    'berhad',
    'zrt',
    'nyrt',
    'ae',
    'a e',
    'ad',
    'dd',
    'd d',
    'kk',
    'tbk',
  ],
  corporation: ['inc', 'incorporated', 'corp', 'corporation'],
  partnership: [
    'lp',
    'l p',
    'llp',
    'l l p',
    'limited partnership',
    'limited liability partnership',
    'kg',
    'gmbh co kg',
    'gmbh and co kg',
    'ag co kg',
    'ag and co kg',
    'ohg',
    'snc',
    'gbr',
    'vof',
  ],
  company: ['co', 'company', 'and co'],
};

/** Longest form, in tokens; bounds the look-ups per position. */
const MAX_FORM_TOKENS = 5;

const FORM_BY_TOKENS = new Map<string, LegalFormClass>();
for (const [formClass, forms] of Object.entries(FORMS) as [LegalFormClass, readonly string[]][]) {
  for (const form of forms) FORM_BY_TOKENS.set(form, formClass);
}
/**
 * Forms that are written before the name ("OOO Romashka", "LLC Romashka" in Russian registers translated to
 * English, "PT Maju Jaya"). Only these are stripped at the start: a leading "Sa" or "Ao" is more likely a name part than a legal form. "PT" is only ever a prefix.
 */
const PREFIX_FORMS = new Set([
  'ooo',
  'o o o',
  'llc',
  'l l c',
  'zao',
  'oao',
  'pao',
  'ao',
  'jsc',
  'pjsc',
  'cjsc',
  'ojsc',
  'tov',
  'pt',
  'limited liability company',
  'joint stock company',
  'public joint stock company',
  'closed joint stock company',
  'open joint stock company',
  'private joint stock company',
  'obshchestvo s ogranichennoy otvetstvennostyu',
  'obshchestvo s ogranichennoi otvetstvennostiu',
  'aktsionernoe obshchestvo',
  'publichnoe aktsionernoe obshchestvo',
]);
const NEVER_SUFFIX_FORMS = new Set(['pt']);

export interface LegalFormSplit {
  /** The name without its legal forms. */
  tokens: string[];
  /** Canonical classes of the removed forms, in order of appearance, without duplicates. */
  legalForms: LegalFormClass[];
}

/**
 * Removes legal forms from the start and the end of a token list ("OOO Romashka", "Romashka Co Ltd",
 * "Alpha GmbH & Co KG"). Only the edges are stripped: short forms such as "sa", "as" or "ad" can be ordinary
 * words or name parts inside a name. A name that consists of nothing but legal-form words is kept as is.
 */
export function splitLegalForms(tokens: readonly string[]): LegalFormSplit {
  const leading: LegalFormClass[] = [];
  const trailing: LegalFormClass[] = [];
  let start = 0;
  let end = tokens.length;
  for (let length = formAtEdge(tokens, start, end, 'start'); length > 0; length = formAtEdge(tokens, start, end, 'start')) {
    leading.push(FORM_BY_TOKENS.get(tokens.slice(start, start + length).join(' '))!);
    start += length;
  }
  for (let length = formAtEdge(tokens, start, end, 'end'); length > 0; length = formAtEdge(tokens, start, end, 'end')) {
    trailing.unshift(FORM_BY_TOKENS.get(tokens.slice(end - length, end).join(' '))!);
    end -= length;
  }
  if (start >= end) return { tokens: [...tokens], legalForms: [] };
  return { tokens: tokens.slice(start, end), legalForms: [...new Set([...leading, ...trailing])] };
}

/** Length in tokens of the longest form at the given edge of tokens[start, end), or 0. */
function formAtEdge(tokens: readonly string[], start: number, end: number, edge: 'start' | 'end'): number {
  for (let length = Math.min(MAX_FORM_TOKENS, end - start); length > 0; length--) {
    const form = (edge === 'start' ? tokens.slice(start, start + length) : tokens.slice(end - length, end)).join(' ');
    if (edge === 'start' ? PREFIX_FORMS.has(form) : FORM_BY_TOKENS.has(form) && !NEVER_SUFFIX_FORMS.has(form)) return length;
  }
  return 0;
}

export type LegalFormAgreement = 'agree' | 'differ' | 'absent';

/**
 * 'agree' when both names carry a specific class in common, 'differ' when both carry specific classes and
 * none is shared, otherwise 'absent' (one side has no form, or only the generic "Co"/"Company").
 */
export function compareLegalForms(a: readonly string[], b: readonly string[]): LegalFormAgreement {
  const specificA = a.filter((formClass) => formClass !== 'company');
  const specificB = b.filter((formClass) => formClass !== 'company');
  if (specificA.length === 0 || specificB.length === 0) return 'absent';
  return specificA.some((formClass) => specificB.includes(formClass)) ? 'agree' : 'differ';
}
