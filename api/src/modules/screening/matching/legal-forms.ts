/**
 * Legal-form words and abbreviations, recognised on already-normalised tokens (lowercase ASCII, punctuation
 * turned into spaces, runs of single letters joined), so "L.L.C.", "LLC" and Cyrillic "ООО" arrive here as
 * ["llc"], ["llc"] and ["ooo"], and "Sp. z o.o." as ["sp", "zoo"].
 *
 * Each form has a canonical abbreviation and a class. Spelled-out forms in the languages lists and
 * registers are written in reduce to the abbreviation ("Aktiengesellschaft" is AG, "Societatea cu
 * Răspundere Limitată" is SRL, "Open Joint Stock Company" is OJSC), so the same form written two ways
 * agrees exactly. Forms of one class in different countries ("OOO", "LLC", "GmbH") agree as a class; forms
 * of different classes (AG, a joint-stock company, and GmbH, a limited company) are evidence of two
 * different entities.
 *
 * Words are compared by their folded spelling (token-similarity.ts), so "Joynt Stock Company" is found, and
 * a long form word with a typo at the edge of a name ("Aktiengeselschaft", "Compan") is read as the form.
 */
import { allowedEdits, editDistance, foldSpelling } from './token-similarity.js';

export type LegalFormClass = 'limited' | 'joint_stock' | 'partnership' | 'nonprofit' | 'company';

/**
 * class → canonical abbreviation → the ways it is written (the abbreviation itself is one of them).
 * 'company' ("Co", "Company") says only that the name is an organisation; it neither agrees nor disagrees
 * with a specific class, see {@link compareLegalForms}.
 */
const FORMS: Readonly<Record<LegalFormClass, Readonly<Record<string, readonly string[]>>>> = {
  limited: {
    llc: ['llc', 'limited liability company', 'limited liability co', 'fz llc'],
    ltd: ['ltd', 'limited', 'private limited company', 'private limited', 'co ltd', 'co limited', 'company limited', 'pvt ltd', 'pty ltd'],
    gmbh: ['gmbh', 'gesmbh', 'gesellschaft mit beschrankter haftung', 'gesellschaft mbh'],
    ooo: [
      'ooo',
      'obshchestvo s ogranichennoy otvetstvennostyu',
      'obshchestvo s ogranichennoi otvetstvennostiu',
      'obshchestvo s ogranichennoi otvetstvennostyu',
    ],
    tov: ['tov', 'tovarystvo z obmezhenoiu vidpovidalnistiu', 'tovaristvo z obmezhenoyu vidpovidalnistyu'],
    sarl: ['sarl', 'societe a responsabilite limitee'],
    srl: ['srl', 'societatea cu raspundere limitata', 'societa a responsabilita limitata', 'sociedad de responsabilidad limitada'],
    sl: ['sl', 'sociedad limitada'],
    sro: ['sro', 'spol sro', 'spolecnost s rucenim omezenym', 'spolocnost s rucenim obmedzenym'],
    spzoo: ['spzoo', 'sp zoo', 'spolka z ograniczona odpowiedzialnoscia'],
    doo: ['doo', 'drustvo s ogranicenom odgovornoscu'],
    bv: ['bv', 'besloten vennootschap'],
    kft: ['kft'],
    pty: ['pty'],
    pvt: ['pvt'],
    sdnbhd: ['sdn bhd', 'sendirian berhad'],
    ltda: ['ltda', 'limitada'],
    fze: ['fze', 'fzco', 'fzc'],
    aps: ['aps', 'anpartsselskab'],
    epe: ['epe'],
    ike: ['ike'],
    ehf: ['ehf'],
    pt: ['pt'],
    sia: ['sia'],
    uab: ['uab'],
  },
  joint_stock: {
    ag: ['ag', 'aktiengesellschaft'],
    ao: ['ao', 'aktsionernoe obshchestvo', 'aktsionernoye obshchestvo'],
    zao: ['zao', 'zakrytoe aktsionernoe obshchestvo'],
    oao: ['oao', 'otkrytoe aktsionernoe obshchestvo'],
    pao: ['pao', 'publichnoe aktsionernoe obshchestvo'],
    jsc: ['jsc', 'joint stock company', 'joint stock co', 'jointstock company', 'private joint stock company'],
    pjsc: ['pjsc', 'public joint stock company'],
    cjsc: ['cjsc', 'closed joint stock company'],
    ojsc: ['ojsc', 'open joint stock company'],
    sa: ['sa', 'societe anonyme', 'sociedad anonima', 'sociedade anonima', 'societate pe actiuni', 'spolka akcyjna', 'sa de cv'],
    sas: ['sas', 'societe par actions simplifiee'],
    sac: ['sac'],
    spa: ['spa', 'societa per azioni'],
    nv: ['nv', 'naamloze vennootschap'],
    plc: ['plc', 'public limited company'],
    ab: ['ab', 'aktiebolag'],
    as: ['as', 'aksjeselskap', 'aktieselskab', 'akciova spolecnost'],
    asa: ['asa', 'allmennaksjeselskap'],
    oy: ['oy', 'osakeyhtio'],
    oyj: ['oyj'],
    se: ['se', 'societas europaea'],
    bhd: ['bhd', 'berhad'],
    zrt: ['zrt'],
    nyrt: ['nyrt'],
    ae: ['ae'],
    ad: ['ad'],
    dd: ['dd'],
    kk: ['kk', 'kabushiki kaisha'],
    tbk: ['tbk'],
    // A corporation is a company of shares, as the joint-stock forms are.
    corp: ['corp', 'corporation'],
    inc: ['inc', 'incorporated'],
  },
  partnership: {
    lp: ['lp', 'limited partnership'],
    llp: ['llp', 'limited liability partnership'],
    kg: ['kg', 'kommanditgesellschaft', 'gmbh co kg', 'gmbh and co kg', 'ag co kg', 'ag and co kg'],
    ohg: ['ohg', 'offene handelsgesellschaft'],
    snc: ['snc'],
    gbr: ['gbr'],
    vof: ['vof'],
  },
  nonprofit: {
    ano: ['ano', 'autonomous non profit organization', 'autonomous nonprofit organization', 'avtonomnaya nekommercheskaya organizatsiya'],
    nko: ['nko', 'nekommercheskaya organizatsiya', 'non profit organization', 'nonprofit organization'],
    ev: ['ev', 'eingetragener verein'],
    ggmbh: ['ggmbh'],
  },
  company: { co: ['co', 'company', 'and co', 'compania', 'companhia', 'compagnie'] },
};

