import { describe, expect, it } from 'vitest';
import { changeLines, conditionsFor, conditionText, fieldHint, fieldLabel } from './labels';

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

  it('offer greater than, less than and between for numbers, and the spec’s four for the rest', () => {
    // The conditions are the catalog's (Query.ruleFields; which field takes which: the api's decision-engine test).
    expect(conditionsFor({ conditions: ['GREATER_THAN', 'LESS_THAN', 'BETWEEN'] })).toEqual([
      { value: 'GREATER_THAN', label: 'greater than' },
      { value: 'LESS_THAN', label: 'less than' },
      { value: 'BETWEEN', label: 'between' },
    ]);
    const spec = [
      { value: 'EQUALS', label: 'equals' },
      { value: 'NOT_EQUALS', label: 'not equals' },
      { value: 'IN', label: 'in' },
      { value: 'NOT_IN', label: 'not in' },
    ];
    expect(conditionsFor({ conditions: ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN'] })).toEqual(spec);
    // Before the catalog arrives every condition is offered, so a stored rule keeps its own.
    expect(conditionsFor(undefined).map((c) => c.value)).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'IN',
      'NOT_IN',
      'GREATER_THAN',
      'LESS_THAN',
      'BETWEEN',
    ]);
  });

  it('hint a number, or low,high for between', () => {
    expect(fieldHint({ kind: 'number', values: [] })).toBe('a number, e.g. 1.5');
    expect(fieldHint({ kind: 'number', values: [] }, 'GREATER_THAN')).toBe('a number, e.g. 1.5');
    expect(fieldHint({ kind: 'number', values: [] }, 'BETWEEN')).toBe('low,high — two numbers, both ends included');
    expect(fieldHint({ kind: 'enum', values: ['A', 'B', 'C', 'D', 'E'] }, 'IN')).toBe('A, B, C, D, E');
  });

  it('read a rule’s test in words', () => {
    expect(conditionText('EQUALS', 'true')).toBe('equals true');
    expect(conditionText('NOT_IN', 'no,unknown')).toBe('not in no,unknown');
    expect(conditionText('GREATER_THAN', '1')).toBe('greater than 1');
    expect(conditionText('LESS_THAN', '1.1')).toBe('less than 1.1');
    expect(conditionText('BETWEEN', '1.1, 2.6')).toBe('between 1.1 and 2.6');
    expect(conditionText('BETWEEN', '1.1')).toBe('between 1.1');
    expect(conditionText('SOMETHING_NEW', 'x')).toBe('something_new x');
  });
});
