import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's credit grades as running totals, like its other figures (assessment_stats):
 * summing every stored analysis on each request took 268 ms at a million assessments. Sharded
 * like assessment_stats so concurrent writers rarely wait on one row; statement-level triggers fed
 * by transition tables, so a batch of 500 inserts adds one upsert, and an update that changes no
 * grade, currency or limit writes nothing (its +1 and −1 cancel out in the `having`).
 */
const signed = (table: string, sign: number) =>
  `select id, credit_analysis->>'grade' as grade, credit_analysis->'suggestedLimit'->>'currency' as currency,
          (credit_analysis->'suggestedLimit'->>'amount')::numeric as suggested, approved_limit, ${sign} as sign
     from ${table} where credit_analysis is not null`;

function statsFunction(name: string, rows: string): string {
  return `create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  insert into credit_grade_stats as g (grade, currency, shard, count, suggested_total, approved_count, approved_total)
    select grade, currency, abs(hashtext(id::text)) % 16, sum(sign), sum(sign * suggested),
           sum(case when approved_limit is null then 0 else sign end), sum(sign * coalesce(approved_limit, 0))
      from (${rows}) d group by 1, 2, 3
    having sum(sign) <> 0 or sum(sign * suggested) <> 0 or sum(case when approved_limit is null then 0 else sign end) <> 0
        or sum(sign * coalesce(approved_limit, 0)) <> 0
     order by 1, 2, 3
    on conflict (grade, currency, shard) do update set count = g.count + excluded.count,
      suggested_total = g.suggested_total + excluded.suggested_total, approved_count = g.approved_count + excluded.approved_count,
      approved_total = g.approved_total + excluded.approved_total;
  return null;
end $fn$;`;
}

const FUNCTIONS = {
  assessments_grade_stats_insert: signed('new_rows', 1),
  assessments_grade_stats_delete: signed('old_rows', -1),
  assessments_grade_stats_update: `${signed('new_rows', 1)} union all ${signed('old_rows', -1)}`,
};

export class Migration20261129013000_credit_grade_stats extends Migration {
  override name = 'Migration20261129013000_credit_grade_stats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "credit_grade_stats" ("grade" varchar(8) not null, "currency" varchar(8) not null, "shard" smallint not null,
        "count" bigint not null default '0', "suggested_total" numeric not null default 0, "approved_count" bigint not null default '0',
        "approved_total" numeric not null default 0, primary key ("grade", "currency", "shard"));`,
    );
    for (const [name, rows] of Object.entries(FUNCTIONS)) this.addSql(statsFunction(name, rows));
    // Backfill and triggers in one transaction (migrations run in one), so no write is counted twice or missed.
    this.addSql(`lock table "assessments" in share row exclusive mode;`);
    this.addSql(`insert into credit_grade_stats (grade, currency, shard, count, suggested_total, approved_count, approved_total)
      select grade, currency, abs(hashtext(id::text)) % 16, count(*), sum(suggested), count(approved_limit), coalesce(sum(approved_limit), 0)
        from (${signed('assessments', 1)}) d group by 1, 2, 3;`);
    this.addSql(
      `create trigger assessments_grade_stats_insert after insert on assessments referencing new table as new_rows for each statement execute function assessments_grade_stats_insert();`,
    );
    this.addSql(
      `create trigger assessments_grade_stats_delete after delete on assessments referencing old table as old_rows for each statement execute function assessments_grade_stats_delete();`,
    );
    this.addSql(
      `create trigger assessments_grade_stats_update after update on assessments referencing old table as old_rows new table as new_rows for each statement execute function assessments_grade_stats_update();`,
    );
  }

  override down(): void | Promise<void> {
    for (const name of Object.keys(FUNCTIONS)) {
      this.addSql(`drop trigger if exists ${name} on assessments;`);
      this.addSql(`drop function if exists ${name}();`);
    }
    this.addSql(`drop table if exists "credit_grade_stats" cascade;`);
  }
}
