import { describe, expect, it } from 'vitest';
import { type AssessmentDetailFragment } from '../../generated/graphql';
import { changesBetween, type Financials } from './diff';
import { expiredText, formatDay } from './format';
import { historyOf } from './history';
import { stepsOfDraft } from './reassess';

const STORED = {
  companyName: 'Aurora Tiles Ltd',
  countryOfRegistration: 'United Kingdom',
  countryOfBusiness: 'Germany',
  address: '1 Market Street',
  businessRationale: 'Tiles',
  serviceType: 'Supply',
  alternativeContacts: null,
  keyPeople: ['Jane Doe', 'John Roe'],
  hasLegalActions: false,
  canProvideReferences: true,
  managementReputation: 'unknown',
  managementCapacity: 'yes',
  tradingYears: '3-5',
  hasAuditedFinancials: true,
  hasSufficientLiquidity: true,
  isProfitable: true,
  hasEquityAbove1M: false,
  hasConsistentRevenue: true,
  financials: {
    currency: 'EUR',
    paymentTermsDays: 45,
    requestedLimit: 100000,
    statements: [{ fiscalYearEnd: '2025-12-31', revenue: 1000, ebit: 100, netProfit: 50, totalAssets: 900, equity: 300 }],
  },
  fromAssessmentId: 'a1',
};

describe('stepsOfDraft (Re-assess)', () => {
  it('maps the stored answers onto the five wizard steps, enums as GraphQL names and statements as typed', () => {
    const steps = stepsOfDraft(STORED);
    expect(steps.step1).toEqual({
      companyName: 'Aurora Tiles Ltd',
      countryOfRegistration: 'United Kingdom',
      countryOfBusiness: 'Germany',
      address: '1 Market Street',
      lei: '',
      owners: [],
    });
    expect(steps.step2.alternativeContacts).toBe('');
    expect(steps.step4).toEqual({ managementReputation: 'UNKNOWN', managementCapacity: 'YES', keyPeople: 'Jane Doe\nJohn Roe' });
    expect(steps.step5.tradingYears).toBe('THREE_TO_5');
    expect(steps.step5.hasEquityAbove1M).toBe(false);
    expect(steps.step5.financials?.currency).toBe('EUR');
    expect(steps.step5.financials?.paymentTermsDays).toBe('45');
    expect(steps.step5.financials?.statements[0].fiscalYearEnd).toBe('2025-12-31');
    expect(steps.step5.financials?.statements[0].revenue).toBe('1,000');
  });

  it('carries the LEI and the owners, kinds as stored', () => {
    const steps = stepsOfDraft({
      ...STORED,
      lei: 'FAKE00QUILLWIDGET167',
      owners: [
        { id: 'a', parentId: null, name: 'Alpha', kind: 'company', percent: 60, direct: true, country: 'NL', lei: null },
        { id: 'b', parentId: 'a', name: 'Jane', kind: 'person', percent: 12.5, direct: false, country: null, lei: null },
      ],
    });
    expect(steps.step1.lei).toBe('FAKE00QUILLWIDGET167');
    expect(steps.step1.owners).toEqual([
      { id: 'a', parentId: '', name: 'Alpha', kind: 'COMPANY', percent: '60', direct: true, country: 'NL', lei: '' },
      { id: 'b', parentId: 'a', name: 'Jane', kind: 'PERSON', percent: '12.5', direct: false, country: '', lei: '' },
    ]);
  });

  it('starts with empty statements when the latest assessment had none', () => {
    expect(stepsOfDraft({ ...STORED, financials: null }).step5.financials?.statements).toHaveLength(1);
  });
});

describe('historyOf', () => {
  it('takes the assessments of a timeline, oldest first, with numbers read', () => {
    const points = historyOf([
      { type: 'case_event', refId: 'c1', at: '2026-03-01T00:00:00Z', detail: {} },
      {
        type: 'assessment',
        refId: 'a2',
        at: '2026-02-01T00:00:00Z',
        detail: { status: 'caution', grade: 'C', zScore: '1.2', approvedLimit: null },
      },
      {
        type: 'assessment',
        refId: 'a1',
        at: '2026-01-01T00:00:00Z',
        detail: { status: 'approved', grade: null, zScore: 3.5, approvedLimit: 5000 },
      },
    ]);
    expect(points.map((p) => p.id)).toEqual(['a1', 'a2']);
    expect(points[0]).toMatchObject({ status: 'approved', grade: null, zScore: 3.5, approvedLimit: 5000 });
    expect(points[1]).toMatchObject({ grade: 'C', zScore: 1.2, approvedLimit: null });
  });
});

describe('dates', () => {
  it('prints review dates in UTC', () => {
    expect(formatDay('2026-11-28T23:30:00Z')).toBe('28 Nov 2026');
    expect(expiredText('2026-11-28T10:00:00Z')).toBe('Approval expired on 28 Nov 2026');
  });
});

describe('changesBetween', () => {
  const detail = (over: Partial<AssessmentDetailFragment>) =>
    ({
      ...STORED,
      keyPeople: [],
      managementReputation: 'YES',
      managementCapacity: 'YES',
      tradingYears: 'MORE_THAN_5',
      screening: null,
      ...over,
    }) as unknown as AssessmentDetailFragment;
  const money = (revenue: number): Financials =>
    ({
      currency: 'EUR',
      paymentTermsDays: 30,
      requestedLimit: null,
      statements: [{ fiscalYearEnd: '2025-12-31', revenue, ebit: 1, netProfit: 1 }],
    }) as unknown as Financials;

  it('lists the answers, figures and screening that differ, with the record page labels', () => {
    const changes = changesBetween(
      { detail: detail({ serviceType: 'Supply', tradingYears: 'TWO_TO_3' }), financials: money(1000) },
      {
        detail: detail({
          serviceType: 'Logistics',
          screening: { status: 'CLEAR', hits: [] } as unknown as AssessmentDetailFragment['screening'],
        }),
        financials: money(2000),
      },
    );
    expect(changes.answers).toEqual([
      { label: 'Service Type', before: 'Supply', after: 'Logistics' },
      { label: 'Trading Years', before: '2 to 3 years', after: 'More than 5 years' },
    ]);
    expect(changes.figures).toEqual([{ label: 'Revenue, FY 2025 (31 Dec)', before: '1,000', after: '2,000' }]);
    expect(changes.screening).toEqual([{ label: 'Screening', before: 'Not screened', after: 'Clear' }]);
  });
});

describe('changesBetween, statements on one side only', () => {
  it('says so in one line instead of listing every figure', () => {
    const detail = { ...STORED, keyPeople: [], screening: null } as unknown as AssessmentDetailFragment;
    const financials = {
      currency: 'USD',
      paymentTermsDays: 30,
      requestedLimit: 250000,
      statements: [
        { fiscalYearEnd: '2025-12-31', revenue: 1 },
        { fiscalYearEnd: '2024-12-31', revenue: 1 },
      ],
    } as unknown as Financials;
    expect(changesBetween({ detail, financials: null }, { detail, financials }).figures).toEqual([
      { label: 'Financial Statements', before: 'None given', after: '2 fiscal years in USD, requested limit USD 250,000' },
    ]);
  });
});
