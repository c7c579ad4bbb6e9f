import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, normalizeName } from './normalize-name.js';

describe('normalizeName', () => {
  it('transliterates, lowercases and strips punctuation and legal forms', () => {
    expect(normalizeName('OOO «Ромашка»')).toMatchObject({
      tokens: ['romashka'],
      legalForms: ['limited'],
      key: 'romashka',
      script: 'cyrillic',
    });
    expect(normalizeName('Romashka L.L.C.')).toMatchObject({ tokens: ['romashka'], legalForms: ['limited'] });
    expect(normalizeName('Müller & Söhne GmbH & Co. KG')).toMatchObject({
      tokens: ['muller', 'and', 'sohne'],
      legalForms: ['partnership'],
    });
    expect(normalizeName('Polmex Sp. z o.o.').tokens).toEqual(['polmex']);
    expect(normalizeName("The Bank of Int'l Trade").key).toBe('bank of international trade');
  });

  it('deletes apostrophes instead of splitting on them', () => {
    expect(normalizeName("O'Brien").tokens).toEqual(['obrien']);
    expect(normalizeName('Газпром нефть').tokens).toEqual(['gazprom', 'neft']);
  });

  it('keeps a name made only of legal-form words', () => {
    expect(normalizeName('Limited').tokens).toEqual(['limited']);
  });

  it('strips short forms only where they are written', () => {
    expect(normalizeName('AO Volganeft').tokens).toEqual(['volganeft']);
    expect(normalizeName('Sa Pereira').tokens).toEqual(['sa', 'pereira']);
    expect(normalizeName('Siemens AG').legalForms).toEqual(['joint_stock']);
  });

  it('writes Greek digraphs the way passports do', () => {
    expect(normalizeName('Γεώργιος Παπαδόπουλος').tokens).toEqual(['georgios', 'papadopoulos']);
    expect(normalizeName('Μπακογιάννης Ευάγγελος').tokens).toEqual(['bakogiannis', 'evangelos']);
  });

  it('reads Persian text with Persian consonants', () => {
    expect(normalizeName('محمد رضا کریمی').tokens).toEqual(['mhmd', 'rz', 'krymy']);
    expect(normalizeName('محمد بن سلمان')).toMatchObject({ tokens: ['mhmd', 'bn', 'slmn'], script: 'arabic' });
  });

  it('reports the dominant non-Latin script', () => {
    expect(normalizeName('Ivan Petrov').script).toBe('latin');
    expect(normalizeName('Ελληνική Τράπεζα').script).toBe('greek');
    expect(normalizeName('北京华为').script).toBe('other');
    expect(normalizeName('Ivan Петров').script).toBe('cyrillic');
  });

  it('caps input and stays linear on hostile text', () => {
    const hostile = '.-'.repeat(200_000) + 'a'.repeat(200_000);
    const started = performance.now();
    const name = normalizeName(hostile);
    expect(performance.now() - started).toBeLessThan(200);
    expect(name.original).toHaveLength(MAX_NAME_LENGTH);
  });

  it('produces only lowercase ASCII tokens for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (raw) => {
        const { tokens, key } = normalizeName(raw);
        for (const token of tokens) expect(token).toMatch(/^[a-z0-9]+$/);
        expect(key).toBe(tokens.join(' '));
      }),
    );
  });

  // Measured about 200k names/s; the bound is loose so a busy CI machine does not fail it.
  it('normalizes list-import volumes quickly', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => (i % 3 === 0 ? `ООО «Волганефть ${i}»` : `Atlantic Crest Holdings ${i} Ltd`));
    const started = performance.now();
    for (const name of names) normalizeName(name);
    const perSecond = names.length / ((performance.now() - started) / 1000);
    expect(perSecond).toBeGreaterThan(50_000);
  });
});
