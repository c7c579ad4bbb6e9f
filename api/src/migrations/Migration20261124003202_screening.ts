import { Migration } from '@mikro-orm/migrations';

export class Migration20261124003202_screening extends Migration {
  override name = 'Migration20261124003202_screening';

  override up(): void | Promise<void> {
    // Trigram similarity for candidate retrieval; a trusted extension, so the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "watchlists" ("id" uuid not null, "name" varchar(100) not null, "format" text not null, "status" text not null default 'importing', "version" int not null default 0, "entity_count" int not null default 0, "imported_at" timestamptz null, "error" text null, "import_version" int null, "import_progress" int not null default 0, "import_total" int null, "created_by" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create unique index "watchlists_name_unique" on "watchlists" (lower("name"));`);

    this.addSql(
      `create table "watchlist_entries" ("id" uuid not null, "watchlist_id" uuid not null, "version" int not null, "external_id" text not null, "schema" varchar(20) not null, "caption" text not null, "countries" jsonb not null, "topics" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "watchlist_entries_watchlist_id_version_index" on "watchlist_entries" ("watchlist_id", "version");`);

    this.addSql(
      `create table "watchlist_names" ("id" bigserial primary key, "entry_id" uuid not null, "watchlist_id" uuid not null, "version" int not null, "name" text not null, "key" text not null, "skeleton_key" text not null);`,
    );
    this.addSql(`create index "watchlist_names_entry_id_index" on "watchlist_names" ("entry_id");`);
    this.addSql(`create index "watchlist_names_key_trgm" on "watchlist_names" using gin ("key" gin_trgm_ops);`);
    this.addSql(`create index "watchlist_names_skeleton_key_trgm" on "watchlist_names" using gin ("skeleton_key" gin_trgm_ops);`);
    this.addSql(`create index "watchlist_names_watchlist_id_version_index" on "watchlist_names" ("watchlist_id", "version");`);

    this.addSql(
      `create table "watchlist_upload_parts" ("watchlist_id" uuid not null, "version" int not null, "part" varchar(10) not null, "seq" int not null, "data" bytea not null, primary key ("watchlist_id", "version", "part", "seq"));`,
    );

    this.addSql(
      `alter table "watchlists" add constraint "watchlists_format_check" check ("format" in ('ftm', 'opensanctions_csv', 'ofac_sdn_csv'));`,
    );
    this.addSql(`alter table "watchlists" add constraint "watchlists_status_check" check ("status" in ('importing', 'active', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "watchlists" cascade;`);
    this.addSql(`drop table if exists "watchlist_entries" cascade;`);
    this.addSql(`drop table if exists "watchlist_names" cascade;`);
    this.addSql(`drop table if exists "watchlist_upload_parts" cascade;`);
  }
}
