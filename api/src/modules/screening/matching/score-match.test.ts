import { describe, expect, it, vi } from 'vitest';
import { MAX_ALIGNED_TOKENS } from './align-tokens.js';
import { normalizeName } from './normalize-name.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema } from './score-match.js';
import * as similarity from './token-similarity.js';

// A comparison's work is its calls into token-similarity: counted, not timed, so a busy machine
// cannot fail the bound (the time is in `npm run bench -- matching`).
vi.mock('./token-similarity.js', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value as (...args: unknown[]) => unknown) : value,
    ]),
  );
});

/** Calls into token-similarity while `work` runs. */
function similarityCalls(work: () => unknown): number {
  vi.clearAllMocks();
  work();
  return Object.values(similarity).reduce((sum, value) => sum + (vi.isMockFunction(value) ? value.mock.calls.length : 0), 0);
}

const subject = (name: string, countries: string[] = [], schema?: MatchSchema) => ({ name: normalizeName(name), countries, schema });
const score = (a: string, b: string) => scoreMatch(subject(a), subject(b)).score;
const persons = (a: string, b: string) => scoreMatch(subject(a, [], 'Person'), subject(b, [], 'Person'));
const companies = (a: string, b: string) => scoreMatch(subject(a, [], 'Company'), subject(b, [], 'Company'));
const vessels = (a: string, b: string) => scoreMatch(subject(a, [], 'Vessel'), subject(b, [], 'Vessel'));

