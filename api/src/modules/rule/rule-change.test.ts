import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';
import { RuleChangeAction } from './dto/replay.types.js';
import { applyRuleChange, parseRuleChange, type RuleChangeRequest } from './rule-change.js';
import type { RuleSnapshot } from './rule-set-version.entity.js';

const legal: RuleSnapshot = {
  id: '5b0f6a52-0d1e-4c3a-9f00-000000000001',
  name: 'Legal actions',
  description: 'Sanctions reject.',
  ruleType: RuleType.MANDATORY_REJECT,
  field: 'hasLegalActions',
  condition: RuleCondition.EQUALS,
  value: 'true',
  enabled: true,
  priority: 0,
  message: 'Legal actions against the company',
};
const history: RuleSnapshot = {
  id: '5b0f6a52-0d1e-4c3a-9f00-000000000003',
  name: 'Short trading history',
  description: null,
  ruleType: RuleType.WARNING,
  field: 'tradingYears',
  condition: RuleCondition.EQUALS,
  value: '<2',
  enabled: true,
  priority: 10,
  message: 'Short trading history',
};
const SET = [legal, history];

const apply = async (request: RuleChangeRequest) => applyRuleChange(SET, await parseRuleChange(request));
const refusal = async (request: RuleChangeRequest) => {
  try {
    await apply(request);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field };
  }
  throw new Error('the change was not refused');
};

describe('applyRuleChange', () => {
  it('creates a rule with trimmed text and the defaults, appended to the set', async () => {
    const { rules, rule, version } = await apply({
      action: RuleChangeAction.CREATE,
      input: {
        name: ' Embargo ',
        field: 'countryOfBusiness',
        condition: 'in',
        value: ' Narnia, Oz ',
        message: ' Embargoed ',
        description: '  ',
      },
    });
    expect(rule).toMatchObject({
      name: 'Embargo',
      description: null,
      ruleType: RuleType.WARNING,
      condition: RuleCondition.IN,
      value: 'Narnia, Oz',
      enabled: true,
      priority: 0,
      message: 'Embargoed',
    });
    expect(rule.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rules).toEqual([legal, history, rule]);
    expect(version).toEqual({ kind: 'create', ruleId: rule.id, ruleName: 'Embargo' });
  });

  it('edits the named fields only, keeping the others and the set order', async () => {
    const { rules, rule, version } = await apply({
      action: RuleChangeAction.UPDATE,
      ruleId: history.id,
      input: { name: ' Young company ', value: '2-3', description: null },
    });
    expect(rule).toEqual({ ...history, name: 'Young company', value: '2-3', description: null });
    expect(rules).toEqual([legal, rule]);
    expect(version).toEqual({ kind: 'update', ruleId: history.id, ruleName: 'Young company' });
    expect(SET[1]).toBe(history);
    expect(history.name).toBe('Short trading history');
  });

  it('toggles a rule (a change of enabled alone is recorded as a toggle)', async () => {
    const { rules, rule, version } = await apply({ action: RuleChangeAction.UPDATE, ruleId: legal.id, input: { enabled: false } });
    expect(rule).toEqual({ ...legal, enabled: false });
    expect(rules.map((r) => r.enabled)).toEqual([false, true]);
    expect(version).toEqual({ kind: 'toggle', ruleId: legal.id, ruleName: legal.name });
  });

  it('changes a priority as an update', async () => {
    const { rules, rule, version } = await apply({ action: RuleChangeAction.UPDATE, ruleId: history.id, input: { priority: -5 } });
    expect(rule).toEqual({ ...history, priority: -5 });
    expect(rules).toEqual([legal, rule]);
    expect(version.kind).toBe('update');
  });

  it('deletes a rule', async () => {
    const { rules, rule, version } = await apply({ action: RuleChangeAction.DELETE, ruleId: legal.id });
    expect(rules).toEqual([history]);
    expect(rule).toBe(legal);
    expect(version).toEqual({ kind: 'delete', ruleId: legal.id, ruleName: legal.name });
  });

  it('refuses what a save refuses', async () => {
    expect(
      await refusal({ action: RuleChangeAction.UPDATE, ruleId: '5b0f6a52-0d1e-4c3a-9f00-00000000dead', input: { enabled: false } }),
    ).toEqual({ code: 'NOT_FOUND', field: undefined });
    expect(await refusal({ action: RuleChangeAction.DELETE, ruleId: 'not-a-rule' })).toEqual({ code: 'NOT_FOUND', field: undefined });
    expect(await refusal({ action: RuleChangeAction.CREATE, input: { name: 'X', field: 'shoeSize', value: '42', message: 'm' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'field',
    });
    expect(
      await refusal({ action: RuleChangeAction.CREATE, input: { name: ' ', field: 'isProfitable', value: 'false', message: 'm' } }),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await refusal({ action: RuleChangeAction.UPDATE, ruleId: history.id, input: { value: 'ancient' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'value',
    });
    expect(await refusal({ action: RuleChangeAction.UPDATE, ruleId: legal.id, input: { condition: 'in', value: ' , ' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'value',
    });
    expect(await refusal({ action: RuleChangeAction.UPDATE, ruleId: legal.id, input: ['enabled'] })).toEqual({
      code: 'BAD_USER_INPUT',
      field: undefined,
    });
  });
});
