import { describe, expect, it } from 'vitest';
import { beneficialOwnerText, fitLabel, pathText } from './analysis-text';
import { edgeGeometry } from './graph-geometry';
import { addressText, countryName, withParentOwner } from './lei-record';
import {
  descendantsOf,
  insertionPointUnder,
  isOwnersPreviewable,
  leiFieldProblem,
  levelsOf,
  ownerErrorField,
  ownersDraftOf,
  ownersInputOf,
  ownersOfJson,
  parentChoices,
  parentProblem,
  percentProblem,
  percentValue,
  remainingShare,
  type OwnerDraft,
} from './owners-draft';

const row = (id: string, parentId: string, name: string, kind: 'PERSON' | 'COMPANY', percent: string, lei = ''): OwnerDraft => ({
  id,
  parentId,
  name,
  kind,
  percent,
  direct: true,
  country: '',
  lei,
});

// Alpha holds 60.0 % of the company; Jane 50.0 % of Alpha and 10.0 % directly; Beta 40.0 % of Alpha; Bob all of Beta.
const CHAIN = [
  row('alpha', '', 'Alpha Holdings', 'COMPANY', '60'),
  row('jane1', 'alpha', 'Jane Doe', 'PERSON', '50'),
  row('beta', 'alpha', 'Beta Ltd', 'COMPANY', '40'),
  row('bob', 'beta', 'Bob Roe', 'PERSON', '100'),
  row('jane2', '', 'Jane Doe', 'PERSON', '10'),
];

