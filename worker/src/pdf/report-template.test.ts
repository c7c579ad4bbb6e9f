import { ReviewStatus, type ReportModel } from '@counterparty/api';
import { describe, expect, it } from 'vitest';
import { ALTMAN_TERMS, ALTMAN_ZONE_CATALOG } from '../../../api/src/modules/credit/credit-catalog.js';
import { NOT_SCREENED_NO_LISTS, reportHtml, screeningOutcome } from './report-template.js';

type Screening = NonNullable<ReportModel['assessment']['screening']>;
type Assessment = ReportModel['assessment'];
type FinalReview = NonNullable<Assessment['finalReview']>;

const SCREENED_AT = '2026-03-02T09:30:00.000Z';
const SANCTIONS = { name: 'Demo Sanctions List', version: 2 };

/** A report of an approved assessment with no statements, screened as given. */
function model(screening: Screening | null): ReportModel {
  return {
    assessment: {
      id: '00000000-0000-4000-8000-000000000001',
      companyName: 'Acme Trading Ltd',
      countryOfRegistration: 'United Kingdom',
      countryOfBusiness: 'United Kingdom',
      address: '1 Market Street, London',
      businessRationale: 'Long-standing supplier of packaging materials',
      serviceType: 'Supply',
      alternativeContacts: null,
      keyPeople: ['Jane Doe'],
      hasLegalActions: false,
      canProvideReferences: true,
      managementReputation: 'yes' as Assessment['managementReputation'],
      managementCapacity: 'yes' as Assessment['managementCapacity'],
      tradingYears: '>5' as Assessment['tradingYears'],
      hasAuditedFinancials: true,
      hasSufficientLiquidity: true,
      isProfitable: true,
      hasEquityAbove1M: true,
      hasConsistentRevenue: true,
      financials: null,
      status: 'approved' as Assessment['status'],
      ruleStatus: 'approved' as Assessment['ruleStatus'],
      rationale: 'Approved: no rule matched.',
      ruleTrace: [],
      screening,
      reviewStatus: ReviewStatus.NOT_REQUIRED,
      finalReview: null,
      supersededReviews: [],
      newsArticleUrl: null,
      newsSummary: null,
      createdAt: SCREENED_AT,
      nextReviewAt: null,
      approvalExpired: false,
    },
    auditLogs: [],
    creator: { firstName: 'Paula', lastName: 'Report', email: 'paula@counterparty.test' },
    generatedAt: SCREENED_AT,
    credit: null,
    evidence: [],
    ownership: null,
  };
}

/** The screening section of a report as text: tags dropped, entities and whitespace folded. */
function screeningText(html: string): string {
  const section = html.split('<h2>Sanctions and watchlist screening</h2>')[1].split('<h2>')[0];
  return section
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:])/g, '$1')
    .trim();
}

const confirmedHit: Screening['hits'][number] = {
  id: 'hit-1',
  entityId: 'demo-0001',
  caption: 'Acme Trading Limited',
  matchedName: 'Acme Trading Limited',
  score: 0.97,
  listName: SANCTIONS.name,
  listVersion: 1,
  schema: 'Company',
  countries: ['gb'],
  topics: ['sanction'],
  explanation: ['Same name once legal forms are set aside.'],
  subject: { kind: 'company', name: 'Acme Trading Ltd' },
  review: { decision: 'confirmed', reason: 'Same registry number.', reviewerId: 'u2', reviewerName: 'Ben Second', reviewedAt: SCREENED_AT },
  goneSince: SCREENED_AT,
};

