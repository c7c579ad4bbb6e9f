import { Migration } from '@mikro-orm/migrations';

/** Passkeys (WebAuthn) of accounts (issue 28): sign-in on their own, and as a second factor. */
export class Migration20261130110000_passkeys extends Migration {
  override name = 'Migration20261130110000_passkeys';

  override up(): void {
    this.addSql(
      `create table "passkeys" ("id" uuid not null, "user_id" uuid not null, "credential_id" text not null, "public_key" bytea not null, "counter" bigint not null, "transports" text[] not null, "device_type" varchar(20) not null, "backed_up" boolean not null, "name" varchar(100) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(`alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`);
    this.addSql(
      `alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "passkeys" cascade;`);
  }
}
