import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../components/StatusBadge';
import { initials } from '../../components/UserAvatar';
import { fullName, roleLabel } from '../auth/hooks/useCurrentUser';
import { answerLabel, auditAuthor, tradingYearsLabel, yesNo } from './labels';

describe('formatters', () => {
  it('labels trading years and answers as the spec words them, and passes unknown values through', () => {
    expect(tradingYearsLabel('LESS_THAN_2')).toBe('Less than 2 years');
    expect(tradingYearsLabel('MORE_THAN_5')).toBe('More than 5 years');
    expect(tradingYearsLabel('odd')).toBe('odd');
    expect(answerLabel('UNKNOWN')).toBe('Unknown');
    expect(answerLabel('maybe')).toBe('maybe');
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });

  it('labels decision statuses in any case, and leaves unknown ones raw', () => {
    expect(statusLabel('APPROVED')).toBe('Approved');
    expect(statusLabel('caution')).toBe('Trade with Caution');
    expect(statusLabel('Rejected')).toBe('Rejected');
    expect(statusLabel('escalated')).toBe('escalated');
  });

  it('makes initials of first and last name, with U when there is nothing', () => {
    expect(initials('erin', 'example')).toBe('EE');
    expect(initials('  Ada ', null)).toBe('A');
    expect(initials('', '')).toBe('U');
    expect(initials(undefined, undefined)).toBe('U');
  });

  it('joins names and labels roles', () => {
    expect(fullName({ firstName: 'Erin', lastName: 'Example' })).toBe('Erin Example');
    expect(fullName({ firstName: 'Erin', lastName: null })).toBe('Erin');
    expect(roleLabel('ADMIN')).toBe('Administrator');
    expect(roleLabel('ANALYST')).toBe('Analyst');
  });
});

describe('auditAuthor', () => {
  it('names who made an audited change, the system, or a deleted account without a name', () => {
    expect(auditAuthor({ userId: 'u1', userName: 'Jane Doe' })).toBe('by Jane Doe');
    expect(auditAuthor({ userId: null, userName: null })).toBe('by the system (monitoring)');
    expect(auditAuthor({ userId: 'u1', userName: null })).toBe('by a deleted account');
  });
});
