import type { RISK_CATEGORIES } from './dto/scan.types.js';

type Category = (typeof RISK_CATEGORIES)[number];

/** Stems of adverse-media terms per risk category (matched at word starts, case-insensitive). */
const LEXICON: Record<Category, string[]> = {
  fraud: ['fraud', 'embezzl', 'ponzi', 'scam', 'launder', 'forger', 'falsif', 'misappropriat'],
  sanctions: ['sanction', 'embargo', 'ofac', 'blacklist', 'export ban', 'asset freeze'],
  litigation: ['lawsuit', 'sued', 'sues', 'litigation', 'class action', 'indict', 'charged', 'prosecut', 'court ruling'],
  insolvency: ['bankrupt', 'insolven', 'liquidat', 'receivership', 'chapter 11', 'default', 'administration', 'creditors'],
  corruption: ['brib', 'corrupt', 'kickback'],
  regulatory: ['fined', 'fine of', 'penalt', 'regulator', 'investigat', 'probe', 'violat', 'recall', 'cartel', 'antitrust'],
  environmental: ['pollut', 'spill', 'toxic', 'emission', 'contaminat', 'deforest'],
};

const NEGATIVE_TONE = ['crisis', 'scandal', 'collapse', 'loss', 'losses', 'plunge', 'warning', 'accus', 'alleg', 'misconduct', 'layoff'];
const POSITIVE_TONE = ['award', 'growth', 'record profit', 'expands', 'partnership', 'wins', 'launch', 'innovation'];

// The characters `\b` counts as word characters, on lower-cased text.
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;

/** Whether a stem starts a word of the lower-cased text (as `\b` would see it). A plain scan: linear in the text. */
function startsAWord(lower: string, stem: string): boolean {
  for (let i = lower.indexOf(stem); i !== -1; i = lower.indexOf(stem, i + 1)) {
    if (i === 0 || !isWordChar(lower.charCodeAt(i - 1))) return true;
  }
  return false;
}

const find = (lower: string, stems: string[]) => stems.filter((s) => startsAWord(lower, s));

/**
 * The offline classifier: adverse-media terms decide the categories; a simple tone score (negative
 * minus positive words) flags articles that name no category but read as bad news.
 */
export function classifyOffline(text: string): { negative: boolean; categories: string[]; evidence: string } {
  const lower = text.toLowerCase();
  const matched: string[] = [];
  const categories = (Object.keys(LEXICON) as Category[]).filter((c) => {
    const hits = find(lower, LEXICON[c]);
    matched.push(...hits);
    return hits.length > 0;
  });
  const negativeTone = find(lower, NEGATIVE_TONE);
  const tone = negativeTone.length - find(lower, POSITIVE_TONE).length;
  const negative = categories.length > 0 || tone >= 2;
  const words = [...matched, ...negativeTone];
  return {
    negative,
    categories: categories.length ? categories : negative ? ['other'] : [],
    evidence: words.length ? `Matched: ${[...new Set(words)].join(', ')}` : 'No adverse-media terms found',
  };
}
