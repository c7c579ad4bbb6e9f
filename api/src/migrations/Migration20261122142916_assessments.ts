import { Migration } from '@mikro-orm/migrations';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The rules this migration seeds, frozen as they were when it was written: a migration must do the
 * same on every fresh database, so it never reads the live defaults (decision-engine/default-rules.ts).
 */
const SEEDED_RULES = [
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000001',
    name: 'Legal actions, fines or sanctions',
    description: 'Companies with legal actions, fines, or sanctions are automatically rejected.',
    ruleType: 'mandatory_reject',
    field: 'hasLegalActions',
    condition: 'equals',
    value: 'true',
    priority: 0,
    message: 'The company has legal actions, fines, or sanctions against it',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000002',
    name: 'Management reputation not confirmed',
    description: 'Companies without confirmed management transparency and reputation are automatically rejected.',
    ruleType: 'mandatory_reject',
    field: 'managementReputation',
    condition: 'in',
    value: 'no,unknown',
    priority: 1,
    message: 'Management transparency and reputation could not be confirmed',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000003',
    name: 'Short trading history',
    description: 'Less than two years of trading gives little evidence of stability.',
    ruleType: 'warning',
    field: 'tradingYears',
    condition: 'equals',
    value: '<2',
    priority: 10,
    message: 'Short trading history (less than 2 years)',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000004',
    name: 'No project references',
    description: 'The company cannot provide two recent project references.',
    ruleType: 'warning',
    field: 'canProvideReferences',
    condition: 'equals',
    value: 'false',
    priority: 20,
    message: 'Cannot provide two recent project references',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000005',
    name: 'Insufficient liquidity',
    description: 'Weak financial standing: liquidity is not sufficient.',
    ruleType: 'warning',
    field: 'hasSufficientLiquidity',
    condition: 'equals',
    value: 'false',
    priority: 30,
    message: 'Liquidity is not sufficient',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000006',
    name: 'Not profitable',
    description: 'Weak financial standing: not profitable in the last two years.',
    ruleType: 'warning',
    field: 'isProfitable',
    condition: 'equals',
    value: 'false',
    priority: 40,
    message: 'Not profitable in the last two years',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000007',
    name: 'No audited financials',
    description: 'Weak financial standing: no audited financial statements for the last two years.',
    ruleType: 'warning',
    field: 'hasAuditedFinancials',
    condition: 'equals',
    value: 'false',
    priority: 50,
    message: 'No audited financial statements for the last two years',
  },
];

/** Rows of a transition table with +1 (new) or -1 (old), as the stats triggers aggregate them. */
const signed = (table: string, sign: number) => `select id, status, rule_trace, processing_time_ms, ${sign} as sign from ${table}`;

function statsTrigger(name: string, rows: string): string {
  return `create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  insert into assessment_stats as a (status, shard, count, processing_ms_sum, processing_count)
    select status, abs(hashtext(id::text)) % 16, sum(sign), sum(sign * coalesce(processing_time_ms, 0)), sum(case when processing_time_ms is null then 0 else sign end)
      from (${rows}) d group by 1, 2 order by 1, 2
    on conflict (status, shard) do update set count = a.count + excluded.count,
      processing_ms_sum = a.processing_ms_sum + excluded.processing_ms_sum, processing_count = a.processing_count + excluded.processing_count;
  insert into rejection_reason_stats as r (reason, shard, count)
    select e->>'message', abs(hashtext(d.id::text)) % 16, sum(sign)
      from (${rows}) d cross join lateral jsonb_array_elements(d.rule_trace) e
     where d.status = 'rejected' and e->>'ruleType' in ('mandatory_reject', 'reject')
     group by 1, 2 order by 1, 2
    on conflict (reason, shard) do update set count = r.count + excluded.count;
  return null;
end $fn$;`;
}

export class Migration20261122142916_assessments extends Migration {
  override name = 'Migration20261122142916_assessments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "assessment_stats" ("status" varchar(16) not null, "shard" smallint not null, "count" bigint not null default '0', "processing_ms_sum" bigint not null default '0', "processing_count" bigint not null default '0', primary key ("status", "shard"));`,
    );

    this.addSql(
      `create table "rejection_reason_stats" ("reason" text not null, "shard" smallint not null, "count" bigint not null default '0', primary key ("reason", "shard"));`,
    );

    this.addSql(`alter table "assessments" add "rule_trace" jsonb not null default '[]', add "processing_time_ms" int null;`);

    // Aggregates kept in the writing transaction (statement-level, so a batch chunk's multi-row
    // insert updates each shard once, in a fixed order that cannot deadlock with other writers).
    this.addSql(statsTrigger('assessments_stats_insert', signed('new_rows', 1)));
    this.addSql(statsTrigger('assessments_stats_delete', signed('old_rows', -1)));
    this.addSql(statsTrigger('assessments_stats_update', `${signed('new_rows', 1)} union all ${signed('old_rows', -1)}`));
    this.addSql(
      `create trigger assessments_stats_insert after insert on assessments referencing new table as new_rows for each statement execute function assessments_stats_insert();`,
    );
    this.addSql(
      `create trigger assessments_stats_delete after delete on assessments referencing old table as old_rows for each statement execute function assessments_stats_delete();`,
    );
    this.addSql(
      `create trigger assessments_stats_update after update on assessments referencing old table as old_rows new table as new_rows for each statement execute function assessments_stats_update();`,
    );

    for (const rule of SEEDED_RULES) {
      const values = [rule.id, rule.name, rule.description, rule.ruleType, rule.field, rule.condition, rule.value].map(literal).join(', ');
      this.addSql(
        `insert into rule_configs (id, name, description, rule_type, field, condition, value, enabled, priority, message)
         values (${values}, true, ${rule.priority}, ${literal(rule.message)}) on conflict (id) do nothing;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const op of ['insert', 'delete', 'update']) {
      this.addSql(`drop trigger if exists assessments_stats_${op} on assessments;`);
      this.addSql(`drop function if exists assessments_stats_${op}();`);
    }
    this.addSql(`drop table if exists "assessment_stats" cascade;`);
    this.addSql(`drop table if exists "rejection_reason_stats" cascade;`);

    this.addSql(`alter table "assessments" drop column "rule_trace", drop column "processing_time_ms";`);
  }
}
