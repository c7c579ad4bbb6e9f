import { Migration } from '@mikro-orm/migrations';

/**
 * users_keep_authors (first written by controls_that_hold, last by change_proposals): `accounts` says
 * whether account proposals live in change_proposals (their target's id cleared as the old foreign
 * key did) or in account_change_proposals.
 */
const keepAuthors = (
  accounts: 'change_proposals' | 'account_change_proposals',
) => `create or replace function "users_keep_authors"() returns trigger language plpgsql as $$
      declare author jsonb := jsonb_build_object('id', old.id, 'firstName', old.first_name, 'lastName', old.last_name, 'email', old.email);
      begin
        update "audit_logs" set "deleted_user" = author where "user_id" = old.id;
        update "news_scans" set "deleted_user" = author where "user_id" = old.id;
        update "rule_set_versions" set "deleted_user" = author where "user_id" = old.id;
        update "change_proposals" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "change_proposals" set "decided_by_deleted" = author where "decided_by_id" = old.id;
        update "alerts" set "resolved_by_deleted" = author where "resolved_by_id" = old.id;
        ${
          accounts === 'change_proposals'
            ? `update "change_proposals" set "subject_id" = null where "kind" = 'account' and "subject_id" = old.id;`
            : `update "account_change_proposals" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "account_change_proposals" set "decided_by_deleted" = author where "decided_by_id" = old.id;`
        }
        return old;
      end $$;`;

/**
 * One four-eyes record for every configuration change: proposed admin-account changes
 * (REQUIRE_ADMIN_APPROVAL) become change_proposals of kind `account`, keeping their ids (so pending
 * ones stay decidable at the same addresses), status, authors, times and note. What was the
 * account's own is kept in the generic columns: the target account's id as `subject_id` (no longer
 * a foreign key: the users_keep_authors trigger clears it when the account is deleted), its email
 * as `subject`, and the action, the account as proposed and a new admin's password hash in
 * `payload`. Account proposals carry no what-if replay, so `impact` becomes nullable.
 */
export class Migration20261129140000_account_proposals_onto_change_proposals extends Migration {
  override name = 'Migration20261129140000_account_proposals_onto_change_proposals';

  override up(): void | Promise<void> {
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(
      `alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard', 'account'));`,
    );
    this.addSql(`alter table "change_proposals" alter column "impact" drop not null;`);
    this.addSql(`insert into "change_proposals"
      ("id", "kind", "status", "proposed_by_id", "proposed_by_deleted", "proposed_at", "payload", "subject_id", "subject",
       "base_version", "before", "after", "impact", "decided_by_id", "decided_by_deleted", "decided_at", "note", "applied_version")
      select "id", 'account', "status", "proposed_by_id", "proposed_by_deleted", "proposed_at",
        jsonb_build_object('action', "action", 'account', "target", 'passwordHash', "password_hash"),
        "target_user_id", left(coalesce("target" ->> 'email', ''), 255),
        null, null, null, null, "decided_by_id", "decided_by_deleted", "decided_at", "note", null
      from "account_change_proposals";`);
    this.addSql(keepAuthors('change_proposals'));
    this.addSql(`drop table "account_change_proposals" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "account_change_proposals" ("id" uuid not null, "status" text not null default 'pending', "action" text not null, "target_user_id" uuid null, "target" jsonb not null, "password_hash" text null, "proposed_by_id" uuid null, "proposed_by_deleted" jsonb null, "proposed_at" timestamptz not null default now(), "decided_by_id" uuid null, "decided_by_deleted" jsonb null, "decided_at" timestamptz null, "note" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "account_change_proposals_status_proposed_at_index" on "account_change_proposals" ("status", "proposed_at");`,
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
    // A target account deleted since (its id no longer in users) is null, as the foreign key made it.
    this.addSql(`insert into "account_change_proposals"
      ("id", "status", "action", "target_user_id", "target", "password_hash", "proposed_by_id", "proposed_by_deleted",
       "proposed_at", "decided_by_id", "decided_by_deleted", "decided_at", "note")
      select p."id", p."status", p."payload" ->> 'action', u."id", p."payload" -> 'account', p."payload" ->> 'passwordHash',
        p."proposed_by_id", p."proposed_by_deleted", p."proposed_at", p."decided_by_id", p."decided_by_deleted", p."decided_at", p."note"
      from "change_proposals" p left join "users" u on u."id" = p."subject_id"
      where p."kind" = 'account';`);
    this.addSql(`delete from "change_proposals" where "kind" = 'account';`);
    this.addSql(keepAuthors('account_change_proposals'));
    this.addSql(`alter table "change_proposals" alter column "impact" set not null;`);
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(`alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard'));`);
  }
}