describe('the report says what screening checked', () => {
  it('says "Not screened — no lists loaded", as the client does, when no list was read', () => {
    const screening: Screening = { status: 'not_screened', screenedAt: SCREENED_AT, lists: [], hits: [] };
    expect(screeningOutcome(screening)).toBe('Not screened — no lists loaded');
    // A record stored as clear with no list, before not_screened existed, says the same.
    expect(screeningOutcome({ ...screening, status: 'clear' })).toBe('Not screened — no lists loaded');
    // The words of the client's badge (client/src/modules/screening/labels.ts, screeningBadge).
    expect(NOT_SCREENED_NO_LISTS).toBe('Not screened — no lists loaded');
    const text = screeningText(reportHtml(model(screening)));
    expect(text).toBe(
      'Not screened — no lists loaded. Screening ran 2026-03-02 09:30 UTC with no watchlist loaded: no name was checked against any list. The next list import screens it.',
    );
    expect(text).not.toContain('Clear');
    expect(text).not.toContain('No hits');
  });

  it('says "Clear" only when lists were read and nothing matched', () => {
    const screening: Screening = { status: 'clear', screenedAt: SCREENED_AT, lists: [SANCTIONS, { name: 'UN', version: 1 }], hits: [] };
    expect(screeningOutcome(screening)).toBe('Clear');
    expect(screeningText(reportHtml(model(screening)))).toBe(
      'Clear — screened 2026-03-02 09:30 UTC against Demo Sanctions List (version 2), UN (version 1). No hits.',
    );
  });

  it('still shows a match confirmed earlier when no list is loaded now: a report never hides one', () => {
    const screening: Screening = { status: 'confirmed_match', screenedAt: SCREENED_AT, lists: [], hits: [confirmedHit] };
    expect(screeningOutcome(screening)).toBe('Confirmed match');
    const text = screeningText(reportHtml(model(screening)));
    expect(text).toMatch(/^Confirmed match\. Screening ran 2026-03-02 09:30 UTC with no watchlist loaded/);
    expect(text).toContain('Acme Trading Limited');
    expect(text).toContain('Confirmed by Ben Second');
  });

  it('says an assessment older than screening was not screened', () => {
    expect(screeningText(reportHtml(model(null)))).toBe('Not screened: no list has been imported since it was assessed.');
  });
});

describe('the report never turns a figure into a 0 it is not', () => {
  type Credit = NonNullable<ReportModel['credit']>;
  const statement = (overrides: Partial<Credit['financials']['statements'][number]>): Credit['financials']['statements'][number] => ({
    fiscalYearEnd: '2024-12-31',
    revenue: 10_000_000,
    ebit: -1e15,
    ebitda: null,
    interestExpense: null,
    netProfit: -1e15,
    currentAssets: 0,
    inventory: null,
    cash: null,
    currentLiabilities: 0,
    totalAssets: 1e-300,
    totalLiabilities: 1e-300,
    equity: 0,
    intangibleAssets: null,
    retainedEarnings: 0,
    totalDebt: null,
    ...overrides,
  });
  /** An analysis as stored before figures had a smallest unit: X3 overflowed, so Z″ and its zone were left absent. */
  const credit = (s: Credit['financials']['statements'][number], altmanZ: Credit['analysis']['altmanZ']): Credit => {
    const ratios = {
      currentRatio: null,
      quickRatio: null,
      debtToAssets: 1,
      debtToEbitda: null,
      interestCover: null,
      netMargin: -100_000_000,
      returnOnAssets: null,
      revenueGrowth: null,
      workingCapital: 0,
      tangibleNetWorth: 0,
    };
    return {
      financials: { currency: 'USD', paymentTermsDays: 30, requestedLimit: null, statements: [s] },
      analysis: {
        fiscalYearEnd: s.fiscalYearEnd,
        currency: 'USD',
        paymentTermsDays: 30,
        revenue: s.revenue,
        equity: s.equity,
        ratios,
        altmanZ,
        score: 10,
        grade: 'E',
        pd: 0.25,
        reviewMonths: 3,
        points: { altmanZone: 0, currentRatio: 0, debtToAssets: 0, interestCover: 0, netMargin: 0, tradingYears: 10, revenueGrowth: 0 },
        suggestedLimit: { amount: 0, currency: 'USD', binding: 'grade', terms: { netWorth: 0, workingCapital: 0, revenue: 0 } },
        requestedLimit: null,
        requestedLimitMultiple: null,
        requestedAboveSuggested: null,
        scorecardVersion: 1,
        years: [{ fiscalYearEnd: s.fiscalYearEnd, ratios, altmanZ }],
        riskFlags: [],
        gradeHold: null,
      },
      figures: [
        { key: 'totalAssets', label: 'Total assets', unit: 'amount' },
        { key: 'totalLiabilities', label: 'Total liabilities', unit: 'amount' },
        { key: 'equity', label: 'Equity', unit: 'amount' },
      ],
      ratios: [{ key: 'debtToAssets', label: 'Debt to assets', unit: 'percent', better: 'lower' }],
      scoreInputs: [{ key: 'altmanZone', label: 'Altman Z″ zone' }],
      zones: ALTMAN_ZONE_CATALOG.map(({ zone, label }) => ({ zone, label })),
      altmanTerms: ALTMAN_TERMS.map((t) => ({ ...t })),
    };
  };
  const text = (c: Credit) =>
    reportHtml({ ...model(null), credit: c })
      .split('<h2>Credit analysis</h2>')[1]
      .split('<h2>')[0]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it('does not say total liabilities are 0 when Z″ is absent for another reason, and shows figures below a cent as they are', () => {
    const t = text(credit(statement({}), { score: null, zone: null, x1: 0, x2: 0, x3: null, x4: 0 }));
    expect(t).not.toContain('total liabilities are 0');
    expect(t).toContain('no zone (Z″ could not be computed from these figures)');
    expect(t).toContain('Total assets 1e-300');
    expect(t).toContain('Total liabilities 1e-300');
  });

  it('says total liabilities are 0 only when they are', () => {
    const s = statement({ ebit: 100, netProfit: 100, totalAssets: 1_000, totalLiabilities: 0, equity: 1_000 });
    const t = text(credit(s, { score: null, zone: null, x1: 0, x2: 0, x3: 0.1, x4: null }));
    expect(t).toContain('no zone (total liabilities are 0)');
    expect(t).toContain('Total liabilities 0 ');
    expect(t).toContain('Total assets 1,000');
  });

  it('shows a cent as 0.01', () => {
    const s = statement({ totalAssets: 0.01, totalLiabilities: 0.01, ebit: -1e15 });
    const t = text(credit(s, { score: -672_000_000_000_000_000, zone: 'distress', x1: 0, x2: 0, x3: -1e17, x4: 0 }));
    expect(t).toContain('Total assets 0.01');
    expect(t).toContain('— Distress');
  });
});

