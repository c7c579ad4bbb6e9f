import { Migration } from '@mikro-orm/migrations';

/**
 * The LEI register (issue 30): its versions and their uploaded files. Each version's records live in
 * tables of their own (lei_records_<version>, lei_relationships_<version>), created and dropped by
 * the import. Alerts gain the kind counterparty_changed.
 */
export class Migration20261201110000_lei_register extends Migration {
  override name = 'Migration20261201110000_lei_register';

  override up(): void {
    this.addSql(
      `create table "lei_register_versions" ("version" int not null, "status" text check ("status" in ('importing', 'active', 'superseded', 'failed')) not null default 'importing', "source" varchar(10) not null, "level1_url" text null, "level2_url" text null, "records_read" int not null default 0, "relationships_read" int not null default 0, "bytes_read" double precision not null default 0, "bytes_total" double precision null, "changes" int null, "error" text null, "created_by" uuid null, "created_at" timestamptz not null default now(), "activated_at" timestamptz null, primary key ("version"));`,
    );
    this.addSql(`create unique index "lei_register_versions_one_active" on "lei_register_versions" ("status") where "status" = 'active';`);
    this.addSql(
      `create table "lei_upload_parts" ("version" int not null, "part" varchar(10) not null, "seq" int not null, "data" bytea not null, primary key ("version", "part", "seq"));`,
    );
    this.addSql(`alter table "alerts" drop constraint "alerts_kind_check";`);
    this.addSql(
      `alter table "alerts" add constraint "alerts_kind_check" check ("kind" in ('screening_hit', 'screening_hit_gone', 'negative_news', 'counterparty_changed'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "alerts" where "kind" = 'counterparty_changed';`);
    this.addSql(`alter table "alerts" drop constraint "alerts_kind_check";`);
    this.addSql(
      `alter table "alerts" add constraint "alerts_kind_check" check ("kind" in ('screening_hit', 'screening_hit_gone', 'negative_news'));`,
    );
    this.addSql(`drop table if exists "lei_upload_parts" cascade;`);
    this.addSql(`drop table if exists "lei_register_versions" cascade;`);
  }
}
