import { Migration } from '@mikro-orm/migrations';

/**
 * The two screening rules as they were first seeded: a frozen copy, so editing DEFAULT_RULES never
 * changes what this migration did.
 */
const SCREENING_RULES = [
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000008',
    name: 'Confirmed sanctions or watchlist match',
    description: 'A reviewer confirmed that the company or one of its key people is on a sanctions or watch list.',
    ruleType: 'mandatory_reject',
    value: 'confirmed_match',
    priority: 2,
    message: 'Confirmed sanctions or watchlist match',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000009',
    name: 'Potential sanctions or watchlist match',
    description: 'Screening found a possible match that no one has reviewed yet.',
    ruleType: 'warning',
    value: 'potential_match',
    priority: 5,
    message: 'Potential sanctions or watchlist match awaiting review',
  },
];

const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;

export class Migration20261124003736_assessment_screening extends Migration {
  override name = 'Migration20261124003736_assessment_screening';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assessments" add "key_people" jsonb not null default '[]', add "screening" jsonb null;`);
    for (const rule of SCREENING_RULES) {
      const values = [rule.id, rule.name, rule.description, rule.ruleType, 'screeningStatus', 'equals', rule.value].map(literal).join(', ');
      this.addSql(
        `insert into rule_configs (id, name, description, rule_type, field, condition, value, enabled, priority, message)
         values (${values}, true, ${rule.priority}, ${literal(rule.message)}) on conflict (id) do nothing;`,
      );
    }
    // The rule set changed: a new version, so decisions made from now on name it.
    this.addSql(`insert into rule_set_versions (change, rules)
      select '{"kind":"create","ruleName":"Sanctions and watchlist screening rules"}'::jsonb,
        coalesce(jsonb_agg(jsonb_build_object('id', id, 'name', name, 'description', description, 'ruleType', rule_type,
        'field', field, 'condition', condition, 'value', value, 'enabled', enabled, 'priority', priority, 'message', message) order by priority, name), '[]'::jsonb)
      from rule_configs;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assessments" drop column "key_people", drop column "screening";`);
    this.addSql(`delete from rule_configs where id in ('5b0f6a52-0d1e-4c3a-9f00-000000000008', '5b0f6a52-0d1e-4c3a-9f00-000000000009');`);
  }
}