describe('the four-eyes review in a report', () => {
  const review = {
    decision: 'approved' as FinalReview['decision'],
    ruleStatus: 'caution' as FinalReview['decision'],
    reason: 'Good payer; 800k is what we can carry',
    reviewerId: 'u2',
    reviewerName: 'Cal Checker',
    reviewedAt: SCREENED_AT,
    revision: 1,
  };
  const reviewed = (approvedLimit: number | null): ReportModel => {
    const m = model(null);
    m.assessment.reviewStatus = ReviewStatus.COMPLETED;
    m.assessment.financials = { currency: 'USD', paymentTermsDays: 30, requestedLimit: 1_000_000, statements: [] };
    m.assessment.finalReview = { ...review, approvedLimit };
    return m;
  };

  it('names the approved limit, in the statements’ currency, after the reason', () => {
    expect(reportHtml(reviewed(800_000))).toContain('Reason: Good payer; 800k is what we can carry. Approved limit: USD 800,000.');
  });

  it('names none when the review approved none', () => {
    expect(reportHtml(reviewed(null))).not.toContain('Approved limit');
  });
});

describe('periodic review and evidence', () => {
  it('states the next review date, or that the approval expired', () => {
    const due = model(null);
    due.assessment.nextReviewAt = '2028-03-15T12:00:00.000Z';
    expect(reportHtml(due)).toContain('Next periodic review: 2028-03-15 12:00 UTC');
    const expired = model(null);
    Object.assign(expired.assessment, { nextReviewAt: '2026-01-02T00:00:00.000Z', approvalExpired: true });
    const html = reportHtml(expired);
    expect(html).toContain('Approval expired on 2026-01-02 00:00 UTC');
    expect(html).not.toContain('Next periodic review');
  });

  it("lists the evidence with each file's SHA-256, deleted files marked", () => {
    const withFiles = model(null);
    withFiles.evidence = [
      {
        fileName: 'filings <2025>.pdf',
        sha256: 'a'.repeat(64),
        size: 2_621_440,
        uploadedByName: 'Ana User',
        uploadedAt: SCREENED_AT,
        deletedAt: null,
      },
      {
        fileName: 'old.csv',
        sha256: 'b'.repeat(64),
        size: 512,
        uploadedByName: 'Colm User',
        uploadedAt: SCREENED_AT,
        deletedAt: SCREENED_AT,
      },
    ];
    const html = reportHtml(withFiles);
    const section = html.split('<h2>Evidence</h2>')[1].split('<h2>')[0];
    expect(section).toContain('filings &lt;2025&gt;.pdf');
    expect(section).toContain(`SHA-256 ${'a'.repeat(64)}`);
    expect(section).toContain('2.5 MB · Ana User');
    expect(section).toMatch(/old\.csv <span class="tag">deleted/);
    expect(reportHtml(model(null))).not.toContain('<h2>Evidence</h2>');
  });
});
