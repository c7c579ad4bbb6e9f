import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name.js';
import { MATCH_THRESHOLD, scoreMatch, type MatchSchema } from './score-match.js';

const subject = (name: string, countries: string[] = [], schema?: MatchSchema) => ({ name: normalizeName(name), countries, schema });
const score = (a: string, b: string) => scoreMatch(subject(a), subject(b)).score;

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

    const differ = scoreMatch(subject('Romashka LLC', ['de']), subject('Romashka JSC', ['ru']));
    expect(differ.features).toMatchObject({ legalForm: 'differ', country: 'differ' });
    expect(differ.score).toBeCloseTo(base - 0.13, 5);
    expect(differ.explanation).toContain('country differs (DE vs RU)');

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

  it('scores empty names 0 and long names in bounded time', () => {
    expect(score('', 'Ivan Petrov')).toBe(0);
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const started = performance.now();
    scoreMatch(subject(long), subject(long));
    expect(performance.now() - started).toBeLessThan(100);
  });
});
