import { Migration } from '@mikro-orm/migrations';

/**
 * Rejection reasons move next to the decision engine: the writer stores each decision's
 * `rejectionReasons` on the assessment, and the analytics triggers count that column instead of
 * deciding in PL/pgSQL which rule types reject. Existing rows are backfilled from their rule
 * trace with exactly the old definition, so the running totals stay as they are.
 */

/** Rows of a transition table with +1 (new) or -1 (old), as the stats triggers aggregate them. */
const signed = (table: string, sign: number, reasons: 'rejection_reasons' | 'rule_trace') =>
  `select id, status, ${reasons}, processing_time_ms, ${sign} as sign from ${table}`;

const COUNTED_FROM_COLUMN = (rows: string) => `select e.reason, abs(hashtext(d.id::text)) % 16, sum(sign)
      from (${rows}) d cross join lateral jsonb_array_elements_text(d.rejection_reasons) as e(reason)
     group by 1, 2 order by 1, 2`;

// The definition this migration replaces (Migration20261122142916_assessments), for down().
const COUNTED_FROM_TRACE = (rows: string) => `select e->>'message', abs(hashtext(d.id::text)) % 16, sum(sign)
      from (${rows}) d cross join lateral jsonb_array_elements(d.rule_trace) e
     where d.status = 'rejected' and e->>'ruleType' in ('mandatory_reject', 'reject')
     group by 1, 2 order by 1, 2`;

function statsFunction(name: string, rows: string, reasons: string): string {
  return `create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  insert into assessment_stats as a (status, shard, count, processing_ms_sum, processing_count)
    select status, abs(hashtext(id::text)) % 16, sum(sign), sum(sign * coalesce(processing_time_ms, 0)), sum(case when processing_time_ms is null then 0 else sign end)
      from (${rows}) d group by 1, 2 order by 1, 2
    on conflict (status, shard) do update set count = a.count + excluded.count,
      processing_ms_sum = a.processing_ms_sum + excluded.processing_ms_sum, processing_count = a.processing_count + excluded.processing_count;
  insert into rejection_reason_stats as r (reason, shard, count)
    ${reasons}
    on conflict (reason, shard) do update set count = r.count + excluded.count;
  return null;
end $fn$;`;
}

function statsFunctions(column: 'rejection_reasons' | 'rule_trace', counted: (rows: string) => string): string[] {
  const functions = {
    assessments_stats_insert: signed('new_rows', 1, column),
    assessments_stats_delete: signed('old_rows', -1, column),
    assessments_stats_update: `${signed('new_rows', 1, column)} union all ${signed('old_rows', -1, column)}`,
  };
  return Object.entries(functions).map(([name, rows]) => statsFunction(name, rows, counted(rows)));
}

export class Migration20261123223734_rejection_reasons extends Migration {
  override name = 'Migration20261123223734_rejection_reasons';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assessments" add "rejection_reasons" jsonb not null default '[]';`);

    // The totals already count these reasons; the backfill must not count them again.
    this.addSql(`alter table "assessments" disable trigger assessments_stats_update;`);
    this.addSql(`update "assessments" a set "rejection_reasons" = coalesce((
        select jsonb_agg(e.entry->'message' order by e.n) from jsonb_array_elements(a.rule_trace) with ordinality as e(entry, n)
         where e.entry->>'ruleType' in ('mandatory_reject', 'reject')), '[]'::jsonb)
      where a.status = 'rejected';`);
    this.addSql(`alter table "assessments" enable trigger assessments_stats_update;`);

    for (const sql of statsFunctions('rejection_reasons', COUNTED_FROM_COLUMN)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of statsFunctions('rule_trace', COUNTED_FROM_TRACE)) this.addSql(sql);

    this.addSql(`alter table "assessments" drop column "rejection_reasons";`);
  }
}
