import { Migration } from '@mikro-orm/migrations';

export class Migration20261125143346_controls_that_hold extends Migration {
  override name = 'Migration20261125143346_controls_that_hold';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_audit_logs" ("id" uuid not null, "created_at" timestamptz not null default now(), "action" text not null, "actor" jsonb null, "target" jsonb null, "summary" text not null, "details" jsonb not null default '{}', primary key ("id"));`,
    );
    this.addSql(`create index "account_audit_logs_created_at_id_index" on "account_audit_logs" ("created_at", "id");`);

    this.addSql(
      `create table "account_change_proposals" ("id" uuid not null, "status" text not null default 'pending', "action" text not null, "target_user_id" uuid null, "target" jsonb not null, "password_hash" text null, "proposed_by_id" uuid null, "proposed_by_deleted" jsonb null, "proposed_at" timestamptz not null default now(), "decided_by_id" uuid null, "decided_by_deleted" jsonb null, "decided_at" timestamptz null, "note" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "account_change_proposals_status_proposed_at_index" on "account_change_proposals" ("status", "proposed_at");`,
    );

    this.addSql(`alter table "news_scans" drop constraint "news_scans_user_id_foreign";`);

    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_user_id_foreign";`);

    this.addSql(`alter table "rule_set_versions" add "deleted_user" jsonb null;`);

    this.addSql(`alter table "rule_change_proposals" add "proposed_by_deleted" jsonb null, add "decided_by_deleted" jsonb null;`);

    this.addSql(`alter table "assessments" add "superseded_reviews" jsonb not null default '[]';`);

    this.addSql(`alter table "news_scans" add "deleted_user" jsonb null;`);
    this.addSql(
      `alter table "news_scans" add constraint "news_scans_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "audit_logs" add "deleted_user" jsonb null;`);
    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "alerts" drop constraint "alerts_kind_check";`);
    this.addSql(`alter table "alerts" add "resolved_by_deleted" jsonb null;`);
    this.addSql(
      `alter table "alerts" add constraint "alerts_kind_check" check ("kind" in ('screening_hit', 'screening_hit_gone', 'negative_news'));`,
    );

    this.addSql(
      `alter table "account_audit_logs" add constraint "account_audit_logs_action_check" check ("action" in ('registered', 'created', 'approved', 'role_changed', 'suspended', 'reinstated', 'password_reset', 'password_changed', 'profile_updated', 'deleted', 'change_proposed', 'change_rejected'));`,
    );

    this.addSql(
      `alter table "account_change_proposals" add constraint "account_change_proposals_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "account_change_proposals" add constraint "account_change_proposals_proposed_by_id_foreign" foreign key ("proposed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "account_change_proposals" add constraint "account_change_proposals_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "account_change_proposals" add constraint "account_change_proposals_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );
    this.addSql(
      `alter table "account_change_proposals" add constraint "account_change_proposals_action_check" check ("action" in ('create_user', 'change_role', 'reset_password'));`,
    );

    // The account audit log is append-only: no update, delete or truncate, by the product or anyone else.
    this.addSql(`create function "account_audit_logs_append_only"() returns trigger language plpgsql as $$
      begin raise exception 'account_audit_logs is append-only'; end $$;`);
    this.addSql(`create trigger "account_audit_logs_append_only" before update or delete or truncate on "account_audit_logs"
      for each statement execute function "account_audit_logs_append_only"();`);

    // What a deleted account did elsewhere stays, naming it as it stood: the foreign keys above set
    // null on delete, and this keeps the account on each record first. Frozen here: a later change
    // of the tables writes a new version of the function in its own migration.
    this.addSql(`create function "users_keep_authors"() returns trigger language plpgsql as $$
      declare author jsonb := jsonb_build_object('id', old.id, 'firstName', old.first_name, 'lastName', old.last_name, 'email', old.email);
      begin
        update "audit_logs" set "deleted_user" = author where "user_id" = old.id;
        update "news_scans" set "deleted_user" = author where "user_id" = old.id;
        update "rule_set_versions" set "deleted_user" = author where "user_id" = old.id;
        update "rule_change_proposals" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "rule_change_proposals" set "decided_by_deleted" = author where "decided_by_id" = old.id;
        update "alerts" set "resolved_by_deleted" = author where "resolved_by_id" = old.id;
        update "account_change_proposals" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "account_change_proposals" set "decided_by_deleted" = author where "decided_by_id" = old.id;
        return old;
      end $$;`);
    this.addSql(`create trigger "users_keep_authors" before delete on "users" for each row execute function "users_keep_authors"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "users_keep_authors" on "users";`);
    this.addSql(`drop function "users_keep_authors"();`);
    this.addSql(`drop table if exists "account_audit_logs" cascade;`);
    this.addSql(`drop function "account_audit_logs_append_only"();`);
    this.addSql(`drop table if exists "account_change_proposals" cascade;`);

    this.addSql(`alter table "alerts" drop constraint "alerts_kind_check";`);
    this.addSql(`alter table "alerts" drop column "resolved_by_deleted";`);
    this.addSql(`alter table "alerts" add constraint "alerts_kind_check" check ("kind" in ('screening_hit', 'negative_news'));`);

    this.addSql(`alter table "assessments" drop column "superseded_reviews";`);

    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_user_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop column "deleted_user";`);
    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "news_scans" drop constraint "news_scans_user_id_foreign";`);
    this.addSql(`alter table "news_scans" drop column "deleted_user";`);
    this.addSql(
      `alter table "news_scans" add constraint "news_scans_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "rule_change_proposals" drop column "proposed_by_deleted", drop column "decided_by_deleted";`);
    this.addSql(`alter table "rule_set_versions" drop column "deleted_user";`);
  }
}
