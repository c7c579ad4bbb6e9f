import { Migration } from '@mikro-orm/migrations';

/** Authenticator apps (TOTP, secrets encrypted) and their one-time recovery codes (issue 28). */
export class Migration20261130100000_totp extends Migration {
  override name = 'Migration20261130100000_totp';

  override up(): void {
    this.addSql(
      `create table "totp_factors" ("user_id" uuid not null, "secret_ciphertext" text not null, "confirmed_at" timestamptz null, "last_step" bigint null, "created_at" timestamptz not null default now(), primary key ("user_id"));`,
    );
    this.addSql(
      `create table "recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(
      `alter table "totp_factors" add constraint "totp_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`drop table if exists "totp_factors" cascade;`);
  }
}
