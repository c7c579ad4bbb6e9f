import { describe, expect, it } from 'vitest';
import { compareLegalForms, isLegalForm, splitLegalForms } from './legal-forms.js';

describe('splitLegalForms', () => {
  it('reduces different spellings of a form to one class and one canonical form', () => {
    for (const tokens of [
      ['x', 'llc'],
      ['x', 'limited', 'liability', 'company'],
      ['ooo', 'x'],
      ['x', 'gmbh'],
      ['x', 'sp', 'zoo'],
      ['x', 'sdn', 'bhd'],
    ]) {
      const split = splitLegalForms(tokens);
      expect(split.tokens, tokens.join(' ')).toEqual(['x']);
      expect(split.legalForms, tokens.join(' ')).toEqual(['limited']);
    }
    expect(splitLegalForms(['x', 'limited', 'liability', 'company']).legalFormNames).toEqual(['llc']);
    expect(splitLegalForms(['pjsc', 'x']).legalForms).toEqual(['joint_stock']);
    expect(splitLegalForms(['x', 'spa']).legalFormNames).toEqual(['spa']);
    expect(splitLegalForms(['x', 'corp']).legalForms).toEqual(['joint_stock']);
    expect(splitLegalForms(['x', 'gmbh', 'and', 'co', 'kg']).legalForms).toEqual(['partnership']);
    expect(splitLegalForms(['ano', 'x']).legalForms).toEqual(['nonprofit']);
  });

  it('reads forms spelt out in the languages of lists and registers as their abbreviation', () => {
    const cases: [string, string][] = [
      ['x aktiengesellschaft', 'ag'],
      ['x gesellschaft mit beschrankter haftung', 'gmbh'],
      ['societatea cu raspundere limitata x', 'srl'],
      ['x societa per azioni', 'spa'],
      ['x societe a responsabilite limitee', 'sarl'],
      ['x sociedad anonima', 'sa'],
      ['x spolka z ograniczona odpowiedzialnoscia', 'spzoo'],
      ['x besloten vennootschap', 'bv'],
      ['open joint stock company x', 'ojsc'],
      ['aktsionernoe obshchestvo x', 'ao'],
      ['x public limited company', 'plc'],
    ];
    for (const [name, form] of cases)
      expect(splitLegalForms(name.split(' ')), name).toMatchObject({ tokens: ['x'], legalFormNames: [form] });
  });

  it('strips forms at both edges, several in a row', () => {
    expect(splitLegalForms(['ooo', 'x', 'y', 'co', 'ltd'])).toMatchObject({ tokens: ['x', 'y'], legalForms: ['limited'] });
  });

  it('leaves forms inside the name and suffix-only forms at the start', () => {
    expect(splitLegalForms(['x', 'ag', 'y']).tokens).toEqual(['x', 'ag', 'y']);
    expect(splitLegalForms(['sa', 'pereira']).tokens).toEqual(['sa', 'pereira']);
  });

  it('reads a misspelt long form word at the edge of a name, not a word that merely resembles one', () => {
    expect(splitLegalForms(['orion', 'incorporatd'])).toMatchObject({
      tokens: ['orion'],
      legalFormNames: ['inc'],
      corrected: [['incorporatd', 'incorporated']],
    });
    expect(splitLegalForms(['orion', 'joint', 'stock', 'compan']).legalFormNames).toEqual(['jsc']);
    expect(splitLegalForms(['orion', 'joynt', 'stock', 'company']).legalFormNames).toEqual(['jsc']);
    expect(splitLegalForms(['orion', 'limitless']).tokens).toEqual(['orion', 'limitless']);
    expect(splitLegalForms(['compact', 'orion']).tokens).toEqual(['compact', 'orion']);
  });

  it('recognises forms by their words', () => {
    expect(isLegalForm('gmbh')).toBe(true);
    expect(isLegalForm('joint stock company')).toBe(true);
    expect(isLegalForm('orion')).toBe(false);
  });
});

describe('compareLegalForms', () => {
  const forms = (...names: string[]) => splitLegalForms(['x', ...names]);

  it('is the same for one form however written, agrees on a shared class', () => {
    expect(compareLegalForms(forms('ag'), forms('aktiengesellschaft'))).toBe('same');
    expect(compareLegalForms(forms('llc'), forms('gmbh'))).toBe('agree');
    expect(compareLegalForms(splitLegalForms(['ooo', 'x']), forms('llc'))).toBe('agree');
  });

  it('conflicts on two classes of one legal system, differs across systems', () => {
    expect(compareLegalForms(forms('ag'), forms('gmbh'))).toBe('conflict');
    expect(compareLegalForms(splitLegalForms(['ano', 'x']), splitLegalForms(['ooo', 'x']))).toBe('conflict');
    expect(compareLegalForms(forms('sa'), forms('ltd'))).toBe('differ');
    expect(compareLegalForms(forms('bv'), forms('llp'))).toBe('differ');
  });

  it('is absent when either side has no specific form', () => {
    expect(compareLegalForms(forms('llc'), forms())).toBe('absent');
    expect(compareLegalForms(forms('company'), forms('jsc'))).toBe('absent');
  });
});