/**
 * The legal systems a form belongs to (English translations of post-Soviet forms count as post-Soviet).
 * Two forms of different classes from one system ("AG" and "GmbH"; "OOO" and "ANO") are two kinds of
 * entity its register tells apart; across systems ("SA" in Greece, "Inc." in the Marshall Islands) the
 * difference is as often one company registered, or recorded, in two ways.
 */
const SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  ag: ['de'],
  gmbh: ['de'],
  kg: ['de'],
  ohg: ['de'],
  gbr: ['de'],
  ev: ['de'],
  ggmbh: ['de'],
  ooo: ['su'],
  ao: ['su'],
  zao: ['su'],
  oao: ['su'],
  pao: ['su'],
  jsc: ['su'],
  pjsc: ['su'],
  cjsc: ['su'],
  ojsc: ['su'],
  tov: ['su'],
  ano: ['su'],
  nko: ['su'],
  llc: ['su', 'en'],
  ltd: ['en'],
  plc: ['en'],
  inc: ['en'],
  corp: ['en'],
  lp: ['en'],
  llp: ['en'],
  sa: ['fr', 'es', 'ro', 'pl'],
  sarl: ['fr'],
  sas: ['fr'],
  snc: ['fr', 'it'],
  sl: ['es'],
  srl: ['ro', 'it', 'es'],
  spa: ['it'],
  spzoo: ['pl'],
  sro: ['cz'],
  as: ['cz', 'nordic'],
  bv: ['nl'],
  nv: ['nl'],
  vof: ['nl'],
  ab: ['nordic'],
  asa: ['nordic'],
  aps: ['nordic'],
  oy: ['nordic'],
  oyj: ['nordic'],
};

/** Longest form, in tokens; bounds the look-ups per position. */
const MAX_FORM_TOKENS = 5;

interface FormEntry {
  formClass: LegalFormClass;
  canonical: string;
}

