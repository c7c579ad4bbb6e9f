import { Migration } from '@mikro-orm/migrations';

/** Frozen copy of the default scorecard (credit/scorecard.ts DEFAULT_SCORECARD on 2026-11-25): version 1. */
const DEFAULT_SCORECARD = {
  inputs: {
    altmanZone: { points: { safe: 30, grey: 15, distress: 0 } },
    currentRatio: {
      bands: [
        { comparison: 'gte', threshold: 2, points: 15 },
        { comparison: 'gte', threshold: 1.2, points: 10 },
        { comparison: 'gte', threshold: 1, points: 5 },
      ],
    },
    debtToAssets: {
      bands: [
        { comparison: 'lt', threshold: 0.3, points: 15 },
        { comparison: 'lt', threshold: 0.5, points: 10 },
        { comparison: 'lt', threshold: 0.7, points: 5 },
      ],
    },
    interestCover: {
      bands: [
        { comparison: 'gte', threshold: 4, points: 10 },
        { comparison: 'gte', threshold: 2, points: 6 },
        { comparison: 'gte', threshold: 1, points: 3 },
      ],
    },
    netMargin: {
      bands: [
        { comparison: 'gte', threshold: 0.1, points: 10 },
        { comparison: 'gte', threshold: 0.03, points: 6 },
        { comparison: 'gte', threshold: 0, points: 3 },
      ],
    },
    tradingYears: { points: { '>5': 10, '3-5': 7, '2-3': 4, '<2': 0 } },
    revenueGrowth: {
      bands: [
        { comparison: 'gte', threshold: 0, points: 10 },
        { comparison: 'gte', threshold: -0.1, points: 5 },
      ],
    },
  },
  grades: [
    { grade: 'A', minScore: 80, pd: 0.005, multipliers: { netWorth: 0.2, workingCapital: 0.5, revenue: 1 }, reviewMonths: 24 },
    { grade: 'B', minScore: 65, pd: 0.015, multipliers: { netWorth: 0.15, workingCapital: 0.4, revenue: 0.75 }, reviewMonths: 12 },
    { grade: 'C', minScore: 50, pd: 0.04, multipliers: { netWorth: 0.1, workingCapital: 0.25, revenue: 0.5 }, reviewMonths: 12 },
    { grade: 'D', minScore: 35, pd: 0.1, multipliers: { netWorth: 0.05, workingCapital: 0.1, revenue: 0.25 }, reviewMonths: 6 },
    { grade: 'E', minScore: 0, pd: 0.25, multipliers: { netWorth: 0, workingCapital: 0, revenue: 0 }, reviewMonths: 3 },
  ],
};

/** Frozen copies of the two credit rules this version adds (decision-engine/default-rules.ts on 2026-11-25). */
const CREDIT_RULES = [
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-00000000000a',
    name: 'Altman Z″ in distress',
    description: 'The financial statements put the company in the Altman Z″ distress zone (below 1.10).',
    field: 'altmanZone',
    value: 'distress',
    priority: 55,
    message: 'Altman Z″ is in the distress zone',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-00000000000b',
    name: 'Requested limit above the suggested limit',
    description: 'The credit limit asked for exceeds the limit the scorecard suggests; a second person decides.',
    field: 'requestedAboveSuggested',
    value: 'true',
    priority: 60,
    message: 'The requested credit limit is above the suggested limit',
  },
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Credit analysis: statements and their analysis on assessments, the versioned scorecard, numeric rule conditions and two credit rules. */
export class Migration20261125200000_credit_analysis extends Migration {
  override name = 'Migration20261125200000_credit_analysis';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scorecard_versions" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" uuid null, "author" jsonb null, "note" text null, "scorecard" jsonb not null);`,
    );
    this.addSql(
      `alter table "scorecard_versions" add constraint "scorecard_versions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `insert into "scorecard_versions" ("note", "scorecard") values ('Default scorecard', ${literal(JSON.stringify(DEFAULT_SCORECARD))}::jsonb);`,
    );

    this.addSql(`alter table "rule_configs" drop constraint "rule_configs_condition_check";`);
    this.addSql(
      `alter table "rule_configs" add constraint "rule_configs_condition_check" check ("condition" in ('equals', 'not_equals', 'in', 'not_in', 'greater_than', 'less_than', 'between'));`,
    );

    this.addSql(`alter table "assessments" add "financials" jsonb null, add "credit_analysis" jsonb null;`);

    for (const rule of CREDIT_RULES) {
      const values = [rule.id, rule.name, rule.description, 'warning', rule.field, 'equals', rule.value].map(literal).join(', ');
      this.addSql(
        `insert into rule_configs (id, name, description, rule_type, field, condition, value, enabled, priority, message)
         values (${values}, true, ${rule.priority}, ${literal(rule.message)}) on conflict (id) do nothing;`,
      );
    }
    // The rule set changed: a new version, so decisions made from now on name it.
    this.addSql(`insert into rule_set_versions (change, rules)
      select '{"kind":"create","ruleName":"Credit analysis rules"}'::jsonb,
        coalesce(jsonb_agg(jsonb_build_object('id', id, 'name', name, 'description', description, 'ruleType', rule_type,
        'field', field, 'condition', condition, 'value', value, 'enabled', enabled, 'priority', priority, 'message', message) order by priority, name), '[]'::jsonb)
      from rule_configs;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from rule_configs where id in (${CREDIT_RULES.map((r) => literal(r.id)).join(', ')});`);
    this.addSql(`delete from rule_configs where condition in ('greater_than', 'less_than', 'between');`);
    this.addSql(`alter table "rule_configs" drop constraint "rule_configs_condition_check";`);
    this.addSql(
      `alter table "rule_configs" add constraint "rule_configs_condition_check" check ("condition" in ('equals', 'not_equals', 'in', 'not_in'));`,
    );
    this.addSql(`alter table "assessments" drop column "financials", drop column "credit_analysis";`);
    this.addSql(`drop table if exists "scorecard_versions" cascade;`);
  }
}