describe('the owners draft', () => {
  it('reads shares as typed, and says what is wrong with one', () => {
    expect(percentValue('40')).toBe(40);
    expect(percentValue(' 12.5 % ')).toBe(12.5);
    expect(percentValue('12,5')).toBe(12.5);
    expect(percentValue('')).toBeNull();
    expect(percentValue('forty')).toBeUndefined();
    expect(percentValue('1e2')).toBeUndefined();
    expect(percentProblem('')).toBe('Enter the share held');
    expect(percentProblem('0')).toBe('The share must be above 0 and at most 100 %');
    expect(percentProblem('100.5')).toBe('The share must be above 0 and at most 100 %');
    expect(percentProblem('100')).toBe(true);
  });

  it('checks an LEI’s check digits before anything is sent', () => {
    expect(leiFieldProblem('')).toBe(true);
    expect(leiFieldProblem('FAKE00QUILLWIDGET167')).toBe(true);
    expect(leiFieldProblem('fake00 quillwidget167')).toBe(true);
    expect(leiFieldProblem('FAKE00QUILLWIDGET168')).toBe('LEI has wrong check digits (ISO 17442)');
    expect(leiFieldProblem('FAKE')).toBe('LEI must be 20 letters and digits (ISO 17442)');
  });

  it('goes to the API in the editor’s order, and comes back', () => {
    const input = ownersInputOf(CHAIN)!;
    expect(input.map((o) => o.parentId)).toEqual([null, 'alpha', 'alpha', 'beta', null]);
    expect(input[0]).toEqual({
      id: 'alpha',
      parentId: null,
      name: 'Alpha Holdings',
      kind: 'COMPANY',
      percent: 60,
      direct: true,
      country: null,
      lei: null,
    });
    expect(ownersInputOf([])).toBeNull();
    const back = ownersDraftOf(input.map((o) => ({ ...o, percent: o.percent })));
    expect(back).toEqual(CHAIN);
  });

  it('reads the owners of a reassessment draft, whatever the case of their kinds', () => {
    expect(
      ownersOfJson([{ id: 'a', name: 'Alpha', kind: 'company', percent: 60 }, { id: 'b', name: 'No share', kind: 'PERSON' }, 'junk']),
    ).toEqual([{ id: 'a', parentId: null, name: 'Alpha', kind: 'COMPANY', percent: 60, direct: true, country: null, lei: null }]);
    expect(ownersOfJson(null)).toEqual([]);
  });

  it('knows each row’s level, what is above it, and where its next owner goes', () => {
    expect(levelsOf(CHAIN)).toEqual([1, 2, 2, 3, 1]);
    expect(descendantsOf(CHAIN, 0)).toEqual([1, 2, 3]);
    expect(descendantsOf(CHAIN, 2)).toEqual([3]);
    expect(insertionPointUnder(CHAIN, 0)).toBe(4);
    expect(insertionPointUnder(CHAIN, 4)).toBe(5);
  });

  it('offers the company and the company rows above as parents, within the level limit', () => {
    expect(parentChoices(CHAIN, 3, 'Subject Co', 6).map((c) => c.label)).toEqual(['Subject Co', 'Alpha Holdings', 'Beta Ltd']);
    expect(parentChoices(CHAIN, 3, '', 2).map((c) => c.label)).toEqual(['The assessed company', 'Alpha Holdings', 'Beta Ltd']);
    expect(parentChoices(CHAIN, 4, 'Subject Co', 2).map((c) => c.label)).toEqual(['Subject Co', 'Alpha Holdings']);
    expect(parentChoices(CHAIN, 0, 'Subject Co', 6)).toEqual([{ value: '', label: 'Subject Co' }]);
  });

  it('refuses a parent that is a person or below the row', () => {
    expect(parentProblem(CHAIN, 3)).toBe(true);
    const personParent = CHAIN.map((o) => (o.id === 'beta' ? { ...o, kind: 'PERSON' as const } : o));
    expect(parentProblem(personParent, 3)).toBe('Beta Ltd is a person: choose a company');
    expect(parentProblem([row('x', 'y', 'X', 'PERSON', '1'), row('y', '', 'Y', 'COMPANY', '1')], 0)).toBe(
      'Choose the company it holds shares in',
    );
    expect(isOwnersPreviewable(CHAIN)).toBe(true);
    expect(isOwnersPreviewable(personParent)).toBe(false);
    expect(isOwnersPreviewable([row('a', '', '', 'PERSON', '10')])).toBe(false);
    expect(isOwnersPreviewable([])).toBe(false);
  });

  it('puts an error on a row’s id or kind on its name', () => {
    expect(ownerErrorField('owners[3].id')).toBe('owners[3].name');
    expect(ownerErrorField('owners[3].kind')).toBe('owners[3].name');
    expect(ownerErrorField('owners[3].percent')).toBe('owners[3].percent');
    expect(ownerErrorField('companyName')).toBe('companyName');
  });

  it('knows the share not yet given out in a holder', () => {
    expect(remainingShare(CHAIN, '')).toBe(30);
    expect(remainingShare(CHAIN, 'alpha')).toBe(10);
    expect(remainingShare(CHAIN, 'beta')).toBe(0);
    expect(remainingShare([], '')).toBe(100);
  });
});

