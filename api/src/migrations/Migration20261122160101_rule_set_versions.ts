import { Migration } from '@mikro-orm/migrations';

export class Migration20261122160101_rule_set_versions extends Migration {
  override name = 'Migration20261122160101_rule_set_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rule_set_versions" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" uuid null, "change" jsonb not null, "rules" jsonb not null);`,
    );

    this.addSql(`alter table "assessments" add "rule_set_version" int null;`);
    // Version 1 is the rule set as it stands when versioning starts.
    this.addSql(`insert into rule_set_versions (change, rules)
      select '{"kind":"initial"}'::jsonb, coalesce(jsonb_agg(jsonb_build_object('id', id, 'name', name, 'description', description, 'ruleType', rule_type,
        'field', field, 'condition', condition, 'value', value, 'enabled', enabled, 'priority', priority, 'message', message) order by priority, name), '[]'::jsonb)
      from rule_configs;`);

    this.addSql(
      `alter table "rule_set_versions" add constraint "rule_set_versions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rule_set_versions" cascade;`);

    this.addSql(`alter table "assessments" drop column "rule_set_version";`);
  }
}
