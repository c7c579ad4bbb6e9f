import { describe, expect, it } from 'vitest';
import { changeLines, fieldHint, fieldLabel } from './labels';

describe('rule labels', () => {
  it('show an update as before → after, property by property', () => {
    expect(changeLines('UPDATE', [{ field: 'ruleType', from: 'warning', to: 'reject' }])).toEqual(['ruleType: warning → reject']);
    expect(
      changeLines('UPDATE', [
        { field: 'description', from: '', to: 'Seen in the audit' },
        { field: 'enabled', from: 'true', to: 'false' },
      ]),
    ).toEqual(['description:  → Seen in the audit', 'enabled: true → false']);
  });

  it('show a new rule by the properties it sets, and a deletion by none', () => {
    expect(
      changeLines('CREATE', [
        { field: 'name', from: '', to: 'Loss makers' },
        { field: 'description', from: '', to: '' },
        { field: 'priority', from: '', to: '0' },
      ]),
    ).toEqual(['name: Loss makers', 'priority: 0']);
    expect(changeLines('DELETE', [])).toEqual([]);
  });

  it('hint the values a field takes, from the catalog', () => {
    expect(fieldHint({ kind: 'boolean', values: ['true', 'false'] })).toBe('true or false');
    expect(fieldHint({ kind: 'enum', values: ['yes', 'no', 'unknown'] })).toBe('yes, no, unknown');
    expect(fieldHint({ kind: 'enum', values: ['<2', '2-3', '3-5', '>5'] })).toBe('<2, 2-3, 3-5, >5');
    expect(fieldHint({ kind: 'text', values: [] })).toBe('any text, case-insensitive');
  });

  it('name a field by its catalog label, or by its stored name', () => {
    const fields = [{ name: 'tradingYears', label: 'Trading years' }];
    expect(fieldLabel(fields, 'tradingYears')).toBe('Trading years');
    expect(fieldLabel(fields, 'retired')).toBe('retired');
    expect(fieldLabel([], 'tradingYears')).toBe('tradingYears');
  });
});