/** Folded spelling of the form's words, joined by spaces → its entry. */
const FORM_BY_FOLDED = new Map<string, FormEntry>();
/** Form words of six letters or more, by folded spelling: the ones a typo at the edge of a name is read as. */
const LONG_FORM_WORDS = new Map<string, string>();
const foldWords = (form: string) => form.split(' ').map(foldSpelling).join(' ');
for (const [formClass, forms] of Object.entries(FORMS) as [LegalFormClass, Record<string, readonly string[]>][]) {
  for (const [canonical, spellings] of Object.entries(forms)) {
    for (const spelling of spellings) {
      FORM_BY_FOLDED.set(foldWords(spelling), { formClass, canonical });
      for (const word of spelling.split(' ')) if (word.length >= 6) LONG_FORM_WORDS.set(foldSpelling(word), word);
    }
  }
}

/**
 * Forms that are written before the name ("OOO Romashka", "LLC Romashka" in Russian registers translated to
 * English, "SRL Pro", "PT Maju Jaya"). Only these are stripped at the start: a leading "Sa" or "Ao" is more
 * likely a name part than a legal form. "PT" is only ever a prefix.
 */
const PREFIX_FORMS = new Set(
  [
    'ooo',
    'llc',
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
    'srl',
    'sarl',
    'sia',
    'uab',
    'ano',
    'nko',
    'limited liability company',
    'joint stock company',
    'public joint stock company',
    'closed joint stock company',
    'open joint stock company',
    'private joint stock company',
    'autonomous non profit organization',
    'autonomous nonprofit organization',
    'avtonomnaya nekommercheskaya organizatsiya',
    'obshchestvo s ogranichennoy otvetstvennostyu',
    'obshchestvo s ogranichennoi otvetstvennostiu',
    'obshchestvo s ogranichennoi otvetstvennostyu',
    'tovarystvo z obmezhenoiu vidpovidalnistiu',
    'tovaristvo z obmezhenoyu vidpovidalnistyu',
    'aktsionernoe obshchestvo',
    'aktsionernoye obshchestvo',
    'zakrytoe aktsionernoe obshchestvo',
    'otkrytoe aktsionernoe obshchestvo',
    'publichnoe aktsionernoe obshchestvo',
    'societatea cu raspundere limitata',
    'societate pe actiuni',
  ].map(foldWords),
);
const NEVER_SUFFIX_FORMS = new Set(['pt'].map(foldWords));
const PREFIX_FIRST_WORDS = new Set([...PREFIX_FORMS].map((form) => form.split(' ')[0]));
const FORM_LAST_WORDS = new Set([...FORM_BY_FOLDED.keys()].map((form) => form.split(' ').at(-1)!));

export interface LegalFormSplit {
  /** The name without its legal forms. */
  tokens: string[];
  /** Where `tokens` start in the input. */
  start: number;
  /** Canonical classes of the removed forms, in order of appearance, without duplicates. */
  legalForms: LegalFormClass[];
  /** Canonical abbreviations of the removed forms ("ag", "llc"), in order of appearance, without duplicates. */
  legalFormNames: string[];
  /** Edge words read as a misspelt form word: [as written, the form word]. */
  corrected: [string, string][];
}

/**
 * Removes legal forms from the start and the end of a token list ("OOO Romashka", "Romashka Co Ltd",
 * "Alpha GmbH & Co KG"). Only the edges are stripped: short forms such as "sa", "as" or "ad" can be ordinary
 * words or name parts inside a name. A name that consists of nothing but legal-form words is kept as is.
 */
export function splitLegalForms(tokens: readonly string[]): LegalFormSplit {
  const corrected: [string, string][] = [];
  const words = tokens.map((token, i) => {
    // Forms stand at the edges: the words between are never looked up.
    if (i >= MAX_FORM_TOKENS && i < tokens.length - MAX_FORM_TOKENS) return '';
    const folded = foldSpelling(token);
    // Only the first and the last word: where a misspelt form would end or begin the name.
    const fixed = i === 0 || i === tokens.length - 1 ? correctedFormWord(token, folded) : undefined;
    if (fixed !== undefined) corrected.push([token, fixed]);
    return fixed === undefined ? folded : foldSpelling(fixed);
  });
  const leading: FormEntry[] = [];
  const trailing: FormEntry[] = [];
  let start = 0;
  let end = words.length;
  for (let length = formAtEdge(words, start, end, 'start'); length > 0; length = formAtEdge(words, start, end, 'start')) {
    leading.push(FORM_BY_FOLDED.get(words.slice(start, start + length).join(' '))!);
    start += length;
  }
  for (let length = formAtEdge(words, start, end, 'end'); length > 0; length = formAtEdge(words, start, end, 'end')) {
    trailing.unshift(FORM_BY_FOLDED.get(words.slice(end - length, end).join(' '))!);
    end -= length;
  }
  if (start >= end) return { tokens: [...tokens], start: 0, legalForms: [], legalFormNames: [], corrected: [] };
  const forms = [...leading, ...trailing];
  return {
    tokens: tokens.slice(start, end),
    start,
    legalForms: [...new Set(forms.map((f) => f.formClass))],
    legalFormNames: [...new Set(forms.map((f) => f.canonical))],
    corrected: corrected.filter(([written]) => !tokens.slice(start, end).includes(written)),
  };
}

