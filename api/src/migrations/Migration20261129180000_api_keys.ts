import { Migration } from '@mikro-orm/migrations';

/** API keys for integrators (issue 28), and their actions in the account audit log. */
export class Migration20261129180000_api_keys extends Migration {
  override name = 'Migration20261129180000_api_keys';

  override up(): void {
    this.addSql(
      `create table "api_keys" ("id" uuid not null, "name" varchar(100) not null, "prefix" varchar(20) not null, "secret_hash" text not null, "previous_secret_hash" text null, "previous_valid_until" timestamptz null, "scopes" text[] not null, "acts_for_id" uuid not null, "expires_at" timestamptz not null, "screening_concurrency" int not null, "created_by_id" uuid not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "api_keys_acts_for_id_index" on "api_keys" ("acts_for_id");`);
    this.addSql(`create index "api_keys_created_at_index" on "api_keys" ("created_at");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_prefix_unique" unique ("prefix");`);

    this.addSql(`alter table "account_audit_logs" drop constraint "account_audit_logs_action_check";`);
    this.addSql(
      `alter table "account_audit_logs" add constraint "account_audit_logs_action_check" check ("action" in ('registered', 'created', 'approved', 'role_changed', 'suspended', 'reinstated', 'password_reset', 'password_changed', 'profile_updated', 'deleted', 'change_proposed', 'change_rejected', 'api_key_created', 'api_key_rotated', 'api_key_revoked', 'api_key_scopes_changed'));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`alter table "account_audit_logs" drop constraint "account_audit_logs_action_check";`);
    this.addSql(
      `alter table "account_audit_logs" add constraint "account_audit_logs_action_check" check ("action" in ('registered', 'created', 'approved', 'role_changed', 'suspended', 'reinstated', 'password_reset', 'password_changed', 'profile_updated', 'deleted', 'change_proposed', 'change_rejected'));`,
    );
  }
}
