import { Migration } from '@mikro-orm/migrations';

export class Migration20261124014806_alerts extends Migration {
  override name = 'Migration20261124014806_alerts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "alerts" ("id" uuid not null, "assessment_id" uuid not null, "company_name" varchar(255) not null, "kind" text not null, "summary" text not null, "dedupe_key" text not null, "created_at" timestamptz not null default now(), "status" text not null default 'open', "resolved_by_id" uuid null, "resolved_at" timestamptz null, "note" text null, primary key ("id"));`,
    );
    this.addSql(`create index "alerts_status_created_at_index" on "alerts" ("status", "created_at");`);
    this.addSql(`alter table "alerts" add constraint "alerts_assessment_id_dedupe_key_unique" unique ("assessment_id", "dedupe_key");`);

    this.addSql(`alter table "audit_logs" alter column "user_id" drop not null;`);

    this.addSql(
      `alter table "alerts" add constraint "alerts_assessment_id_foreign" foreign key ("assessment_id") references "assessments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "alerts" add constraint "alerts_kind_check" check ("kind" in ('screening_hit', 'negative_news'));`);
    this.addSql(`alter table "alerts" add constraint "alerts_status_check" check ("status" in ('open', 'resolved'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "alerts" cascade;`);

    this.addSql(`alter table "audit_logs" alter column "user_id" set not null;`);
  }
}