/** Edge words already read (list names repeat their words); cleared when full, as prepared tokens are. */
const CORRECTION_CACHE_SIZE = 20_000;
const corrections = new Map<string, string | null>();

/**
 * The form word a long edge word is a typo of ("aktiengeselschaft" → "aktiengesellschaft"), if any: same
 * first letter, within the typo allowance of the longer word.
 */
function correctedFormWord(token: string, folded: string): string | undefined {
  if (token.length < 6 || LONG_FORM_WORDS.has(folded)) return undefined;
  let corrected = corrections.get(folded);
  if (corrected === undefined) {
    if (corrections.size >= CORRECTION_CACHE_SIZE) corrections.clear();
    corrected = null;
    for (const [formFolded, word] of LONG_FORM_WORDS) {
      const allowed = allowedEdits(Math.max(token.length, word.length));
      if (formFolded[0] !== folded[0] || Math.abs(formFolded.length - folded.length) > allowed) continue;
      if (editDistance(folded, formFolded, allowed) <= allowed) {
        corrected = word;
        break;
      }
    }
    corrections.set(folded, corrected);
  }
  return corrected ?? undefined;
}

/** Length in tokens of the longest form at the given edge of words[start, end), or 0. */
function formAtEdge(words: readonly string[], start: number, end: number, edge: 'start' | 'end'): number {
  if (start >= end) return 0;
  // Most names neither begin nor end with a form word: one set look-up says so.
  if (edge === 'start' ? !PREFIX_FIRST_WORDS.has(words[start]) : !FORM_LAST_WORDS.has(words[end - 1])) return 0;
  for (let length = Math.min(MAX_FORM_TOKENS, end - start); length > 0; length--) {
    const form = (edge === 'start' ? words.slice(start, start + length) : words.slice(end - length, end)).join(' ');
    if (edge === 'start' ? PREFIX_FORMS.has(form) : FORM_BY_FOLDED.has(form) && !NEVER_SUFFIX_FORMS.has(form)) return length;
  }
  return 0;
}

/** Whether a token (or a phrase of tokens, space-separated) is written as a legal form. */
export function isLegalForm(phrase: string): boolean {
  return FORM_BY_FOLDED.has(foldWords(phrase));
}

/**
 * 'same' when both names carry the same form (however spelled), 'agree' when they share a specific class,
 * 'conflict' when both carry specific classes, none shared, and two of the forms belong to one legal system
 * (AG and GmbH), 'differ' when the classes differ across systems (SA and Ltd), otherwise 'absent' (one side
 * has no form, or only the generic "Co"/"Company").
 */
export type LegalFormAgreement = 'same' | 'agree' | 'differ' | 'conflict' | 'absent';

export function compareLegalForms(
  a: { legalForms: readonly LegalFormClass[]; legalFormNames?: readonly string[] },
  b: { legalForms: readonly LegalFormClass[]; legalFormNames?: readonly string[] },
): LegalFormAgreement {
  const specificA = a.legalForms.filter((formClass) => formClass !== 'company');
  const specificB = b.legalForms.filter((formClass) => formClass !== 'company');
  if (specificA.length === 0 || specificB.length === 0) return 'absent';
  const namesA = a.legalFormNames ?? [];
  const namesB = b.legalFormNames ?? [];
  if (!specificA.some((formClass) => specificB.includes(formClass))) {
    const systemsB = new Set(namesB.flatMap((name) => SYSTEMS[name] ?? []));
    return namesA.some((name) => (SYSTEMS[name] ?? []).some((system) => systemsB.has(system))) ? 'conflict' : 'differ';
  }
  return namesA.some((name) => name !== 'co' && namesB.includes(name)) ? 'same' : 'agree';
}