describe('an LEI record in the wizard', () => {
  const direct = {
    lei: 'FAKE00QUILLHOLDNG189',
    legalName: 'Quillfeather Holdings B.V.',
    country: 'NL',
    relationship: 'IS_DIRECTLY_CONSOLIDATED_BY',
  };
  const ultimate = {
    lei: 'FAKE00MARBLEWOODG172',
    legalName: 'Marblewood Group AG',
    country: 'CH',
    relationship: 'IS_ULTIMATELY_CONSOLIDATED_BY',
  };

  it('writes countries and addresses as the wizard’s free text does', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US-DE')).toBe('United States');
    expect(countryName('Narnia')).toBe('Narnia');
    expect(countryName(null)).toBe('');
    expect(
      addressText({ lines: ['12 Imaginary Lane', 'Unit 4'], city: 'Fictionton', region: 'GB-ENG', country: 'GB', postalCode: 'FX1 2YZ' }),
    ).toBe('12 Imaginary Lane, Unit 4, Fictionton, FX1 2YZ, United Kingdom');
  });

  it('takes a parent as a company owner with the share not yet given, once', () => {
    const one = withParentOwner([], direct, ultimate);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      parentId: '',
      name: 'Quillfeather Holdings B.V.',
      kind: 'COMPANY',
      percent: '100',
      country: 'Netherlands',
    });
    expect(withParentOwner(one, direct, ultimate)).toEqual(one);
    const partial = withParentOwner([row('p', '', 'Pat', 'PERSON', '25')], direct, null);
    expect(partial[1].percent).toBe('75');
  });

  it('puts the ultimate parent above the direct one, whichever is taken first', () => {
    const both = withParentOwner(withParentOwner([], direct, ultimate), ultimate, direct);
    expect(both.map((o) => o.name)).toEqual(['Quillfeather Holdings B.V.', 'Marblewood Group AG']);
    expect(both[1].parentId).toBe(both[0].id);
    const reversed = withParentOwner(withParentOwner([], ultimate, direct), direct, ultimate);
    expect(reversed.map((o) => o.name)).toEqual(['Quillfeather Holdings B.V.', 'Marblewood Group AG']);
    expect(reversed[0].parentId).toBe('');
    expect(reversed[1].parentId).toBe(reversed[0].id);
    expect(levelsOf(reversed)).toEqual([1, 2]);
  });
});

describe('the computed owners in words', () => {
  it('says each path from the company upwards', () => {
    expect(pathText({ names: ['Jane Doe'], shares: [10], percent: 10 })).toBe('direct 10.0 %');
    expect(pathText({ names: ['Jane Doe', 'Alpha Holdings'], shares: [50, 60], percent: 30 })).toBe('60.0 % × 50.0 % via Alpha Holdings');
    expect(pathText({ names: ['Bob', 'Beta Ltd', 'Alpha Holdings'], shares: [100, 40, 60], percent: 24 }, true)).toBe(
      '60.0 % × 40.0 % × 100.0 % via Alpha Holdings and Beta Ltd (24.0 %)',
    );
  });

  it('says a beneficial owner with every path', () => {
    expect(
      beneficialOwnerText({
        name: 'Jane Doe',
        percent: 40,
        paths: [
          { names: ['Jane Doe', 'Alpha Holdings'], shares: [50, 60], percent: 30 },
          { names: ['Jane Doe'], shares: [10], percent: 10 },
        ],
      }),
    ).toBe('Jane Doe 40.0 %: 60.0 % × 50.0 % via Alpha Holdings (30.0 %); direct 10.0 %');
  });

  it('cuts a name to its box', () => {
    expect(fitLabel('Alpha', 168)).toBe('Alpha');
    const cut = fitLabel('Corvell Ridge Packaging International Holdings', 168);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});

describe('the graph’s lines', () => {
  const size = { nodeWidth: 100, nodeHeight: 40 };
  const subject = { id: 'subject', x: 250, y: 200, level: 0 };
  const alpha = { id: 'alpha', x: 250, y: 100, level: 1 };
  const jane = { id: 'jane', x: 250, y: 0, level: 2 };

  it('are straight between adjacent levels, the share under the holder', () => {
    const g = edgeGeometry(alpha, subject, [subject, alpha, jane], size);
    expect(g.d).toBe('M 300 140 L 300 200');
    expect(g.label).toEqual({ x: 300, y: 164 });
  });

  it('bow around the boxes in between across levels', () => {
    const g = edgeGeometry(jane, subject, [subject, alpha, jane], size);
    expect(g.d.startsWith('M 300 40 C ')).toBe(true);
    // The curve's control points sit beside Alpha's box, not through it.
    const [, , , , c1x, , c2x] = g.d.split(' ');
    expect(Math.abs(Number(c1x) - 300)).toBeGreaterThan(50);
    expect(Math.abs(Number(c2x) - 300)).toBeGreaterThan(50);
  });
});
