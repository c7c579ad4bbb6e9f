import { Migration } from '@mikro-orm/migrations';

export class Migration20261122154943_news_scans extends Migration {
  override name = 'Migration20261122154943_news_scans';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "news_scans" ("id" uuid not null, "assessment_id" uuid not null, "user_id" uuid not null, "articles" jsonb not null, "negative_count" int not null, "method" varchar(16) not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "news_scans_user_id_index" on "news_scans" ("user_id");`);
    this.addSql(`create index "news_scans_assessment_id_created_at_index" on "news_scans" ("assessment_id", "created_at");`);

    this.addSql(
      `alter table "news_scans" add constraint "news_scans_assessment_id_foreign" foreign key ("assessment_id") references "assessments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "news_scans" add constraint "news_scans_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "news_scans" cascade;`);
  }
}
