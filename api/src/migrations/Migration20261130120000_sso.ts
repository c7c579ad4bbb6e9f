import { Migration } from '@mikro-orm/migrations';

/** Single sign-on (issue 28): identities at an OpenID provider linked to accounts, one per (issuer, subject). */
export class Migration20261130120000_sso extends Migration {
  override name = 'Migration20261130120000_sso';

  override up(): void {
    this.addSql(
      `create table "user_identities" ("id" uuid not null, "user_id" uuid not null, "issuer" text not null, "subject" text not null, "email" varchar(255) null, "created_at" timestamptz not null default now(), "last_sign_in_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "user_identities_user_id_index" on "user_identities" ("user_id");`);
    this.addSql(`alter table "user_identities" add constraint "user_identities_issuer_subject_unique" unique ("issuer", "subject");`);
    this.addSql(
      `alter table "user_identities" add constraint "user_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "user_identities" cascade;`);
  }
}
