import { describe, expect, it } from 'vitest';
import { analyseOwnership, type OwnershipContext } from './ownership-analysis.js';
import { OwnerKind, parseOwners } from './ownership.js';

const context: OwnershipContext = {
  hits: [],
  screened: true,
  uboThresholdPercent: 25,
  blockedThresholdPercent: 50,
  leiStatus: 'NONE',
  companyName: 'Quillon Freight Ltd',
};

const row = (id: string, name: string, percent: number, parentId: string | null = null, kind = OwnerKind.PERSON) => ({
  id,
  parentId,
  name,
  kind,
  percent,
});

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { field?: string }).field;
  }
  return 'no error';
};

describe('parseOwners', () => {
  it('refuses shares above 100 % in one holder, negative shares, loops, missing names and deep chains, naming the field', () => {
    expect(fieldOf(() => parseOwners([row('a', 'Ann Vell', 70), row('b', 'Bo Rask', 40)], 'Quillon Freight Ltd'))).toBe(
      'owners[1].percent',
    );
    expect(fieldOf(() => parseOwners([row('a', 'Ann Vell', -5)], null))).toBe('owners[0].percent');
    expect(fieldOf(() => parseOwners([row('a', '  ', 5)], null))).toBe('owners[0].name');
    expect(
      fieldOf(() =>
        parseOwners(
          [
            row('a', 'Harrow Co', 50, null, OwnerKind.COMPANY),
            row('b', 'Teal Co', 50, 'a', OwnerKind.COMPANY),
            row('c', 'Harrow Co', 50, 'b', OwnerKind.COMPANY),
          ],
          null,
        ),
      ),
    ).toBe('owners[2].parentId');
    expect(fieldOf(() => parseOwners([row('a', 'Quillon Freight Ltd.', 50, null, OwnerKind.COMPANY)], 'Quillon Freight Ltd'))).toBe(
      'owners[0].name',
    );
    const chain = Array.from({ length: 7 }, (_, i) => row(`c${i}`, `Level ${i} Co`, 90, i === 0 ? null : `c${i - 1}`, OwnerKind.COMPANY));
    expect(fieldOf(() => parseOwners(chain, null))).toBe('owners[6].parentId');
    expect(fieldOf(() => parseOwners(chain.slice(0, 6), null))).toBe('no error');
    expect(fieldOf(() => parseOwners([row('a', 'Ann', 5), row('b', 'Bo', 5, 'a')], null))).toBe('owners[1].parentId');
    expect(fieldOf(() => parseOwners([row('a', 'Ann', 5, null), { ...row('b', 'Bo', 5), lei: '5493001KJTIIGC8Y1R13' }], null))).toBe(
      'owners[1].lei',
    );
  });
});

describe('analyseOwnership', () => {
  const owners = parseOwners(
    [
      row('h', 'Orrin Holdings', 60, null, OwnerKind.COMPANY),
      row('p1', 'Mira Castell', 50, 'h'),
      row('p2', 'mira  castell.', 10),
      row('p3', 'Joss Ferrand', 50, 'h'),
    ],
    'Quillon Freight Ltd',
  );

  it('multiplies shares along each path and adds the paths', () => {
    const analysis = analyseOwnership(owners, context);
    expect(analysis.beneficialOwners.map((b) => [b.name, b.percent])).toEqual([
      ['Mira Castell', 40],
      ['Joss Ferrand', 30],
    ]);
    expect(analysis.beneficialOwners[0].paths.map((p) => p.percent)).toEqual([30, 10]);
    expect(analysis.beneficialOwners[0].paths[0].names).toEqual(['Mira Castell', 'Orrin Holdings']);
    expect(analysis.blockedPercent).toBe(0);
    expect(analysis.explanation).toBeNull();
    expect(analysis.ultimateParentCountry).toBeNull();
    expect(analysis.graph.nodes.find((n) => n.kind === 'SUBJECT')!.y).toBeGreaterThan(
      analysis.graph.nodes.find((n) => n.label === 'Mira Castell')!.y,
    );
  });

  it('a threshold of 45 % leaves no beneficial owner; a listed owner two levels up blocks the company through its holding', () => {
    expect(analyseOwnership(owners, { ...context, uboThresholdPercent: 45 }).beneficialOwners).toEqual([]);
    const listed = analyseOwnership(owners, { ...context, hits: [{ subject: { kind: 'person', name: 'Mira Castell' }, review: null }] });
    // Orrin Holdings is 50 % held by a listed person: blocked itself, so its 60 % counts, plus Mira's direct 10 %.
    expect(listed.blockedPercent).toBe(70);
    expect(listed.blockedFinding).toBe(true);
    expect(listed.ownerScreeningStatus).toBe('potential_match');
    expect(listed.explanation).toContain('70.0 % held by listed owners: Mira Castell (40.0 %, potential match)');
    expect(listed.explanation).toContain('Orrin Holdings');
    const cleared = analyseOwnership(owners, {
      ...context,
      hits: [{ subject: { kind: 'person', name: 'Mira Castell' }, review: { decision: 'false_positive' } }],
    });
    expect(cleared.blockedFinding).toBe(false);
    expect(cleared.ownerScreeningStatus).toBe('clear');
  });

  it('below the threshold an intermediate company counts in proportion', () => {
    const small = parseOwners([row('h', 'Orrin Holdings', 80, null, OwnerKind.COMPANY), row('p', 'Joss Ferrand', 40, 'h')], null);
    const analysis = analyseOwnership(small, {
      ...context,
      hits: [{ subject: { kind: 'person', name: 'Joss Ferrand' }, review: { decision: 'confirmed' } }],
    });
    expect(analysis.blockedPercent).toBe(32);
    expect(analysis.blockedFinding).toBe(false);
    expect(analysis.ownerScreeningStatus).toBe('confirmed_match');
  });

  it('follows majority company owners to the ultimate parent country', () => {
    const chain = parseOwners(
      [
        { ...row('a', 'Dunmore Group', 75, null, OwnerKind.COMPANY), country: 'Ireland' },
        { ...row('b', 'Kestrel Capital', 51, 'a', OwnerKind.COMPANY), country: 'Luxembourg' },
        { ...row('c', 'Minor Fund', 49, 'a', OwnerKind.COMPANY), country: 'Malta' },
      ],
      null,
    );
    expect(analyseOwnership(chain, context).ultimateParentCountry).toBe('Luxembourg');
    expect(analyseOwnership(chain, { ...context, registerUltimateParentCountry: 'DE' }).ultimateParentCountry).toBe('DE');
  });
});
