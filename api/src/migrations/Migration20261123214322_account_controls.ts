import { Migration } from '@mikro-orm/migrations';

export class Migration20261123214322_account_controls extends Migration {
  override name = 'Migration20261123214322_account_controls';

  // Attempt counters shared by every API replica (sign-in, sign-up, password checks), and suspension.
  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(400) not null, "hits" int not null, "window_start" timestamptz not null, "next_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_window_start_index" on "rate_limits" ("window_start");`);

    this.addSql(`alter table "users" add "suspended_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);

    this.addSql(`alter table "users" drop column "suspended_at";`);
  }
}
