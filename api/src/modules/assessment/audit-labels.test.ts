import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValueLabel } from './audit-labels.js';

describe('audit values as labels', () => {
  it('names statuses, screening statuses, review statuses and answers', () => {
    expect(auditValueLabel('screeningStatus', 'confirmed_match')).toBe('Confirmed match');
    expect(auditValueLabel('reviewStatus', 'not_required')).toBe('Not required');
    expect(auditValueLabel('status', 'pending_review')).toBe('Pending review');
    expect(auditValueLabel('ruleStatus', 'caution')).toBe('Trade with Caution');
    expect(auditValueLabel('tradingYears', '>5')).toBe('More than 5 years');
    expect(auditValueLabel('managementReputation', 'unknown')).toBe('Unknown');
    expect(auditValueLabel('hitDecision', 'false_positive')).toBe('False positive');
  });

  it('words a value the catalog does not know yet, and leaves free text as written', () => {
    expect(auditValueLabel('screeningStatus', 'some_new_status')).toBe('Some new status');
    expect(auditValueLabel('companyName', 'acme_trading')).toBe('acme_trading');
  });

  it('reads booleans, absent values and lists', () => {
    expect(auditValueLabel('isProfitable', true)).toBe('Yes');
    expect(auditValueLabel('isProfitable', false)).toBe('No');
    expect(auditValueLabel('newsSummary', null)).toBe('N/A');
    expect(auditValueLabel('keyPeople', ['Ann', 'Bo'])).toBe('Ann, Bo');
    expect(auditFieldLabel('screeningStatus')).toBe('Screening Status');
    expect(auditFieldLabel('unknownField')).toBe('unknownField');
  });
});
