import { Migration } from '@mikro-orm/migrations';

/**
 * The default rule that keeps an unscreened counterparty from approving itself: screened against no
 * list (none was loaded), it trades with caution and says why. A frozen copy, so editing
 * DEFAULT_RULES never changes what this migration did.
 */
const RULE = {
  id: '5b0f6a52-0d1e-4c3a-9f00-00000000000c',
  name: 'Not screened against any list',
  description: 'No sanctions or watch list was loaded when the assessment was screened, so no name was checked.',
  priority: 6,
  message: 'Not screened: no sanctions or watch list was loaded, so no name was checked',
};

const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;

export class Migration20261129001000_not_screened_rule extends Migration {
  override name = 'Migration20261129001000_not_screened_rule';

  override up(): void | Promise<void> {
    const values = [RULE.id, RULE.name, RULE.description, 'warning', 'screeningStatus', 'equals', 'not_screened'].map(literal).join(', ');
    this.addSql(
      `insert into rule_configs (id, name, description, rule_type, field, condition, value, enabled, priority, message)
       values (${values}, true, ${RULE.priority}, ${literal(RULE.message)}) on conflict (id) do nothing;`,
    );
    // The rule set changed: a new version, so decisions made from now on name it.
    this.addSql(`insert into rule_set_versions (change, rules)
      select ${literal(JSON.stringify({ kind: 'create', ruleId: RULE.id, ruleName: RULE.name }))}::jsonb,
        coalesce(jsonb_agg(jsonb_build_object('id', id, 'name', name, 'description', description, 'ruleType', rule_type,
        'field', field, 'condition', condition, 'value', value, 'enabled', enabled, 'priority', priority, 'message', message) order by priority, name), '[]'::jsonb)
      from rule_configs;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from rule_configs where id = ${literal(RULE.id)};`);
  }
}
