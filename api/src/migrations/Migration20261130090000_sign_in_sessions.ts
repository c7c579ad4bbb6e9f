import { Migration } from '@mikro-orm/migrations';

/** Sessions remember how, when and from where they were signed in (issue 28); one-time sign-in challenges; second-factor and SSO audit actions. */
export class Migration20261130090000_sign_in_sessions extends Migration {
  override name = 'Migration20261130090000_sign_in_sessions';

  override up(): void {
    this.addSql(
      `alter table "sessions" add column "public_id" uuid not null default gen_random_uuid(), add column "created_at" timestamptz not null default now(), add column "last_used_at" timestamptz not null default now(), add column "address" varchar(64) null, add column "user_agent" varchar(300) null, add column "method" varchar(20) not null default 'password';`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_public_id_unique" unique ("public_id");`);
    // A user's sessions are listed and ended together (sign out everywhere else, suspension).
    this.addSql(`create index "sessions_user_id_index" on "sessions" ((sess->>'userId'));`);
    this.addSql(
      `create table "auth_challenges" ("id" varchar(64) not null, "kind" varchar(30) not null, "user_id" uuid null, "data" jsonb not null, "failures" int not null default 0, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_challenges_expires_at_index" on "auth_challenges" ("expires_at");`);
    this.addSql(`alter table "account_audit_logs" drop constraint "account_audit_logs_action_check";`);
    this.addSql(
      `alter table "account_audit_logs" add constraint "account_audit_logs_action_check" check ("action" in ('registered', 'created', 'approved', 'role_changed', 'suspended', 'reinstated', 'password_reset', 'password_changed', 'profile_updated', 'deleted', 'change_proposed', 'change_rejected', 'api_key_created', 'api_key_rotated', 'api_key_revoked', 'api_key_scopes_changed', 'second_factor_added', 'second_factor_removed', 'second_factors_reset', 'sso_linked'));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "account_audit_logs" drop constraint "account_audit_logs_action_check";`);
    this.addSql(
      `alter table "account_audit_logs" add constraint "account_audit_logs_action_check" check ("action" in ('registered', 'created', 'approved', 'role_changed', 'suspended', 'reinstated', 'password_reset', 'password_changed', 'profile_updated', 'deleted', 'change_proposed', 'change_rejected', 'api_key_created', 'api_key_rotated', 'api_key_revoked', 'api_key_scopes_changed'));`,
    );
    this.addSql(`drop table if exists "auth_challenges" cascade;`);
    this.addSql(`drop index if exists "sessions_user_id_index";`);
    this.addSql(
      `alter table "sessions" drop constraint "sessions_public_id_unique", drop column "public_id", drop column "created_at", drop column "last_used_at", drop column "address", drop column "user_agent", drop column "method";`,
    );
  }
}
