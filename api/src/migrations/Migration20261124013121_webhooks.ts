import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013121_webhooks extends Migration {
  override name = 'Migration20261124013121_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "url" text not null, "events" jsonb not null, "secret_encrypted" text not null, "enabled" boolean not null default true, "failure_count" int not null default 0, "disabled_at" timestamptz null, "disabled_reason" text null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoints_enabled_index" on "webhook_endpoints" ("enabled");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(50) not null, "attempt" int not null, "status_code" int null, "error" text null, "success" boolean not null, "duration_ms" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_endpoint_created_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
