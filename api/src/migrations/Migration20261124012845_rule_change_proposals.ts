import { Migration } from '@mikro-orm/migrations';

export class Migration20261124012845_rule_change_proposals extends Migration {
  override name = 'Migration20261124012845_rule_change_proposals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rule_change_proposals" ("id" uuid not null, "status" text not null default 'pending', "proposed_by_id" uuid null, "proposed_at" timestamptz not null default now(), "change" jsonb not null, "rule_id" uuid null, "rule_name" varchar(255) not null, "base_version" int null, "before" jsonb null, "after" jsonb null, "impact" jsonb not null, "decided_by_id" uuid null, "decided_at" timestamptz null, "note" text null, "applied_version" int null, primary key ("id"));`,
    );
    this.addSql(`create index "rule_change_proposals_status_proposed_at_index" on "rule_change_proposals" ("status", "proposed_at");`);

    this.addSql(
      `alter table "rule_change_proposals" add constraint "rule_change_proposals_proposed_by_id_foreign" foreign key ("proposed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "rule_change_proposals" add constraint "rule_change_proposals_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "rule_change_proposals" add constraint "rule_change_proposals_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rule_change_proposals" cascade;`);
  }
}
