import { AuditAction, type ReportModel } from '@counterparty/api';
import { describe, expect, it } from 'vitest';
import { reportHtml } from './report-template.js';

const model = (changes: Record<string, unknown>): ReportModel =>
  ({
    assessment: {
      companyName: 'Acme',
      status: 'approved',
      ruleStatus: 'approved',
      rationale: '',
      ruleTrace: [],
      screening: null,
      supersededReviews: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    auditLogs: [{ action: AuditAction.UPDATED, changes, userName: null, createdAt: '2026-01-02T00:00:00.000Z' }],
    creator: { firstName: 'Ann', lastName: null, email: 'ann@example.com' },
    generatedAt: '2026-01-03T00:00:00.000Z',
    credit: null,
    evidence: [],
    ownership: null,
  }) as unknown as ReportModel;

const auditText = (html: string) =>
  html
    .split('<h2>Audit trail</h2>')[1]
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the PDF's audit trail", () => {
  it('shows labels, never the stored values', () => {
    const t = auditText(
      reportHtml(
        model({
          screeningStatus: 'confirmed_match',
          reviewStatus: 'not_required',
          status: 'pending_review',
          tradingYears: '>5',
          isProfitable: true,
        }),
      ),
    );
    expect(t).toContain('Screening Status: Confirmed match');
    expect(t).toContain('Four-eyes Review: Not required');
    expect(t).toContain('Status: Pending review');
    expect(t).toContain('Trading Years: More than 5 years');
    expect(t).toContain('Profitable: Yes');
    expect(t).not.toMatch(/confirmed_match|not_required|pending_review/);
  });
});
