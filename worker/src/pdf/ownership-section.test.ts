import { describe, expect, it } from 'vitest';
import type { ReportModel } from '@counterparty/api';
import { ownershipSection } from './ownership-section.js';

const node = (id: string, label: string, kind: 'SUBJECT' | 'PERSON' | 'COMPANY', y: number, extra: object = {}) => ({
  id,
  label,
  kind,
  effectivePercent: kind === 'SUBJECT' ? null : 60,
  listed: false,
  beneficial: false,
  x: 8,
  y,
  level: 0,
  ...extra,
});

const ownership: NonNullable<ReportModel['ownership']> = {
  lei: null,
  owners: [],
  analysis: {
    uboThresholdPercent: 25,
    blockedThresholdPercent: 50,
    beneficialOwners: [
      {
        name: 'Ilse <Marr>',
        percent: 60,
        listed: true,
        morePaths: 0,
        paths: [{ names: ['Ilse <Marr>', 'Keld Holdings'], shares: [100, 60], percent: 60 }],
      },
    ],
    blockedPercent: 60,
    blockedFinding: true,
    explanation: '60.0 % held by listed owners: Ilse <Marr> (60.0 %, potential match)',
    ownerScreeningStatus: 'potential_match',
    ultimateParentCountry: null,
    leiStatus: 'NONE',
    graph: {
      width: 184,
      height: 344,
      nodes: [
        node('subject', 'Brack & Sons', 'SUBJECT', 216),
        node('n1', 'Keld Holdings', 'COMPANY', 112),
        node('n2', 'Ilse <Marr>', 'PERSON', 8, { listed: true, beneficial: true }),
      ],
      edges: [
        { from: 'n1', to: 'subject', percent: 60, direct: true },
        { from: 'n2', to: 'n1', percent: 100, direct: false },
      ],
    },
  },
};

describe('the ownership section of the report', () => {
  it('states the finding, the beneficial owners with their paths and draws the graph, escaping every name', () => {
    const html = ownershipSection(ownership);
    expect(html).toContain('<strong>Blocked by ownership:</strong> 60.0 % held by listed owners: Ilse &lt;Marr&gt;');
    expect(html).toContain('Ilse &lt;Marr&gt; 100.0 % → Keld Holdings 60.0 % = 60.0 %');
    expect(html).not.toContain('<Marr>');
    expect(html).toMatch(/<svg[^>]+viewBox="0 0 184 344"/);
    // Three boxes, two arrows (the indirect holding dashed), the listed owner outlined red.
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html.match(/<line /g)).toHaveLength(2);
    expect(html).toContain('stroke-dasharray');
    expect(html).toContain('LISTED');
    expect(html).toContain('Brack &amp; Sons');
  });

  it('says so when no owner was given', () => {
    expect(ownershipSection(null)).toContain('No owners were given');
  });
});
