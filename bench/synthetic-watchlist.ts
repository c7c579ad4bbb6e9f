/**
 * A deterministic synthetic sanctions list in FollowTheMoney JSON lines, for the screening benchmark:
 * companies and people named by syllable generators (so a million names are distinct and look like
 * names, not counters), legal forms before or after the name, Russian-style compounds with Cyrillic
 * aliases, a few Latin aliases, and countries weighted like a real list. The same seed gives the same
 * file, and the same query names.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

/** mulberry32: small, fast, good enough for test data. */
export function random(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ONSETS = [
  'b',
  'v',
  'g',
  'd',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'f',
  'kh',
  'ch',
  'sh',
  'z',
  'br',
  'gr',
  'kr',
  'pr',
  'st',
  'tr',
  'dr',
  'sl',
  'zh',
  'ts',
  '',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o', 'ya', 'yu', 'ei', 'ai'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'k', 'm', 't', 'st', 'rg', 'nt', 'sk', 'v', 'd'];
const COMPOUNDS = [
  'prom',
  'neft',
  'gaz',
  'trans',
  'mash',
  'tekh',
  'invest',
  'stroy',
  'khim',
  'bank',
  'flot',
  'energo',
  'metall',
  'les',
  'agro',
];
const INDUSTRIES = [
  'Trading',
  'Holding',
  'Holdings',
  'Shipping',
  'Energy',
  'Logistics',
  'Industries',
  'Group',
  'Bank',
  'Capital',
  'Metals',
  'Chemicals',
  'Engineering',
  'Petroleum',
  'Technologies',
  'Investments',
  'Mining',
  'Marine',
  'Construction',
  'Resources',
  'International Trading',
  'General Trading',
];
const SUFFIX_FORMS = [
  'LLC',
  'Ltd',
  'Limited',
  'GmbH',
  'JSC',
  'S.A.',
  'AG',
  'B.V.',
  'Inc.',
  'Corp.',
  'FZE',
  'FZCO',
  'plc',
  'SARL',
  'S.R.L.',
  'Co., Ltd.',
];
const RU_FORMS: readonly [latin: string, cyrillic: string][] = [
  ['LLC', 'ООО'],
  ['OOO', 'ООО'],
  ['JSC', 'АО'],
  ['AO', 'АО'],
  ['PJSC', 'ПАО'],
  ['PAO', 'ПАО'],
];
const FIRST_NAMES = [
  'Ivan',
  'Sergei',
  'Alexei',
  'Dmitry',
  'Mikhail',
  'Nikolai',
  'Andrei',
  'Yuri',
  'Oleg',
  'Viktor',
  'Elena',
  'Olga',
  'Natalia',
  'Irina',
  'Svetlana',
  'Tatiana',
  'Ahmed',
  'Mohammed',
  'Ali',
  'Hassan',
  'Hossein',
  'Reza',
  'Omar',
  'Karim',
  'Fatima',
  'Leila',
  'Kim',
  'Chen',
  'Wei',
  'Li',
  'Carlos',
  'Jose',
  'Luis',
  'Maria',
  'Ana',
  'John',
  'David',
  'Peter',
  'Anna',
  'Sofia',
  'Georgios',
  'Nikos',
  'Mehmet',
  'Mustafa',
  'Aslan',
  'Ruslan',
  'Timur',
  'Bakhtiyar',
];
const SURNAME_ENDINGS = ['ov', 'ev', 'in', 'enko', 'sky', 'ski', 'son', 'ez', 'ani', 'i', 'escu', 'ovic', 'yan', 'zadeh', 'oglu', '', ''];
/** Weighted like a sanctions list: Russia and Iran dominate. */
const COUNTRIES = [
  ...Array<string>(12).fill('ru'),
  ...Array<string>(5).fill('ir'),
  ...Array<string>(2).fill('kp'),
  ...Array<string>(2).fill('sy'),
  ...Array<string>(2).fill('by'),
  'ae',
  'ae',
  'cn',
  'cn',
  'tr',
  'hk',
  've',
  'cu',
  'mm',
  'lb',
  'iq',
  'af',
  'ye',
  'ly',
  'sd',
  'cy',
  'gb',
  'us',
  'de',
  'ua',
  'kz',
  'pa',
  'vg',
  'ch',
  'in',
];

function word(rng: Rng, syllables: number): string {
  let w = '';
  for (let i = 0; i < syllables; i++)
    w += pick(rng, ONSETS) + pick(rng, VOWELS) + (i === syllables - 1 || rng() < 0.3 ? pick(rng, CODAS) : '');
  return w.length < 3 ? w + pick(rng, ['ra', 'no', 'vik']) : w;
}

const CYRILLIC: readonly [string, string][] = [
  ['shch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['ei', 'ей'],
  ['ai', 'ай'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'ы'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['c', 'к'],
  ['h', 'х'],
  ['w', 'в'],
  ['x', 'кс'],
  ['j', 'дж'],
  ['q', 'к'],
];

/** Latin → Cyrillic, greedy on digraphs; keeps capitals and leaves other characters. */
export function toCyrillic(latin: string): string {
  let out = '';
  for (let i = 0; i < latin.length;) {
    const rest = latin.slice(i, i + 4).toLowerCase();
    const hit = CYRILLIC.find(([l]) => rest.startsWith(l));
    if (!hit) {
      out += latin[i++];
      continue;
    }
    const upper = latin[i] !== latin[i].toLowerCase();
    out += upper ? hit[1].charAt(0).toUpperCase() + hit[1].slice(1) : hit[1];
    i += hit[0].length;
  }
  return out;
}

export interface SyntheticEntity {
  id: string;
  schema: 'Company' | 'Person';
  caption: string;
  properties: { name: string[]; alias?: string[]; country: string[]; topics: string[] };
}

/** A company name and its parts (for query variations). */
export function companyName(rng: Rng): { name: string; core: string; form: string; cyrillic?: string } {
  const style = rng();
  if (style < 0.35) {
    const core = cap(word(rng, 1 + Math.floor(rng() * 2)) + pick(rng, COMPOUNDS));
    const [form, cyrForm] = pick(rng, RU_FORMS);
    const name = rng() < 0.6 ? `${form} ${core}` : `${core} ${form}`;
    return { name, core, form, cyrillic: `${cyrForm} «${toCyrillic(core)}»` };
  }
  const form = pick(rng, SUFFIX_FORMS);
  const core =
    style < 0.8 ? `${cap(word(rng, 2 + Math.floor(rng() * 2)))} ${pick(rng, INDUSTRIES)}` : `${cap(word(rng, 2))} ${cap(word(rng, 2))}`;
  return { name: `${core} ${form}`, core, form };
}

/** A person name: first name, sometimes a patronymic, a generated surname. */
export function personName(rng: Rng): { name: string; first: string; last: string } {
  const first = pick(rng, FIRST_NAMES);
  const last = cap(word(rng, 2 + Math.floor(rng() * 2)) + pick(rng, SURNAME_ENDINGS));
  const middle = rng() < 0.25 ? ` ${pick(rng, FIRST_NAMES)}ovich` : '';
  return { name: `${first}${middle} ${last}`, first, last };
}

/** The i-th entity of the list seeded `seed` (each entity has its own stream, so any one can be rebuilt). */
export function syntheticEntity(seed: number, i: number): SyntheticEntity {
  const rng = random(seed * 1_000_003 + i);
  const country = pick(rng, COUNTRIES);
  const countries = rng() < 0.1 ? [country, pick(rng, COUNTRIES)] : [country];
  const topics = rng() < 0.85 ? ['sanction'] : rng() < 0.5 ? ['sanction', 'debarment'] : ['crime'];
  if (rng() < 0.6) {
    const c = companyName(rng);
    const alias: string[] = [];
    if (c.cyrillic && (country === 'ru' || country === 'by' || rng() < 0.3)) alias.push(c.cyrillic);
    if (rng() < 0.08) alias.push(`${c.core} ${pick(rng, SUFFIX_FORMS)}`);
    return {
      id: `syn-co-${i}`,
      schema: 'Company',
      caption: c.name,
      properties: { name: [c.name], ...(alias.length ? { alias } : {}), country: countries, topics },
    };
  }
  const p = personName(rng);
  const alias: string[] = [];
  if (country === 'ru' || country === 'by' || country === 'ua' || rng() < 0.05) alias.push(toCyrillic(p.name));
  if (rng() < 0.1) alias.push(`${p.last}, ${p.first}`);
  return {
    id: `syn-pe-${i}`,
    schema: 'Person',
    caption: p.name,
    properties: { name: [p.name], ...(alias.length ? { alias } : {}), country: countries, topics },
  };
}

/** Writes `count` entities to `path` as FtM JSON lines; returns the bytes written. */
export function writeSyntheticList(path: string, seed: number, count: number): number {
  const fd = openSync(path, 'w');
  let bytes = 0;
  let buffer = '';
  try {
    for (let i = 0; i < count; i++) {
      buffer += `${JSON.stringify(syntheticEntity(seed, i))}\n`;
      if (buffer.length > 1 << 20) {
        bytes += writeSync(fd, buffer);
        buffer = '';
      }
    }
    bytes += writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

function typo(rng: Rng, name: string): string {
  const letters = [...name].map((c, i) => ({ c, i })).filter(({ c }, j, all) => /[a-z]/.test(c) && j > 0 && /[a-z]/.test(all[j - 1].c));
  if (letters.length < 2) return name;
  const { i } = pick(rng, letters);
  const kind = rng();
  if (kind < 0.4) return name.slice(0, i) + name.slice(i + 1); // deletion
  if (kind < 0.7) return name.slice(0, i) + pick(rng, ['a', 'e', 'o', 'i']) + name.slice(i + 1); // substitution
  return name.slice(0, i - 1) + name[i] + name[i - 1] + name.slice(i + 1); // transposition
}

export interface ScreeningQuery {
  name: string;
  country?: string;
  schema?: 'Company' | 'Person';
  /** The listed entity it names, or null for a name not on the list. */
  listed: string | null;
}

/**
 * Query names as customers' records hold them: listed names with the usual variations (exact, other
 * case, a typo, another legal form, word order, Cyrillic) and, for `unlistedShare` of them, names from
 * the same generators that are not on the list (different seed).
 */
export function screeningQueries(seed: number, listSize: number, count: number, unlistedShare = 0.4): ScreeningQuery[] {
  const rng = random(seed ^ 0x5eed);
  const queries: ScreeningQuery[] = [];
  const countryNames: Record<string, string> = { ru: 'Russia', ir: 'Iran', gb: 'United Kingdom', ae: 'UAE', cn: 'China', tr: 'Turkey' };
  for (let q = 0; q < count; q++) {
    if (rng() < unlistedShare) {
      const other = random(seed * 7919 + 17 + q);
      const company = rng() < 0.6;
      queries.push({
        name: company ? companyName(other).name : personName(other).name,
        schema: rng() < 0.7 ? (company ? 'Company' : 'Person') : undefined,
        country: rng() < 0.5 ? pick(rng, ['Russia', 'United Kingdom', 'Germany', 'UAE', 'Turkey', 'Cyprus']) : undefined,
        listed: null,
      });
      continue;
    }
    const entity = syntheticEntity(seed, Math.floor(rng() * listSize));
    const names = [...entity.properties.name, ...(entity.properties.alias ?? [])];
    let name = pick(rng, names);
    const variation = rng();
    if (variation < 0.2) name = name.toUpperCase();
    else if (variation < 0.5) name = typo(rng, name);
    else if (variation < 0.65 && entity.schema === 'Company')
      name = name.replace(/\s*(LLC|Ltd|Limited|GmbH|JSC|PJSC|OOO|AO|PAO|FZE|plc)\b/, '').trim() + ' Ltd';
    else if (variation < 0.65) name = name.split(' ').reverse().join(' ');
    const code = entity.properties.country[0];
    queries.push({
      name,
      schema: rng() < 0.7 ? entity.schema : undefined,
      country: rng() < 0.6 ? (countryNames[code] ?? code.toUpperCase()) : undefined,
      listed: entity.id,
    });
  }
  return queries;
}