/** Asserts a match whose explanation names the rule that made the names meet. */
function expectMatch(result: ReturnType<typeof scoreMatch>, sentence: string) {
  expect(result.score, result.explanation.join('\n')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  expect(result.explanation.join('\n')).toContain(sentence);
}

const expectNoMatch = (result: ReturnType<typeof scoreMatch>) =>
  expect(result.score, result.explanation.join('\n')).toBeLessThan(MATCH_THRESHOLD);

describe('scoreMatch', () => {
  it('scores identical names 1 and ignores word order', () => {
    expect(score('Ivan Petrov', 'Ivan Petrov')).toBe(1);
    expect(score('PETROV, Ivan', 'Ivan Petrov')).toBe(1);
  });

  it('matches transliterations across scripts', () => {
    expect(score('Иван Петров', 'Ivan Petrov')).toBe(1);
    expect(score('Евгений Пригожин', 'Yevgeny Prigozhin')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score('Γεώργιος Παπαδόπουλος', 'Georgios Papadopoulos')).toBe(1);
    expect(score('محمد', 'Mohammed')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score('محمد', 'Muhammad')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score('بنك ملي إيران', 'Bank Melli Iran')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score('عبدالرحمن الرشيد', 'Abdul Rahman Al Rashid')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('handles abbreviations and initials', () => {
    expect(score('Intl Trade House', 'International Trade House')).toBe(1);
    expect(score('J. Whitfield', 'James Whitfield')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('keeps look-alikes below the threshold', () => {
    expect(score('Gazprom Neft', 'Gazprombank')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Rosneft Trading', 'Rosnano')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Bank Melli', 'Bank Mellat')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Sergei Petrov', 'Ivan Petrov')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Vesna Trading Ltd', 'Vesta Trading Ltd')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Volga Star 8', 'Volga Star 7')).toBeLessThan(MATCH_THRESHOLD);
    expect(score('Gazprom', 'Gazprom Neft')).toBeLessThan(MATCH_THRESHOLD);
  });

  it('forgives a missing middle name of a person, not a missing word of a company', () => {
    const person = scoreMatch(subject('Ivan Petrov'), subject('Ivan Sergeyevich Petrov', [], 'Person'));
    expect(person.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(person.features.unmatchedCandidateTokens).toEqual(['sergeyevich']);
    expect(score('Rosneft', 'Rosneft Trading SA')).toBeLessThan(MATCH_THRESHOLD);
  });

  it('adjusts for legal form, country and schema, and explains each', () => {
    const base = score('Romashka', 'Romashka');
    const agree = scoreMatch(subject('OOO Romashka', ['ru']), subject('Romashka LLC', ['RU']));
    expect(agree.features).toMatchObject({ legalForm: 'agree', country: 'agree' });
    expect(agree.explanation).toContain('legal form agrees (limited)');
    expect(agree.explanation).toContain('country agrees (RU)');

    const differ = scoreMatch(subject('Romashka SA', ['de']), subject('Romashka Ltd', ['ru']));
    expect(differ.features).toMatchObject({ legalForm: 'differ', country: 'differ' });
    expect(differ.score).toBeCloseTo(base - 0.13, 5);
    expect(differ.explanation).toContain('country differs (DE vs RU)');

    const conflict = scoreMatch(subject('Romashka LLC'), subject('Romashka JSC'));
    expect(conflict.features.legalForm).toBe('conflict');
    expect(conflict.score).toBeLessThan(MATCH_THRESHOLD);
    expect(conflict.explanation).toContain('legal forms conflict: two kinds of entity in one legal system (llc vs jsc)');

    const schema = scoreMatch(subject('Ocean Pride', [], 'Person'), subject('Ocean Pride', [], 'Vessel'));
    expect(schema.features.schema).toBe('mismatch');
    expect(schema.score).toBeLessThan(MATCH_THRESHOLD);
    expect(scoreMatch(subject('Romashka', [], 'Company'), subject('Romashka', [], 'LegalEntity')).features.schema).toBe('compatible');
  });

  it('reports aligned and unmatched tokens', () => {
    const result = scoreMatch(subject('Gazprom Neft'), subject('Gazprom'));
    expect(result.features.matchedTokens).toEqual([{ query: 'gazprom', candidate: 'gazprom', similarity: 1, basis: 'exact' }]);
    expect(result.features.unmatchedQueryTokens).toEqual(['neft']);
    expect(result.explanation[0]).toBe(
      '1 of 2 query name tokens and 1 of 1 listed name tokens align (avg similarity 1.00), word order ignored',
    );
  });

  it('scores empty names 0 and long names with bounded work', () => {
    expect(score('', 'Ivan Petrov')).toBe(0);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const long = subject(words(200));
    expect(scoreMatch(long, long).score).toBe(1);
    // A 200-word name costs what its first MAX_ALIGNED_TOKENS words cost: the rest is never compared.
    const head = subject(words(MAX_ALIGNED_TOKENS));
    const atLimit = similarityCalls(() => scoreMatch(head, head));
    expect(atLimit).toBeGreaterThan(0);
    expect(long.name.tokens.length).toBeGreaterThan(3 * MAX_ALIGNED_TOKENS);
    expect(similarityCalls(() => scoreMatch(long, long))).toBe(atLimit);
  });
});

describe('scoreMatch, by kind of variation', () => {
  it('names joined or split', () => {
    expectMatch(persons('OlegTarasov', 'Oleg Tarasov'), 'screened name split where words were joined (capital letters): "oleg tarasov"');
    expectMatch(persons('olegtarasov', 'Oleg Tarasov'), '"olegtarasov" ~ "oleg tarasov": same words written together or apart');
    expectMatch(companies('Bluestone Trading', 'Blue Stone Trading'), 'same words written together or apart');
    expectMatch(persons('Maria Delacruz', 'Maria de la Cruz'), '"delacruz" ~ "de la cruz"');
    expectMatch(companies('NordlichtAG', 'Nordlicht Aktiengesellschaft'), 'legal form is the same (ag)');
  });

  it('one or two edits in short words and short names', () => {
    expectMatch(persons('Anton Dudin', 'Anton Dutin'), '"dudin" ~ "dutin": one letter differs, sounds the same');
    expectMatch(persons('Karim Barso', 'Karim Basro'), '"barso" ~ "basro": spelling differs slightly');
    expectMatch(persons('Jorrge Lima', 'Jorge Lima'), '"jorrge" ~ "jorge"');
    expectMatch(vessels('Sea Marlin 3', 'Sea Marln 3'), '"marlin" ~ "marln"');
    expectNoMatch(vessels('Ocean Baker', 'Ocean Paker'));
    expectNoMatch(vessels('Dora', 'Dola'));
    expectNoMatch(persons('Tina Vela', 'Tina Vila'));
  });

  it('digits written for letters', () => {
    const result = persons('Al3xei K0zlov', 'Alexei Kozlov');
    expect(result.score).toBe(1);
    expect(result.explanation).toContain('screened name: "al3xei" read as "alexei" (digits written for letters)');
  });

  it('numbers written as words or ordinals', () => {
    expectMatch(companies('Seventy-Seven Capital', '77 Capital'), 'screened name: "seventy seven" read as the number "77"');
    expectMatch(companies('2nd Harbour Bank', 'Second Harbour Bank'), 'listed name: "second" read as the number "2"');
    expectNoMatch(companies('Seventy-Six Capital', '77 Capital'));
  });

  it('acronyms with and without dots, and acronyms of the listed name', () => {
    expect(companies('K.L.M. Logistics', 'KLM Logistics').score).toBe(1);
    expectMatch(companies('IRB', 'Island Reinsurance Bureau'), '"irb" ~ "island reinsurance bureau": acronym of the words');
    expectMatch(companies('National Bank of Commerce', 'NBC'), 'acronym of the words');
    expectMatch(persons('J.R. Tolliver', 'John Robert Tolliver'), '"jr" ~ "john robert": acronym of the words');
    expectNoMatch(companies('M.L.K. Logistics', 'K.L.M. Logistics'));
    expectNoMatch(companies('K.L.M.N. Logistics', 'K.L.M. Logistics'));
    expectNoMatch(companies('KLM Holdings', 'K.L.M. Logistics'));
  });

  it('legal forms abbreviated or spelt out, across languages; conflicting forms are not enough', () => {
    expectMatch(companies('Nordlicht Aktiengesellschaft', 'Nordlicht AG'), 'legal form is the same (ag)');
    expectMatch(companies('SRL Lumen Trade', 'Lumen Trade Societatea cu Raspundere Limitata'), 'legal form is the same (srl)');
    expectMatch(
      companies('Nordlicht Aktiengeselschaft', 'Nordlicht AG'),
      'screened name: "aktiengeselschaft" read as the legal form "aktiengesellschaft"',
    );
    expectMatch(companies('Aegean Star SA', 'Aegean Star Ltd'), 'legal form differs (sa: joint_stock vs ltd: limited)');
    expectNoMatch(companies('Nordlicht AG', 'Nordlicht GmbH'));
    expectNoMatch(companies('Volta Aktiengesellschaft', 'Nordlicht Aktiengesellschaft'));
    expect(companies('Nordlicht AG', 'Nordlicht Aktiengesellschaft').score).toBeGreaterThan(
      companies('Nordlicht LLC', 'Nordlicht AG').score,
    );
  });

  it('titles, honorifics and particles', () => {
    expectMatch(persons('Dr. Hana Novak', 'Hana Novak'), 'screened name: title "dr" left out');
    expectMatch(persons('Novak, Madame Hana', 'Hana Novak'), 'title "madame" left out');
    expectMatch(persons('Karim ibn Rashid', 'Karim bin Rashid'), '"ibn" ~ "bin": same word in another transliteration');
  });

  it('a query that is a good part of a long listed name, not one that adds a name of its own', () => {
    expectMatch(persons('Carlos Mendoza', 'Juan Carlos de Mendoza Ruiz'), 'one name is a part of the other: its further names weigh less');
    expectNoMatch(persons('Pedro Carlos Mendoza', 'Juan Carlos de Mendoza Ruiz'));
    expectNoMatch(persons('Carlos', 'Juan Carlos de Mendoza Ruiz'));
    // A listed name of one name and a particle ("Abu Karim") is not a name the query can be a part of.
    expectNoMatch(persons('Karim A. Haddad', 'Abu Karim'));
    expect(persons('Carlos Mendoza', 'Juan Carlos de Mendoza Ruiz').score).toBeGreaterThan(
      persons('Pedro Carlos Mendoza', 'Juan Carlos de Mendoza Ruiz').score,
    );
  });

  it('given-name variants from the table, not translations', () => {
    expectMatch(persons('Bill Hartley', 'William Hartley'), '"bill" ~ "william": given-name variant (nickname table)');
    expectMatch(persons('Sasha Orlov', 'Aleksandr Orlov'), 'given-name variant');
    expectMatch(persons('Pepe Ruiz Blanco', 'Jose Ruiz Blanco'), 'given-name variant');
    expectNoMatch(persons('John Hartley', 'Juan Hartley'));
  });

  it('scripts: Chinese, Korean, Hebrew, Greek and Arabic to Latin and back', () => {
    expectMatch(
      persons('王小明', 'Wang Xiaoming'),
      'screened name transliterated from Chinese, Japanese or Korean script: "wang xiao ming"',
    );
    expectMatch(persons('Wang Xiaoming', '王小明'), 'listed name transliterated from Chinese, Japanese or Korean script');
    expectMatch(persons('최민수', 'Choi Min-su'), 'transliterated from Chinese, Japanese or Korean script: "choi min su"');
    expectMatch(persons('יוסף כהן', 'Yosef Cohen'), 'transliterated from Hebrew script');
    expectMatch(persons('Στέφανος Καρράς', 'Stefan Karras'), '"stefanos" ~ "stefan": same word in another transliteration');
    expectMatch(persons('Hamid Karimi', 'حميد كريمي'), 'same consonants');
    expectNoMatch(persons('Hamid Karimi', 'محمد علي'));
  });

  it('numbers and initials that tell parties apart', () => {
    expectNoMatch(companies('Orion Capital Fund II', 'Orion Capital Fund'));
    expectNoMatch(companies('Orion Capital Fund II', 'Orion Capital Fund III'));
    const initials = persons('Harald K. Strom', 'Harald P Strom');
    expect(initials.features.initialsDiffer).toBe(true);
    expect(initials.explanation).toContain('the names keep different initials');
    expectNoMatch(initials);
  });

  it('an organisation’s extra place words, not two different places', () => {
    expectMatch(companies('Halvorsen Shipping (Norway)', 'Halvorsen Shipping'), 'the further words only name a place: they weigh less');
    expectNoMatch(companies('Halvorsen Norway', 'Halvorsen Sweden'));
  });
});
