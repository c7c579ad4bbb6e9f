import { ReviewStatus, type ReportModel } from '@counterparty/api';
import { describe, expect, it } from 'vitest';
import { NOT_SCREENED_NO_LISTS, reportHtml, screeningOutcome } from './report-template.js';

type Screening = NonNullable<ReportModel['assessment']['screening']>;
type Assessment = ReportModel['assessment'];

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
      rationale: 'Approved: no rule matched.',
      ruleTrace: [],
      screening,
      reviewStatus: ReviewStatus.NOT_REQUIRED,
      finalReview: null,
      supersededReviews: [],
      newsArticleUrl: null,
      newsSummary: null,
      createdAt: SCREENED_AT,
    },
    auditLogs: [],
    creator: { firstName: 'Paula', lastName: 'Report', email: 'paula@counterparty.test' },
    generatedAt: SCREENED_AT,
    credit: null,
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
    const screening: Screening = { status: 'clear', screenedAt: SCREENED_AT, lists: [], hits: [] };
    expect(screeningOutcome(screening)).toBe('Not screened — no lists loaded');
    // The words of the client's badge (client/src/modules/screening/labels.ts, screeningBadge).
    expect(NOT_SCREENED_NO_LISTS).toBe('Not screened — no lists loaded');
    const text = screeningText(reportHtml(model(screening)));
    expect(text).toBe(
      'Not screened — no lists loaded. Screening ran 2026-03-02 09:30 UTC with no watchlist loaded: no name was checked against any list.',
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
    expect(screeningText(reportHtml(model(null)))).toBe('Not screened (assessed before screening was introduced).');
  });
});
